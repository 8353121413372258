import type { ReactNode, Ref } from 'react';

export interface TitledSectionProps {
  /** The heading's id, which names the section (aria-labelledby): written once, so the two cannot drift. */
  id: string;
  title: ReactNode;
  /** The section's classes (a panel: `… panel`). */
  className: string;
  /** The h2's classes. */
  titleClassName?: string;
  /**
   * A header row (`split`) of this class around the title, with what stands beside it (a count, a
   * button); without it the h2 stands alone.
   */
  header?: { className: string; aside?: ReactNode };
  /** While the section's own call refetches. */
  busy?: boolean;
  sectionRef?: Ref<HTMLElement>;
  children: ReactNode;
}

/** A section of a page named by its h2 (a partner's panels, the offers map, an offer's location). */
export function TitledSection({ id, title, className, titleClassName, header, busy, sectionRef, children }: TitledSectionProps) {
  const heading = (
    <h2 id={id} className={titleClassName}>
      {title}
    </h2>
  );
  return (
    <section ref={sectionRef} className={className} aria-labelledby={id} aria-busy={busy}>
      {header ? (
        <div className={`${header.className} split`}>
          {heading}
          {header.aside}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
