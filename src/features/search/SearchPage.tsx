import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useGetPagingActiveCompaniesQuery, useGetProductsQuery, useSearchOffersQuery } from '@/api';
import { useListState } from '@/app/hooks';
import { CompanyCard, OfferCard } from '@/components/cards';
import { ProductCard } from '@/components/cards/ProductCard';
import { Icon } from '@/components/Icon';
import { EmptyState } from '@/components/ui/EmptyState';
import { LiveRegion } from '@/components/ui/LiveRegion';
import { SearchField } from '@/components/ui/SearchField';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { SearchSide } from './SearchSide';
import { searchListState } from './searchSlice';
import './search.css';

/** Results per side: a preview; the full lists live on /partners, /offers and /products. */
export const SEARCH_PREVIEW_LIMIT = 12;

const isolate = (text: string) => `\u2068${text}\u2069`;

/**
 * The combined search (/search?q=...): companies, offers and products searched in parallel. The URL is
 * the state, so a search can be shared and reloaded. A side whose call fails shows no results
 * and a quiet note (spec §4); the other side is unaffected.
 */
export function SearchPage() {
  const { t } = useTranslation('search');
  const { state: { q: query }, set } = useListState(searchListState);
  const blank = query === '';
  const [draft, setDraft] = useState(query);
  const [lastUrlQuery, setLastUrlQuery] = useState(query);
  // A new ?q= (header search, back button) refreshes the box.
  if (lastUrlQuery !== query) {
    setLastUrlQuery(query);
    setDraft(query);
  }

  const companies = useGetPagingActiveCompaniesQuery({ search: query, l: SEARCH_PREVIEW_LIMIT }, { skip: blank });
  const offers = useSearchOffersQuery({ search: query, l: SEARCH_PREVIEW_LIMIT }, { skip: blank });
  const products = useGetProductsQuery({ search: query, l: SEARCH_PREVIEW_LIMIT }, { skip: blank });

  useDocumentTitle(blank ? t('title') : t('titleWithQuery', { query }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    run(draft);
  };
  const run = (raw: string) => {
    const trimmed = raw.trim();
    if (trimmed) set({ q: trimmed });
  };

  const companyCount = companies.error ? 0 : (companies.data?.count ?? 0);
  const offerCount = offers.error ? 0 : (offers.data?.count ?? 0);
  const productCount = products.error ? 0 : (products.data?.count ?? 0);
  const sides = [companies, offers, products];
  const loading = sides.some((side) => side.isFetching);
  const allEmpty = !blank && !loading && companyCount + offerCount + productCount === 0 && sides.every((side) => !side.error);

  const companiesText = t('companiesCount', { count: companyCount, value: companyCount });
  const offersText = t('offersCount', { count: offerCount, value: offerCount });
  const productsText = t('productsCount', { count: productCount, value: productCount });

  return (
    <div className="container page search-page">
      <h1 className="page-title">
        {/* The query is isolated (FSI…PDI) so a Latin query keeps its shape in Arabic text. */}
        {blank ? t('title') : t('titleWithQuery', { query: isolate(query) })}
      </h1>
      {!blank && <p className="page-lead">{t('lead')}</p>}

      <form className="search-page__form" role="search" aria-label={t('formLabel')} onSubmit={onSubmit}>
        <SearchField value={draft} onChange={setDraft} onSubmit={run} label={t('fieldLabel')} hideLabel placeholder={t('placeholder')} />
        <button type="submit" className="button button--primary">
          <Icon name="search" size={18} />
          {t('submit')}
        </button>
      </form>

      <LiveRegion>{!blank && !loading ? t('summary', { companies: companiesText, offers: offersText, products: productsText }) : ''}</LiveRegion>

      {blank ? (
        <EmptyState title={t('promptTitle')} message={t('promptMessage')} icon="search" />
      ) : allEmpty ? (
        <EmptyState
          title={t('emptyTitle', { query: isolate(query) })}
          message={t('emptyMessage')}
          action={
            <>
              <Link className="button button--primary" to={paths.partners.getHref()}>
                {t('browsePartners')}
              </Link>
              <Link className="button button--secondary" to={paths.offers.getHref()}>
                {t('browseOffers')}
              </Link>
            </>
          }
        />
      ) : (
        <div className="search-page__results">
          <SearchSide
            id="search-companies"
            title={t('companiesTitle')}
            query={companies}
            countText={companiesText}
            failedText={t('companiesFailed')}
            noneText={t('noCompanies')}
            viewAllHref={paths.partners.getHref({ q: query })}
            viewAllText={t('viewAllCompanies')}
            skeleton="company"
            renderItem={(company) => <CompanyCard company={company} />}
          />
          <SearchSide
            id="search-offers"
            title={t('offersTitle')}
            query={offers}
            countText={offersText}
            failedText={t('offersFailed')}
            noneText={t('noOffers')}
            viewAllHref={paths.offers.getHref({ q: query })}
            viewAllText={t('viewAllOffers')}
            skeleton="offer"
            renderItem={(offer) => <OfferCard offer={offer} />}
          />
          <SearchSide
            id="search-products"
            title={t('productsTitle')}
            query={products}
            countText={productsText}
            failedText={t('productsFailed')}
            noneText={t('noProducts')}
            viewAllHref={paths.products.getHref({ q: query })}
            viewAllText={t('viewAllProducts')}
            skeleton="offer"
            renderItem={(product) => <ProductCard product={product} />}
          />
        </div>
      )}
    </div>
  );
}
