import { useCallback } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useListState } from '@/store';
import { rejectedCount, useGetProductsQuery, type GetProductsApiArg } from '@/api';
import { CardSkeletons } from '@/components/cards';
// Not through the cards index: the home screen's first load should not carry a card it never shows.
import { ProductGrid } from '@/components/cards/ProductCard';
import { AsyncSection, behindClass, EmptyState, Pager, SearchField, useNotShownCount, useSearchDraft } from '@/components/ui';
import { defineListQuery, pageField, textField, type StateOf } from '@/lib/listQuery';
import { usePastLastPage } from '@/lib/usePastLastPage';
import { PartnerPanel } from './PartnerPanel';

/** Products per page: four rows of three on a desktop, and a short scroll on a phone. */
export const PRODUCTS_PAGE_SIZE = 12;

/**
 * The section's own URL keys (`products_page`, `products_q`) next to the partner page's: a shared
 * link or Back returns to the same page of products.
 */
export const partnerProductsQuery = defineListQuery({ page: pageField, q: textField }, { prefix: 'products_' });
type PartnerProductsState = StateOf<typeof partnerProductsQuery>;

/** The call for the address's page of the company's products: the section's and its route data's. */
export function partnerProductsArgs(companyId: number, { page, q }: PartnerProductsState): GetProductsApiArg {
  return { company: companyId, o: (page - 1) * PRODUCTS_PAGE_SIZE, l: PRODUCTS_PAGE_SIZE, ...(q ? { search: q } : {}) };
}

/**
 * The company's products, paged on the server (one call per page). The search field appears
 * only once the company has more than one page: a handful of products needs no search.
 */
export function PartnerProducts({ companyId }: { companyId: number }) {
  const { t } = useTranslation('partners');
  const { state, set, hrefFor } = usePartnerProductsState();
  const { page, q } = state;

  const query = useGetProductsQuery(partnerProductsArgs(companyId, state));
  const count = query.data?.count ?? 0;
  const notShown = useNotShownCount();
  const pageCount = Math.ceil(count / PRODUCTS_PAGE_SIZE);
  usePastLastPage(page, query.currentData?.count, PRODUCTS_PAGE_SIZE, (last) => set({ page: last }, { replace: true }));
  const searchable = q !== '' || pageCount > 1;

  // The field follows the keyboard at once; the URL (and the server) once typing pauses. A new
  // search starts again at the section's first page.
  const search = useSearchDraft(q, (next) => set({ q: next }, { replace: true }));
  const hrefForPage = (target: number) => hrefFor({ page: target });

  return (
    <PartnerPanel
      id="partner-products"
      title={t('products.title')}
      className="partner-products"
      header={{
        className: 'partner-products__header',
        aside: query.data && !query.error && <span className="badge badge--brand">{notShown(t('products.count', { count, n: count }), rejectedCount(query.data))}</span>,
      }}
    >
      {searchable && (
        <SearchField
          className="partner-products__search"
          value={search.draft}
          onChange={search.setDraft}
          label={t('products.searchLabel')}
          hideLabel
          placeholder={t('products.searchPlaceholder')}
        />
      )}
      <AsyncSection
        query={query}
        loading={<CardSkeletons className="grid product-grid partner-products__grid" count={3} kind="offer" />}
        errorTitle={t('products.error')}
        empty={
          <NoProducts q={q} onClear={search.clear} />
        }
      >
        {(data, behind) => (
          <>
            {/* Busy until the cards are this page's answer: asked for, or still rendering. */}
            <ProductGrid products={data.results} className={behindClass('partner-products__grid cards-skipped-until-near', behind)} busy={query.isFetching || query.currentData === undefined || behind} />
            <Pager page={page} pageCount={pageCount} hrefForPage={hrefForPage} label={t('products.pagerLabel')} maxButtons={3} />
          </>
        )}
      </AsyncSection>
    </PartnerPanel>
  );
}

/** The section's state in its own URL keys, kept beside the partner page's own. */
function usePartnerProductsState() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const href = useCallback(
    (state: PartnerProductsState) => {
      const search = partnerProductsQuery.merge(state, params).toString();
      return search ? `${pathname}?${search}` : pathname;
    },
    [params, pathname],
  );
  return useListState({ query: partnerProductsQuery, href });
}

/** No products: none matches the search (with a way to clear it), or the company lists none. */
function NoProducts({ q, onClear }: { q: string; onClear: () => void }) {
  const { t } = useTranslation('partners');
  return q ? (
    <EmptyState
      title={t('products.noMatch', { query: `\u2068${q}\u2069` })}
      message={t('products.noMatchMessage')}
      headingLevel={3}
      action={
        <button type="button" className="button button--secondary" onClick={onClear}>
          {t('products.clearSearch')}
        </button>
      }
    />
  ) : (
    <EmptyState title={t('products.empty')} message={t('products.emptyMessage')} icon="tag" headingLevel={3} />
  );
}
