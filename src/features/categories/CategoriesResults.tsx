import type { MouseEvent, Ref } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import type { Category, GetActiveCategoriesApiResponse } from '@/api';
import { CardSkeletons, LIST_PAGE_SKELETONS, CategoryCard } from '@/components/cards';
import { AsyncSection, behindClass, EmptyResults, LiveRegion, Pager, type AsyncQuery } from '@/components/ui';
import { CATEGORIES_PAGE_SIZE } from './categoriesUrl';

export interface CategoriesResultsProps {
  /** The page's query: the hook's result. */
  categories: AsyncQuery<GetActiveCategoriesApiResponse>;
  q: string;
  page: number;
  selectedId: number | null;
  onSelect: (category: Category, event: MouseEvent<HTMLAnchorElement>) => void;
  onClearSearch: () => void;
  hrefForPage: (page: number) => string;
  gridRef: Ref<HTMLUListElement>;
  headingRef: Ref<HTMLHeadingElement>;
}

/** The results: a heading with the count, the four states of the page of categories, then the pager. */
export function CategoriesResults({ categories, q, page, selectedId, onSelect, onClearSearch, hrefForPage, gridRef, headingRef }: CategoriesResultsProps) {
  const { t } = useTranslation('categories');
  const current = categories.currentData;
  const count = current?.count ?? 0;
  return (
    <section className="categories-results" aria-labelledby="categories-results-heading">
      <div className="categories-results__header split">
        <h2 id="categories-results-heading" className="categories-results__title" ref={headingRef} tabIndex={-1}>
          {t('results.heading')}
        </h2>
        <LiveRegion visible className="categories-results__count">
          {current ? t('results.found', { count, number: count }) : ''}
        </LiveRegion>
      </div>
      {/* loading → error → empty → loaded; the older page stays, dimmed, while the next one loads. */}
      <AsyncSection
        query={categories}
        headingLevel={2}
        // docs/product.md §8's one sentence for a network or CORS failure, as on every list.
        networkMessage={t('results.corsError')}
        loading={
          <div className="grid categories-grid" aria-busy="true">
            <CardSkeletons count={LIST_PAGE_SKELETONS} kind="category" />
          </div>
        }
        empty={<EmptyResults texts={t('empty', { returnObjects: true, query: q })} narrowed={Boolean(q)} onClear={onClearSearch} />}
      >
        {(data, behind) => (
          <ul className={behindClass('grid categories-grid', behind)} ref={gridRef} aria-busy={behind}>
            {data.results.map((category) => (
              <li key={category.id} data-category-id={category.id} className="categories-grid__item">
                <CategoryCard category={category} selected={category.id === selectedId} onSelect={onSelect} />
              </li>
            ))}
          </ul>
        )}
      </AsyncSection>
      <Pager page={page} pageCount={Math.ceil(count / CATEGORIES_PAGE_SIZE)} hrefForPage={hrefForPage} />
    </section>
  );
}
