import { useEffect } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { rejectedCount, useGetActiveCategoriesQuery, useGetPagingActiveCompaniesQuery, type CompanyPage } from '@/api';
import { useListState } from '@/store';
import { CardSkeletons, LIST_PAGE_SKELETONS, CompanyCard } from '@/components/cards';
import { AsyncSection, behindClass, type AsyncQuery } from '@/components/ui/AsyncSection';
import { CATEGORY_CHOICES_ARGS } from '@/components/ui/CategorySelect';
import { EmptyResults } from '@/components/ui/EmptyState';
import { NearMe, useNearMeTowns } from '@/domain/nearMe';
import { LiveRegion } from '@/components/ui/LiveRegion';
import { useNotShownCount } from '@/components/ui/notShownCount';
import { PageHeader } from '@/components/ui/PageHeader';
import { Pager } from '@/components/ui/Pager';
import { SearchField } from '@/components/ui/SearchField';
import { useSearchDraft } from '@/components/ui/useSearchDraft';
import { ViewToggle } from '@/components/ui/ViewToggle';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { usePastLastPage } from '@/lib/usePastLastPage';
import { PartnersFilters } from './PartnersFilters';
import { partnersListState } from './partnersQuerySlice';
import { companiesPageArgs, pageCountOf, PARTNERS_PAGE_SIZE, partnersHref, partnersQuery, type PartnersQuery } from './partnersUrl';
import './partners.css';

/** /partners: the directory, searched, filtered and paged on the server, one page at a time. */
export function PartnersPage() {
  const list = useListState(partnersListState);
  // Until the slice holds this URL's state, nothing renders (or asks the server) from another visit's.
  return list.ready ? <PartnersDirectory state={list.state} set={list.set} /> : null;
}

type ListState = ReturnType<typeof useListState<PartnersQuery>>;

function PartnersDirectory({ state: query, set }: Pick<ListState, 'state' | 'set'>) {
  const { t } = useTranslation('partners');
  useDocumentTitle(t('list.title'));

  const { categories, unknownCategory } = useKnownCategory(query.category, set);
  const towns = useNearMeTowns();

  const search = useSearchDraft(query.q, (q) => set({ q }, { replace: true }));
  const filtered = partnersQuery.narrowed(query);
  const clearAll = () => set(partnersQuery.cleared(query));

  // --- the page of companies
  const effectiveQuery: PartnersQuery = unknownCategory ? { ...query, category: null } : query;
  const companies = useGetPagingActiveCompaniesQuery(companiesPageArgs(effectiveQuery));
  const { data, isError } = companies;

  // ?page=abc was already read as 1; ?page=999 beyond the last page goes to the last one.
  const beyondLastPage = usePastLastPage(query.page, companies.currentData?.count, PARTNERS_PAGE_SIZE, (last) => set({ page: last }, { replace: true }));

  const count = data?.count ?? 0;
  const notShown = useNotShownCount();
  const countText = data ? notShown(t('list.found', { count, n: count }), rejectedCount(data)) : '';
  const showSkeletons = (!data && !isError) || beyondLastPage;

  return (
    <div className="container page partners-page">
      <PageHeader className="partners-page__header" title={t('list.title')} lead={t('list.lead')} />

      <form className="partners-page__search" role="search" aria-label={t('list.searchLabel')} onSubmit={(event) => event.preventDefault()}>
        <SearchField
          value={search.draft}
          onChange={search.setDraft}
          onClear={search.clear}
          onSubmit={search.submit}
          label={t('list.searchLabel')}
          hideLabel
          placeholder={t('list.searchPlaceholder')}
        />
      </form>

      <div className="partners-layout">
        <aside className="partners-layout__sidebar">
          <PartnersFilters categories={categories} onChange={set} onClearAll={filtered ? clearAll : undefined} />
        </aside>

        <section className="partners-layout__results" aria-labelledby="partners-results-heading">
          {/* Cards carry h3 names: a heading level between them and the page's h1. */}
          <h2 id="partners-results-heading" className="visually-hidden">
            {t('list.resultsLabel')}
          </h2>
          <NearMe near={query.near} onChange={(near) => set({ near })} {...towns} />
          <div className="results-toolbar">
            <LiveRegion visible className="results-toolbar__count">
              {countText}
            </LiveRegion>
            <ViewToggle view={query.view} onChange={(view) => set({ view }, { replace: true })} />
          </div>

          <PartnersResults companies={companies} query={effectiveQuery} showSkeletons={showSkeletons} narrowed={filtered} onClear={clearAll} />

          {!showSkeletons && !isError && (
            <Pager page={query.page} pageCount={pageCountOf(count)} hrefForPage={(page) => partnersHref({ ...effectiveQuery, page })} />
          )}
        </section>
      </div>
    </div>
  );
}

