import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Icon } from '@/components/Icon';
import { formatNumber } from '@/lib/format';
import { focusRegionOf } from '@/lib/mainContent';
import './ui.css';

/** The widths ui.css has collapsing rules for. */
export const FILTER_PANEL_BREAKPOINTS = [900, 960] as const;
export type FilterPanelBreakpoint = (typeof FILTER_PANEL_BREAKPOINTS)[number];

export interface FilterPanelProps {
  /** 'Filters' by default. */
  title?: string;
  open: boolean;
  onToggle: () => void;
  /** id of the collapsible body (the toggle's aria-controls). */
  id: string;
  children: ReactNode;
  /** e.g. the number of active filters ('1'); a number is also spoken as '1 active'. */
  badge?: number | string;
  /**
   * Collapsible only on screens narrower than this many px: from this width up the body is always
   * shown and the toggle gives way to a plain title. Done with a CSS media query, so the first
   * paint is already right and nothing listens to resizes. The rules live in ui.css (one per
   * breakpoint offered here): a <style> element made at run time would break the strict
   * Content-Security-Policy (style-src has no 'unsafe-inline').
   */
  collapsibleBelow?: FilterPanelBreakpoint;
  /** Shows a 'Clear' button beside the title (e.g. when a filter is active). */
  onClear?: () => void;
  clearLabel?: string;
  className?: string;
}

/** A collapsible filters panel: a header button (aria-expanded, aria-controls) over its body. */
export function FilterPanel({
  title,
  open,
  onToggle,
  id,
  children,
  badge,
  collapsibleBelow,
  onClear,
  clearLabel,
  className,
}: FilterPanelProps) {
  const { t, i18n } = useTranslation('ui');
  const heading = title ?? t('filters.title');
  const breakpoint = collapsibleBelow;
  const modifier = breakpoint ? `filter-panel--below-${breakpoint}` : undefined;
  const hasBadge = badge !== undefined && badge !== null && badge !== '' && badge !== 0;

  const titleContent = (
    <>
      <Icon name="filter" size={18} className="filter-panel__icon" />
      <span className="filter-panel__title">{heading}</span>
      {hasBadge &&
        (typeof badge === 'number' ? (
          <span className="badge badge--brand filter-panel__badge">
            <span aria-hidden="true">{formatNumber(badge, i18n.language)}</span>
            <span className="visually-hidden">{t('filters.active', { count: badge })}</span>
          </span>
        ) : (
          <span className="badge badge--brand filter-panel__badge">{badge}</span>
        ))}
    </>
  );

  return (
    <section className={['filter-panel', modifier, className].filter(Boolean).join(' ')}>
      <div className="filter-panel__header">
        <button type="button" className="filter-panel__toggle" aria-expanded={open} aria-controls={id} onClick={onToggle}>
          {titleContent}
          <Icon name="chevronDown" size={18} className="filter-panel__chevron" />
        </button>
        {breakpoint && <div className="filter-panel__static">{titleContent}</div>}
        {onClear && (
          // Usually gone once pressed (nothing left to clear): the keyboard stays in the panel.
          <button
            type="button"
            className="button button--ghost button--small filter-panel__clear"
            onClick={(event) => {
              focusRegionOf(event.currentTarget);
              onClear();
            }}
          >
            {clearLabel ?? t('filters.clear')}
          </button>
        )}
      </div>
      <div id={id} className="filter-panel__body" hidden={!open}>
        {children}
      </div>
    </section>
  );
}
