import { useTranslation } from '@/lib/useTranslation';
import type { CardView } from './CompanyCard';
import type { AdCardVariant } from './AdCard';
import './cards.css';

export type CardKind = 'company' | 'offer' | 'category' | 'ad';

export interface CardSkeletonsProps {
  /** How many placeholders (docs/product.md §9: 8 partners/offers on home, 12 on list pages, 6 spotlight/news). */
  count: number;
  kind?: CardKind;
  view?: CardView;
  /** For kind 'ad': which AdCard shape to imitate. */
  variant?: AdCardVariant;
  /** The layout the cards will fill (a grid, a list): the placeholders sit in it until then. */
  className?: string;
}

/** Placeholders a list page shows while its first answer loads (docs/product.md §9: twelve). */
export const LIST_PAGE_SKELETONS = 12;

/**
 * Shimmering stand-ins shaped like the cards they precede. Renders a fragment, so the
 * placeholders fall straight into the caller's grid or list; the one visually-hidden status
 * is absolutely positioned and takes no grid cell.
 */
export function CardSkeletons({ count, kind = 'company', view = 'grid', variant = 'spotlight', className }: CardSkeletonsProps) {
  const { t } = useTranslation('cards');
  const items = Array.from({ length: Math.max(0, Math.floor(count)) }, (_, index) => index);
  const shape = kind === 'ad' ? `card-skeleton--ad-${variant}` : `card-skeleton--${kind}-${view}`;

  const placeholders = (
    <>
      <span className="visually-hidden" role="status">
        {t('skeleton.loading')}
      </span>
      {items.map((index) => (
        <div key={index} className={`card card-skeleton card-skeleton--${kind} ${shape}`} aria-hidden="true">
          {kind === 'category' ? (
            <>
              <SkeletonHead thumb="card-skeleton__icon" />
            </>
          ) : kind === 'company' ? (
            <>
              <span className="card-skeleton__row">
                <SkeletonHead thumb="card-skeleton__logo" />
              </span>
              <span className="skeleton card-skeleton__block card-skeleton__line" />
              <span className="skeleton card-skeleton__block card-skeleton__line card-skeleton__line--mid" />
              <span className="skeleton card-skeleton__block card-skeleton__button" />
            </>
          ) : (
            <>
              <span className="skeleton card-skeleton__block card-skeleton__media" />
              <span className="card-skeleton__lines card-skeleton__body">
                <span className="skeleton card-skeleton__block card-skeleton__line card-skeleton__line--title" />
                <span className="skeleton card-skeleton__block card-skeleton__line card-skeleton__line--mid" />
                <span className="skeleton card-skeleton__block card-skeleton__line card-skeleton__line--short" />
              </span>
            </>
          )}
        </div>
      ))}
    </>
  );
  return className ? <div className={className}>{placeholders}</div> : placeholders;
}

/**
 * A thumbnail beside a title line and a short one: how the head of a company or category card,
 * a category row and the category panel look while they load. Hidden from screen readers: the
 * caller's one status says what is loading.
 */
export function SkeletonHead({ thumb }: { thumb: string }) {
  return (
    <>
      <span className={`skeleton ${thumb}`} aria-hidden="true" />
      <span className="card-skeleton__lines" aria-hidden="true">
        <span className="skeleton card-skeleton__line card-skeleton__line--title" />
        <span className="skeleton card-skeleton__line card-skeleton__line--short" />
      </span>
    </>
  );
}
