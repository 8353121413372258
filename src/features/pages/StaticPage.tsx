import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import './pages.css';

export interface StaticPageProps {
  /** The page's heading, which is also the document title. */
  title: string;
  lead: string;
  children: ReactNode;
}

/** One of the plain text pages (About, Contact, Privacy): its title, its lead paragraph, then its sections. */
export function StaticPage({ title, lead, children }: StaticPageProps) {
  useDocumentTitle(title);
  return (
    <div className="container page static-page">
      <h1 className="page-title">{title}</h1>
      <p className="page-lead">{lead}</p>
      {children}
    </div>
  );
}

export interface StaticSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** The boxed variant that closes a page with a call to action. */
  callout?: boolean;
  children: ReactNode;
}

/** A titled section of a static page. */
export function StaticSection({ id, title, callout = false, children }: StaticSectionProps) {
  return (
    <section className={callout ? 'static-page__section static-page__callout' : 'static-page__section'} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
