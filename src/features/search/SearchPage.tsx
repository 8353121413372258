import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useGetPagingActiveCompaniesQuery, useSearchOffersQuery } from '@/api';
import { useListState } from '@/app/hooks';
import { CardSkeletons, CompanyCard, OfferCard } from '@/components/cards';
import { Icon } from '@/components/Icon';
import { EmptyState } from '@/components/ui/EmptyState';
import { LiveRegion } from '@/components/ui/LiveRegion';
import { SearchField } from '@/components/ui/SearchField';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { searchListState } from './searchSlice';
import './search.css';

/** Results per side: a preview; the full lists live on /partners and /offers. */
export const SEARCH_PREVIEW_LIMIT = 12;

const isolate = (text: string) => `\u2068${text}\u2069`;

/**
 * The combined search (/search?q=...): companies and offers searched in parallel. The URL is
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

  useDocumentTitle(blank ? t('title') : t('titleWithQuery', { query }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    run(draft);
  };
  const run = (raw: string) => {
    const trimmed = raw.trim();
    if (trimmed) set({ q: trimmed });
  };

  const companyResults = companies.error ? [] : (companies.data?.results ?? []);
  const offerResults = offers.error ? [] : (offers.data?.results ?? []);
  const companyCount = companies.error ? 0 : (companies.data?.count ?? 0);
  const offerCount = offers.error ? 0 : (offers.data?.count ?? 0);
  const loading = companies.isFetching || offers.isFetching;
  const bothEmpty = !blank && !loading && companyCount === 0 && offerCount === 0 && !companies.error && !offers.error;

  const companiesText = t('companiesCount', { count: companyCount, value: companyCount });
  const offersText = t('offersCount', { count: offerCount, value: offerCount });

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

      <LiveRegion>{!blank && !loading ? t('summary', { companies: companiesText, offers: offersText }) : ''}</LiveRegion>

      {blank ? (
        <EmptyState title={t('promptTitle')} message={t('promptMessage')} icon="search" />
      ) : bothEmpty ? (
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
          <section className="search-page__side" aria-labelledby="search-companies">
            <header className="search-page__side-header">
              <h2 id="search-companies" className="section-title">
                {t('companiesTitle')}
              </h2>
              {!companies.isFetching && !companies.error && <span className="badge badge--brand">{companiesText}</span>}
            </header>
            {companies.isFetching ? (
              <div className="grid">
                <CardSkeletons count={3} kind="company" />
              </div>
            ) : companies.error ? (
              <p className="search-page__note">{t('companiesFailed')}</p>
            ) : companyResults.length === 0 ? (
              <p className="search-page__note">{t('noCompanies')}</p>
            ) : (
              <>
                <ul className="grid search-page__list">
                  {companyResults.map((company) => (
                    <li key={company.id}>
                      <CompanyCard company={company} />
                    </li>
                  ))}
                </ul>
                <Link className="button button--secondary search-page__more" to={paths.partners.getHref({ q: query })}>
                  {t('viewAllCompanies')}
                  <Icon name="arrowForward" size={18} />
                </Link>
              </>
            )}
          </section>

          <section className="search-page__side" aria-labelledby="search-offers">
            <header className="search-page__side-header">
              <h2 id="search-offers" className="section-title">
                {t('offersTitle')}
              </h2>
              {!offers.isFetching && !offers.error && <span className="badge badge--brand">{offersText}</span>}
            </header>
            {offers.isFetching ? (
              <div className="grid">
                <CardSkeletons count={3} kind="offer" />
              </div>
            ) : offers.error ? (
              <p className="search-page__note">{t('offersFailed')}</p>
            ) : offerResults.length === 0 ? (
              <p className="search-page__note">{t('noOffers')}</p>
            ) : (
              <>
                <ul className="grid search-page__list">
                  {offerResults.map((offer) => (
                    <li key={offer.id}>
                      <OfferCard offer={offer} />
                    </li>
                  ))}
                </ul>
                <Link className="button button--secondary search-page__more" to={paths.offers.getHref({ q: query })}>
                  {t('viewAllOffers')}
                  <Icon name="arrowForward" size={18} />
                </Link>
              </>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
