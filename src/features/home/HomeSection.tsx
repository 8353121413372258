import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Link } from 'react-router-dom';
import { Icon } from '@/components/Icon';

export interface HomeSectionProps {
  /**
   * The section's key in the home catalogue: its heading reads `<name>.title` over `<name>.subtitle`
   * and has the id `<name>-title`, which names the section.
   */
  name: 'partners' | 'categories' | 'spotlight' | 'offers' | 'news';
  /** The tinted background (section--alt) that alternates down the page. */
  alt?: boolean;
  /** The header's 'View all' link to the section's full screen. */
  viewAll?: { href: string; text: string };
  children: ReactNode;
}

/** One home section: the heading, its subtitle and an optional 'View all' link above the section's own content. */
export function HomeSection({ name, alt = false, viewAll, children }: HomeSectionProps) {
  const { t } = useTranslation('home');
  const titleId = `${name}-title`;
  return (
    <section className={alt ? 'section section--alt' : 'section'} aria-labelledby={titleId}>
      <div className="container">
        <div className="section-header split">
          <div>
            <h2 id={titleId} className="section-title">
              {t(`${name}.title`)}
            </h2>
            <p className="section-subtitle">{t(`${name}.subtitle`)}</p>
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
