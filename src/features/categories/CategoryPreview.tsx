import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Link } from 'react-router-dom';
import { SkeletonHead } from '@/components/cards';
import { Icon, type IconName } from '@/components/Icon';
import { AsyncSection } from '@/components/ui';
import { CATEGORY_DETAIL_LIMIT } from './categoriesUrl';

interface PreviewQuery<T> {
  data?: { results: T[]; count: number };
  currentData?: { results: T[]; count: number };
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** The panel's two lists: each has its texts under `detail.lists.<kind>` and its own icon. */
const LIST_ICONS = { companies: 'building', offers: 'tag' } as const satisfies Record<string, IconName>;

/** One of the panel's two lists: heading, up to 8 rows with their own states, and 'View All {n}'. */
export function PreviewSection<T>({
  kind,
  query,
  viewAllHref,
  children,
}: {
  kind: keyof typeof LIST_ICONS;
  query: PreviewQuery<T>;
  viewAllHref: string;
  /** One row: an `<li>` with its key. */
  children: (item: T) => ReactNode;
}) {
  const { t } = useTranslation('categories');
  const id = `category-panel-${kind}`;
  const count = query.data?.count ?? 0;
  return (
    <section className="category-panel__list" aria-labelledby={id}>
      <h3 id={id} className="category-panel__list-title">
        <Icon name={LIST_ICONS[kind]} size={18} />
        {t(`detail.lists.${kind}.title`)}
      </h3>
      <PreviewList
        query={query}
        loadingLabel={t(`detail.lists.${kind}.loading`)}
        errorTitle={t(`detail.lists.${kind}.error`)}
        emptyText={t(`detail.lists.${kind}.empty`)}
        renderItem={children}
      />
      {count > 0 && (
        <Link to={viewAllHref} className="button button--secondary category-panel__view-all">
          {t(`detail.lists.${kind}.viewAll`, { count, number: count })}
          <Icon name="arrowForward" size={18} />
        </Link>
      )}
    </section>
  );
}

function PreviewList<T>({
  query,
  loadingLabel,
  errorTitle,
  emptyText,
  renderItem,
}: {
  query: PreviewQuery<T>;
  loadingLabel: string;
  errorTitle: string;
  emptyText: string;
  renderItem: (item: T) => ReactNode;
}) {
  // A new category's rows replace the old ones at once: skeletons until its own answer.
  const current = {
    data: query.currentData,
    isLoading: query.isFetching && !query.currentData,
    error: query.isError ? query.error : undefined,
    refetch: query.refetch,
  };
  return (
    <AsyncSection
      query={current}
      loading={
      <ul className="category-panel__rows" aria-busy="true">
        <li className="visually-hidden" role="status">
          {loadingLabel}
        </li>
        {Array.from({ length: 4 }, (_, index) => (
          <li key={index} className="row category-row category-row--skeleton" aria-hidden="true">
            <SkeletonHead thumb="category-row__thumb" />
          </li>
        ))}
      </ul>
      }
      errorTitle={errorTitle}
      empty={<p className="note-box category-panel__empty">{emptyText}</p>}
    >
      {(data) => (
        // The host may send more than asked; the panel shows at most 8 (docs/product.md §9).
        <ul className="category-panel__rows">{data.results.slice(0, CATEGORY_DETAIL_LIMIT).map(renderItem)}</ul>
      )}
    </AsyncSection>
  );
}

