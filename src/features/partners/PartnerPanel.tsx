import type { ReactNode, Ref } from 'react';

export interface PartnerPanelProps {
  /** The heading's id, which names the section (aria-labelledby): written once, so the two cannot drift. */
  id: string;
  title: ReactNode;
  /** Added to `partner-panel panel` (e.g. `partner-hours`). */
  className?: string;
  /** While the panel's own call refetches. */
  busy?: boolean;
  sectionRef?: Ref<HTMLElement>;
  children: ReactNode;
}

/** One panel of a partner's page: a section named by its h2. */
export function PartnerPanel({ id, title, className, busy, sectionRef, children }: PartnerPanelProps) {
  return (
    <section
      ref={sectionRef}
      className={className ? `partner-panel panel ${className}` : 'partner-panel panel'}
      aria-labelledby={id}
      aria-busy={busy}
    >
      <h2 id={id} className="partner-detail__heading">
        {title}
      </h2>
      {children}
    </section>
  );
}
