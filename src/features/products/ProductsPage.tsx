import { useTranslation } from '@/lib/useTranslation';
import { rejectedCount, useGetProductsQuery } from '@/api';
import { useListState } from '@/store';
import { CardSkeletons } from '@/components/cards';
// Not through the cards index: the home screen's first load should not carry a card it never shows.
import { ProductGrid } from '@/components/cards/ProductCard';
import { AsyncSection, behindClass, EmptyState, LiveRegion, PageHeader, Pager, SearchField, useNotShownCount, useSearchDraft } from '@/components/ui';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { usePastLastPage } from '@/lib/usePastLastPage';
import { PRODUCTS_LIST_PAGE_SIZE, productsListState, productsPageArgs } from './productsUrl';
import './products.css';

/** /products?q=&page=: every product, searched and paged on the server (the search's 'View all products'). */
export function ProductsPage() {
  const { t } = useTranslation('products');
  useDocumentTitle(t('list.title'));
  const { state, set, hrefFor } = useListState(productsListState);
  const { q, page } = state;
  const query = useGetProductsQuery(productsPageArgs(state));
  const count = query.data?.count ?? 0;
  const notShown = useNotShownCount();
  usePastLastPage(page, query.currentData?.count, PRODUCTS_LIST_PAGE_SIZE, (last) => set({ page: last }, { replace: true }));

  // The field follows the keyboard at once; the URL (and the server) once typing pauses.
  const search = useSearchDraft(q, (next) => set({ q: next }, { replace: true }));

  return (
    <div className="container page products-page">
      <PageHeader className="products-page__header" title={t('list.title')} />
      <SearchField className="products-page__search" value={search.draft} onChange={search.setDraft} label={t('list.searchLabel')} placeholder={t('list.searchPlaceholder')} hideLabel />
      <LiveRegion>{query.data && !query.isFetching ? notShown(t('list.found', { count, n: count }), rejectedCount(query.data)) : ''}</LiveRegion>
      <section aria-labelledby="products-results">
        <h2 id="products-results" className="visually-hidden">
          {t('list.results')}
        </h2>
        <AsyncSection
          query={query}
          loading={<CardSkeletons className="grid" count={6} kind="offer" />}
          headingLevel={2}
          // docs/product.md §8's one sentence for a network or CORS failure, as on every list.
          networkMessage={t('list.corsError')}
          empty={<EmptyState title={t('list.empty')} message={t('list.emptyMessage')} />}
        >
          {(data, behind) => (
            <>
              {/* Busy until the cards are this page's answer: asked for, or still rendering. */}
              <ProductGrid products={data.results} className={behindClass('products-page__list', behind)} busy={query.isFetching || query.currentData === undefined || behind} />
              <Pager
                page={page}
                pageCount={Math.ceil(data.count / PRODUCTS_LIST_PAGE_SIZE)}
                hrefForPage={(target) => hrefFor({ page: target })}
              />
            </>
          )}
        </AsyncSection>
      </section>
    </div>
  );
}
