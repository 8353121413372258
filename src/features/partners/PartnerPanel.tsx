import type { ReactNode, Ref } from 'react';
import { TitledSection, type TitledSectionProps } from '@/components/ui';

export interface PartnerPanelProps {
  /** The heading's id, which names the section (aria-labelledby). */
  id: string;
  title: ReactNode;
  /** Added to `partner-panel panel` (e.g. `partner-hours`). */
  className?: string;
  /** A header row around the title, with what stands beside it (TitledSection). */
  header?: TitledSectionProps['header'];
  /** While the panel's own call refetches. */
  busy?: boolean;
  sectionRef?: Ref<HTMLElement>;
  children: ReactNode;
}

/** One panel of a partner's page: a section named by its h2, in the page's panel look. */
export function PartnerPanel({ className, ...section }: PartnerPanelProps) {
  return <TitledSection {...section} className={className ? `partner-panel panel ${className}` : 'partner-panel panel'} titleClassName="partner-detail__heading" />;
}