/**
 * The categories, and whether the linked one is unknown. A linked category the directory does not
 * have (?category=99999) is dropped, not shown as an unexplained empty list. Non-numeric values never
 * got this far (see partnersQuery). Only when the list is the whole directory's: past the first 100
 * (the contract's page limit) a category may well exist, and the filter keeps it (named by its
 * number, as on /offers).
 */
function useKnownCategory(category: number | null, set: ListState['set']) {
  const categoriesQuery = useGetActiveCategoriesQuery(CATEGORY_CHOICES_ARGS);
  const categories = categoriesQuery.data?.results ?? [];
  const allCategoriesKnown = (categoriesQuery.data?.count ?? 0) <= categories.length;
  const unknownCategory =
    category !== null &&
    categoriesQuery.isSuccess &&
    allCategoriesKnown &&
    !categories.some((item) => item.id === category);
  useEffect(() => {
    if (unknownCategory) set({ category: null }, { replace: true });
  }, [unknownCategory, set]);
  return { categories, unknownCategory };
}

interface PartnersResultsProps {
  companies: AsyncQuery<CompanyPage>;
  /** The query the page was asked with (an unknown category already dropped). */
  query: PartnersQuery;
  showSkeletons: boolean;
  narrowed: boolean;
  onClear: () => void;
}

/** The page of company cards: skeletons first, then the previous page dimmed while the next loads. */
function PartnersResults({ companies, query, showSkeletons, narrowed, onClear }: PartnersResultsProps) {
  const { t } = useTranslation('partners');
  const { data, currentData, isFetching = false, isError = false } = companies;
  const listClass = query.view === 'grid' ? 'grid partners-grid' : 'partners-list';
  return (
    // The previous page stays on screen, dimmed, while the next one loads: no flash of skeletons.
    <div className="partners-results">
      {isFetching && data && <span className="visually-hidden">{t('list.updating')}</span>}
      <AsyncSection
        query={{ ...companies, isLoading: showSkeletons, isError: isError && !isFetching }}
        headingLevel={2}
        loading={<CardSkeletons className={listClass} count={LIST_PAGE_SKELETONS} kind="company" view={query.view} />}
        // docs/product.md §8's one sentence for a network or CORS failure, as on every list.
        networkMessage={t('list.corsError')}
        empty={<EmptyResults texts={t('list.empty', { returnObjects: true })} narrowed={narrowed} onClear={onClear} />}
      >
        {(page, behind) => (
          // Busy until the cards are this state's answer: while it is asked for (currentData is
          // still the old state's, or the call has not started yet) and while it renders.
          <ul className={behindClass(listClass, behind)} aria-label={t('list.resultsLabel')} aria-busy={isFetching || currentData === undefined || behind}>
            {page.results.map((company) => (
              <li key={company.id} className="partners-grid__item">
                <CompanyCard company={company} view={query.view} />
              </li>
            ))}
          </ul>
        )}
      </AsyncSection>
    </div>
  );
}
