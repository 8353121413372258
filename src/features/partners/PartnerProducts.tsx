import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { errorMessage, useGetProductsQuery } from '@/api';
import { CardSkeletons } from '@/components/cards';
// Not through the cards index: the home screen's first load should not carry a card it never shows.
import { ProductCard } from '@/components/cards/ProductCard';
import { AsyncSection, EmptyState, Pager, SearchField, useSearchDraft } from '@/components/ui';
import { parsePositiveInt } from '@/lib/listQuery';

/** Products per page: four rows of three on a desktop, and a short scroll on a phone. */
export const PRODUCTS_PAGE_SIZE = 12;
/** The section's own URL keys: a shared link or Back returns to the same page of products. */
export const PRODUCTS_PAGE_PARAM = 'products_page';
export const PRODUCTS_SEARCH_PARAM = 'products_q';

/**
 * The company's products, paged on the server (one call per page). The search field appears
 * only once the company has more than one page: a handful of products needs no search.
 */
export function PartnerProducts({ companyId }: { companyId: number }) {
  const { t } = useTranslation('partners');
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const page = parsePositiveInt(params.get(PRODUCTS_PAGE_PARAM)) ?? 1;
  const q = (params.get(PRODUCTS_SEARCH_PARAM) ?? '').trim();

  const query = useGetProductsQuery({
    company: companyId,
    o: (page - 1) * PRODUCTS_PAGE_SIZE,
    l: PRODUCTS_PAGE_SIZE,
    ...(q ? { search: q } : {}),
  });
  const count = query.data?.count ?? 0;
  const pageCount = Math.ceil(count / PRODUCTS_PAGE_SIZE);
  const searchable = q !== '' || pageCount > 1;

  // The field follows the keyboard at once; the URL (and the server) once typing pauses. A new
  // search starts again at the section's first page.
  const search = useSearchDraft(q, (next) =>
    setParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.delete(PRODUCTS_PAGE_PARAM);
        if (next) params.set(PRODUCTS_SEARCH_PARAM, next);
        else params.delete(PRODUCTS_SEARCH_PARAM);
        return params;
      },
      { replace: true, preventScrollReset: true },
    ),
  );

  const hrefForPage = (target: number) => {
    const next = new URLSearchParams(params);
    if (target > 1) next.set(PRODUCTS_PAGE_PARAM, String(target));
    else next.delete(PRODUCTS_PAGE_PARAM);
    const search = next.toString();
    return search ? `${pathname}?${search}` : pathname;
  };

  // A new page brings the section's heading back into view (the router scrolls to the top).
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  }, [page]);


  return (
    <section className="partner-panel partner-products" aria-labelledby="partner-products" aria-busy={query.isFetching}>
      <div className="partner-products__header">
        <h2 id="partner-products" ref={headingRef} className="partner-detail__heading">
          {t('products.title')}
        </h2>
        {query.data && !query.error && <span className="badge badge--brand">{t('products.count', { count, n: count })}</span>}
      </div>
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
        loading={
          <div className="grid product-grid partner-products__grid">
            <CardSkeletons count={3} kind="offer" />
          </div>
        }
        errorTitle={t('products.error')}
        errorMessage={errorMessage}
        isEmpty={(data) => data.results.length === 0}
        empty={
          q ? (
            <EmptyState
              title={t('products.noMatch', { query: `\u2068${q}\u2069` })}
              message={t('products.noMatchMessage')}
              headingLevel={3}
              action={
                <button type="button" className="button button--secondary" onClick={search.clear}>
                  {t('products.clearSearch')}
                </button>
              }
            />
          ) : (
            <EmptyState title={t('products.empty')} message={t('products.emptyMessage')} icon="tag" headingLevel={3} />
          )
        }
      >
        {(data) => (
          <>
            <ul className="grid product-grid partner-products__grid">
              {data.results.map((product) => (
                <li key={product.id}>
                  <ProductCard product={product} />
                </li>
              ))}
            </ul>
            <Pager page={page} pageCount={pageCount} hrefForPage={hrefForPage} label={t('products.pagerLabel')} maxButtons={3} />
          </>
        )}
      </AsyncSection>
    </section>
  );
}
