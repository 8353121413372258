import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '@/components/Icon';

export interface HomeSectionProps {
  /** The heading's id, which names the section. */
  titleId: string;
  title: string;
  subtitle: string;
  /** The tinted background (section--alt) that alternates down the page. */
  alt?: boolean;
  /** The header's 'View all' link to the section's full screen. */
  viewAll?: { href: string; text: string };
  children: ReactNode;
}

/** One home section: the heading, its subtitle and an optional 'View all' link above the section's own content. */
export function HomeSection({ titleId, title, subtitle, alt = false, viewAll, children }: HomeSectionProps) {
  return (
    <section className={alt ? 'section section--alt' : 'section'} aria-labelledby={titleId}>
      <div className="container">
        <div className="section-header">
          <div>
            <h2 id={titleId} className="section-title">
              {title}
            </h2>
            <p className="section-subtitle">{subtitle}</p>
          </div>
          {viewAll && (
            <Link className="button button--secondary" to={viewAll.href}>
              {viewAll.text}
              <Icon name="arrowForward" size={18} />
            </Link>
          )}
        </div>
        {children}
      </div>
    </section>
  );
}
