import { useEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Link } from 'react-router-dom';
import { Icon } from '@/components/Icon';
import { formatNumber } from '@/lib/format';
import { focusRegionOf, regionOf } from '@/lib/mainContent';
import { keepScroll } from '@/lib/useScrollRestoration';
import { pageWindow } from './pageWindow';
import './ui.css';

export interface PagerProps {
  /** The current page, 1-based (clamped into 1..pageCount). */
  page: number;
  pageCount: number;
  /** The URL of a page: pages are links, so the URL holds the state and Back works. */
  hrefForPage: (page: number) => string;
  /** The nav's accessible name; 'Pagination' by default. */
  label?: string;
  /** How many numbered links to show at most (the window slides with the page). */
  maxButtons?: number;
}

/**
 * Previous, a sliding window of numbered page links, Next. Renders nothing for a single page.
 * Every page stays reachable with Previous/Next even where narrow screens hide some numbers.
 * Following a link takes the keyboard and the view to the start of the list's section, where the
 * new page begins (and Next on the last page is no longer a link to stay on); the router leaves the
 * view there rather than at the top of the screen (keepScroll).
 */
export function Pager({ page, pageCount, hrefForPage, label, maxButtons = 5 }: PagerProps) {
  const { t, i18n } = useTranslation('ui');
  const format = (value: number) => formatNumber(value, i18n.language);
  const total = Math.max(0, Math.floor(pageCount));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), total);

  // The view goes to the list's start (the region the keyboard went to) once the chosen page is the
  // pager's, not on the click: the router's move may render later, and scroll restoration must
  // record the spot under the new page's history entry (Back to it from a record returns there).
  const nav = useRef<HTMLElement>(null);
  const scrollOnArrival = useRef(false);
  useEffect(() => {
    if (!scrollOnArrival.current) return;
    scrollOnArrival.current = false;
    if (nav.current) regionOf(nav.current)?.scrollIntoView?.({ block: 'start' });
  }, [current]);

  if (total <= 1) return null;

  const numbers = pageWindow(current, total, maxButtons);
  const hasGapBefore = numbers[0] > 1;
  const hasGapAfter = numbers[numbers.length - 1] < total;
  const follow = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (target === current) return;
    focusRegionOf(event.currentTarget);
    scrollOnArrival.current = true;
  };

  return (
    <nav className="pager" aria-label={label ?? t('pager.label')} ref={nav}>
      <ul className="pager__list">
        <li className="pager__item">
          <PagerStep direction="previous" href={current > 1 ? hrefForPage(current - 1) : null} onClick={follow(current - 1)} />
        </li>
        {hasGapBefore && (
          <li className="pager__item pager__gap" aria-hidden="true">
            …
          </li>
        )}
        {numbers.map((number) => (
          <li key={number} className={`pager__item pager__item--number${number === current ? ' pager__item--current' : ''}`}>
            <Link
              to={hrefForPage(number)}
              state={keepScroll}
              className="pager__link pager__number"
              aria-current={number === current ? 'page' : undefined}
              aria-label={t('pager.page', { page: format(number) })}
              onClick={follow(number)}
            >
              {format(number)}
            </Link>
          </li>
        ))}
        {hasGapAfter && (
          <li className="pager__item pager__gap" aria-hidden="true">
            …
          </li>
        )}
        <li className="pager__item">
          <PagerStep direction="next" href={current < total ? hrefForPage(current + 1) : null} onClick={follow(current + 1)} />
        </li>
      </ul>
      <p className="pager__status">{t('pager.pageOf', { page: format(current), total: format(total) })}</p>
    </nav>
  );
}

interface PagerStepProps {
  direction: 'previous' | 'next';
  /** Where it leads; null at either end. */
  href: string | null;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** Previous or Next: its icon on the side it points to, and at either end a dead end that keeps its place. */
function PagerStep({ direction, href, onClick }: PagerStepProps) {
  const { t } = useTranslation('ui');
  const icon = <Icon name={direction === 'previous' ? 'chevronBack' : 'chevronForward'} size={18} />;
  const text = <span className="pager__step-text">{t(direction === 'previous' ? 'pager.previous' : 'pager.next')}</span>;
  const content = direction === 'previous' ? <>{icon}{text}</> : <>{text}{icon}</>;
  const className = `pager__link pager__step pager__step--${direction}`;
  if (href === null) {
    // No href: a dead end is not a link anyone can follow, but it keeps its place and name.
    return (
      <a role="link" aria-disabled="true" className={className}>
        {content}
      </a>
    );
  }
  return (
    <Link to={href} state={keepScroll} className={className} rel={direction === 'previous' ? 'prev' : 'next'} onClick={onClick}>
      {content}
    </Link>
  );
}
