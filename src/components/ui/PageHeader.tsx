import type { ReactNode } from 'react';

export interface PageHeaderProps {
  /** The screen's own header class (its spacing below). */
  className: string;
  /** The page's one h1. */
  title: string;
  /** The sentence under the h1, where the screen has one. */
  lead?: ReactNode;
  /** What sits under the lead in the header, such as the list's search box. */
  children?: ReactNode;
}

/** A list screen's header: its h1, the lead sentence under it (if any), then anything the screen adds. */
export function PageHeader({ className, title, lead, children }: PageHeaderProps) {
  return (
    <header className={className}>
      <h1 className="page-title">{title}</h1>
      {lead && <p className="page-lead">{lead}</p>}
      {children}
    </header>
  );
}
