import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, useGetActiveCategoriesQuery, useGetPagingActiveCompaniesQuery } from '@/api';
import { CardSkeletons, CompanyCard } from '@/components/cards';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBox } from '@/components/ui/ErrorBox';
import { LiveRegion } from '@/components/ui/LiveRegion';
import { Pager } from '@/components/ui/Pager';
import { SearchField } from '@/components/ui/SearchField';
import { useDebouncedValue } from '@/components/ui/useDebouncedValue';
import { ViewToggle } from '@/components/ui/ViewToggle';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { PartnersFilters } from './PartnersFilters';
import {
  companiesPageArgs,
  defaultPartnersQuery,
  hasActiveFilters,
  pageCountOf,
  partnersHref,
  type BusinessType,
  type PartnersQuery,
} from './partnersUrl';
import { usePartnersUrlState } from './usePartnersUrlState';
import './partners.css';

const SKELETON_COUNT = 12;

/** /partners: the directory, searched, filtered and paged on the server, one page at a time. */
export function PartnersPage() {
  const { t } = useTranslation('partners');
  const { query, go } = usePartnersUrlState();
  useDocumentTitle(t('list.title'));

  const categoriesQuery = useGetActiveCategoriesQuery({ l: 100 });
  const categories = categoriesQuery.data?.results ?? [];

  // A linked category the directory does not have (?category=99999) is dropped, not shown as
  // an unexplained empty list. Non-numeric values never got this far (see parsePartnersQuery).
  const unknownCategory =
    query.category !== null && categoriesQuery.isSuccess && !categories.some((item) => item.id === query.category);
  useEffect(() => {
    if (unknownCategory) go({ ...query, category: null, page: 1 }, { replace: true });
  }, [unknownCategory, query, go]);

  // --- search: the field follows the keyboard at once, the URL (and the server) once typing pauses.
  const [draft, setDraft] = useState(query.q);
  const debouncedDraft = useDebouncedValue(draft);
  const writtenQ = useRef(query.q);
  // Effects below read the newest query without re-running on each of its changes.
  const latestQuery = useRef(query);
  useEffect(() => {
    latestQuery.current = query;
  }, [query]);

  const writeSearch = useCallback(
    (raw: string) => {
      const q = raw.trim();
      if (q === writtenQ.current) return;
      writtenQ.current = q;
      go({ ...latestQuery.current, q, page: 1 }, { replace: true });
    },
    [go],
  );
  useEffect(() => writeSearch(debouncedDraft), [debouncedDraft, writeSearch]);
  // The URL's q changed without typing (Back, a link, Clear All, a slice reset): show it.
  useEffect(() => {
    if (query.q === writtenQ.current) return;
    writtenQ.current = query.q;
    setDraft(query.q);
  }, [query.q]);

  const clearAll = () => {
    writtenQ.current = '';
    setDraft('');
    go({ ...defaultPartnersQuery, view: query.view });
  };
  const setBusinessType = (businessType: BusinessType) => go({ ...query, businessType, page: 1 });
  const setCategory = (category: number | null) => go({ ...query, category, page: 1 });

  // --- the page of companies
  const effectiveQuery: PartnersQuery = unknownCategory ? { ...query, category: null } : query;
  const companies = useGetPagingActiveCompaniesQuery(companiesPageArgs(effectiveQuery));
  const { data, currentData, isFetching, isError, error, refetch } = companies;
  const pageCount = pageCountOf(data?.count ?? 0);

  // ?page=abc was already read as 1; ?page=999 beyond the last page goes to the last one.
  const beyondLastPage = currentData !== undefined && query.page > Math.max(1, pageCountOf(currentData.count));
  useEffect(() => {
    if (beyondLastPage && currentData) {
      go({ ...latestQuery.current, page: Math.max(1, pageCountOf(currentData.count)) }, { replace: true });
    }
  }, [beyondLastPage, currentData, go]);

  const filtered = hasActiveFilters(query);
  const count = data?.count ?? 0;
  const countText = data ? t('list.found', { count, n: count }) : '';
  const showSkeletons = (!data && !isError) || beyondLastPage;

  let body;
  if (showSkeletons) {
    body = (
      <div className={query.view === 'grid' ? 'grid partners-grid' : 'partners-list'}>
        <CardSkeletons count={SKELETON_COUNT} kind="company" view={query.view} />
      </div>
    );
  } else if (isError && !isFetching) {
    body = <ErrorBox message={errorMessage(error)} onRetry={() => void refetch()} />;
  } else if (data && data.results.length === 0) {
    body = (
      <EmptyState
        title={t('list.emptyTitle')}
        message={filtered ? t('list.emptyFiltered') : t('list.emptyDirectory')}
        action={
          filtered ? (
            <button type="button" className="button button--primary" onClick={clearAll}>
              {t('list.clearFilters')}
            </button>
          ) : undefined
        }
      />
    );
  } else if (data) {
    body = (
      <ul className={query.view === 'grid' ? 'grid partners-grid' : 'partners-list'} aria-label={t('list.resultsLabel')}>
        {data.results.map((company) => (
          <li key={company.id} className="partners-grid__item">
            <CompanyCard company={company} view={query.view} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="container page partners-page">
      <header className="partners-page__header">
        <h1 className="page-title">{t('list.title')}</h1>
        <p className="page-lead">{t('list.lead')}</p>
      </header>

      <form className="partners-page__search" role="search" aria-label={t('list.searchLabel')} onSubmit={(event) => event.preventDefault()}>
        <SearchField
          value={draft}
          onChange={setDraft}
          onClear={() => {
            setDraft('');
            writeSearch('');
          }}
          onSubmit={writeSearch}
          label={t('list.searchLabel')}
          hideLabel
          placeholder={t('list.searchPlaceholder')}
        />
      </form>

      <div className="partners-layout">
        <aside className="partners-layout__sidebar">
          <PartnersFilters
            businessType={query.businessType}
            category={effectiveQuery.category}
            categories={categories}
            onBusinessTypeChange={setBusinessType}
            onCategoryChange={setCategory}
            onClearAll={filtered ? clearAll : undefined}
          />
        </aside>

        <section className="partners-layout__results" aria-labelledby="partners-results-heading">
          {/* Cards carry h3 names: a heading level between them and the page's h1. */}
          <h2 id="partners-results-heading" className="visually-hidden">
            {t('list.resultsLabel')}
          </h2>
          <div className="results-toolbar">
            <LiveRegion visible className="results-toolbar__count">
              {countText}
            </LiveRegion>
            <ViewToggle view={query.view} onChange={(view) => go({ ...query, view }, { replace: true })} />
          </div>

          {/* The previous page stays on screen, dimmed, while the next one loads: no flash of skeletons. */}
          <div className={`partners-results${isFetching && data ? ' partners-results--updating' : ''}`} aria-busy={isFetching}>
            {isFetching && data && <span className="visually-hidden">{t('list.updating')}</span>}
            {body}
          </div>

          {!showSkeletons && !isError && (
            <Pager page={query.page} pageCount={pageCount} hrefForPage={(page) => partnersHref({ ...effectiveQuery, page })} />
          )}
        </section>
      </div>
    </div>
  );
}
