import type { ReactNode } from 'react';

export interface PageHeaderProps {
  /** The screen's own header class (its spacing below). */
  className: string;
  /** The page's one h1. */
  title: string;
  lead: ReactNode;
  /** What sits under the lead in the header, such as the list's search box. */
  children?: ReactNode;
}

/** A list screen's header: its h1, the lead sentence under it, then anything the screen adds. */
export function PageHeader({ className, title, lead, children }: PageHeaderProps) {
  return (
    <header className={className}>
      <h1 className="page-title">{title}</h1>
      <p className="page-lead">{lead}</p>
      {children}
    </header>
  );
}
