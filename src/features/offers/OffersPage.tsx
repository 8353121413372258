import { useState } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { rejectedCount, useGetActiveCategoriesQuery, useGetAllActiveOffersQuery, type OfferPage } from '@/api';
import { useListState } from '@/store';
import { CardSkeletons, LIST_PAGE_SKELETONS, OfferCard } from '@/components/cards';
import {
  AsyncSection,
  type AsyncQuery,
  behindClass,
  CATEGORY_CHOICES_ARGS,
  CategorySelect,
  EmptyResults,
  FilterPanel,
  LiveRegion,
  PageHeader,
  Pager,
  SearchField,
  ViewToggle,
  useNotShownCount,
  useSearchDraft,
} from '@/components/ui';
import { NearMe, useNearMeTowns } from '@/domain/nearMe';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { usePastLastPage } from '@/lib/usePastLastPage';
import { OffersMap } from './OffersMap';
import { OFFERS_PAGE_SIZE, offersListState, offersPageArgs, offersQuery, type OffersQuery } from './offersUrl';
import './offers.css';

/** /offers: server-side search, category filter and paging, with the state in the URL. */
export function OffersPage() {
  const { t } = useTranslation('offers');
  const { state: url, set: update, hrefFor } = useListState(offersListState);
  const { q, category, near, page, view } = url;
  useDocumentTitle(t('list.title'));

  // The search box types freely; the URL (and so the request) follows once typing pauses.
  const search = useSearchDraft(q, (next) => update({ q: next }, { replace: true }));

  const offersResult = useGetAllActiveOffersQuery(offersPageArgs(url));
  const towns = useNearMeTowns();

  const { data, currentData, isLoading, isFetching, isError } = offersResult;
  // While the next page loads, the previous one stays in place (AsyncSection's one look for it).
  const shown = currentData ?? data;
  const stale = isFetching && !currentData;
  const count = shown?.count ?? 0;
  const notShown = useNotShownCount();

  // A bookmarked page past the end (page=99 of 14) moves to the last page that exists.
  usePastLastPage(page, currentData?.count, OFFERS_PAGE_SIZE, (last) => update({ page: last }, { replace: true }));

  return (
    <div className="container page offers-page">
      <PageHeader className="offers-page__header" title={t('list.title')} lead={t('list.lead')}>
        <SearchField
          className="offers-page__search"
          value={search.draft}
          onChange={search.setDraft}
          onClear={search.clear}
          label={t('list.searchLabel')}
          placeholder={t('list.searchPlaceholder')}
          hideLabel
        />
      </PageHeader>

      <div className="offers-page__layout">
        <OffersFilters category={category} onChange={(next) => update({ category: next })} />

        {/* The pager takes the keyboard and the view to this section's start. */}
        <section className="offers-results" aria-labelledby="offers-results-heading">
          {/* Cards carry h3 titles: a heading level between them and the page's h1. */}
          <h2 id="offers-results-heading" className="visually-hidden">
            {t('list.resultsHeading')}
          </h2>
          <NearMe near={near} onChange={(next) => update({ near: next })} {...towns} />
          <div className="results-toolbar">
            <LiveRegion visible className="results-toolbar__count">
              {!isLoading && !isError && shown
                ? notShown(t('list.found', { count, n: count }), rejectedCount(shown))
                : ''}
            </LiveRegion>
            <ViewToggle view={view} onChange={(next) => update({ view: next }, { replace: true })} />
          </div>
          {stale && <p className="visually-hidden" role="status">{t('list.loadingMore')}</p>}
          <OffersResults
            offersResult={offersResult}
            url={url}
            onClear={() => update(offersQuery.cleared(url))}
            hrefForPage={(target) => hrefFor({ page: target })}
          />
        </section>
      </div>

      <OffersMap search={q} category={category ?? undefined} near={near} />
    </div>
  );
}

/** The category filter, open at once when the visitor arrives with a category (from a category page), phones included. */
function OffersFilters({ category, onChange }: { category: number | null; onChange: (category: number | null) => void }) {
  const { t } = useTranslation('offers');
  const [filtersOpen, setFiltersOpen] = useState(category !== null);
  const categoriesQuery = useGetActiveCategoriesQuery(CATEGORY_CHOICES_ARGS);
  const categories = categoriesQuery.data?.results ?? [];
  return (
    <aside className="offers-page__filters">
      <FilterPanel
        id="offers-filters"
        open={filtersOpen}
        onToggle={() => setFiltersOpen((open) => !open)}
        badge={category !== null ? 1 : undefined}
        collapsibleBelow={900}
        onClear={category !== null ? () => onChange(null) : undefined}
      >
        <CategorySelect
          label={t('list.categoryLabel')}
          labelClassName="offers-page__field-label"
          categories={categories}
          value={category}
          onChange={onChange}
          allLabel={t('list.allCategories')}
          unknownLabel={(id) => t('list.unknownCategory', { id })}
        />
      </FilterPanel>
    </aside>
  );
}

interface OffersResultsProps {
  offersResult: AsyncQuery<OfferPage>;
  url: OffersQuery;
  onClear: () => void;
  hrefForPage: (page: number) => string;
}

/** The page of offer cards and its pager; skeletons while it loads, the message and Retry on failure. */
function OffersResults({ offersResult, url, onClear, hrefForPage }: OffersResultsProps) {
  const { t } = useTranslation('offers');
  const { page, view } = url;
  const { currentData } = offersResult;
  const pageCount = Math.ceil(((currentData ?? offersResult.data)?.count ?? 0) / OFFERS_PAGE_SIZE);
  const listClass = `offers-results__items offers-results__items--${view}`;
  return (
    <AsyncSection
      query={offersResult}
      headingLevel={2}
      loading={<CardSkeletons className={listClass} count={LIST_PAGE_SKELETONS} kind="offer" view={view} />}
      // The list is emptied on failure (docs/product.md §8): only the message and Retry remain.
      networkMessage={t('list.corsError')}
      empty={<EmptyResults texts={t('list.empty', { returnObjects: true })} narrowed={offersQuery.narrowed(url)} onClear={onClear} icon="tag" />}
    >
      {(data, behind) => (
        <>
          {/* Busy until the cards are this state's answer: asked for, or still rendering. */}
          {/* The previous page stays in place, dimmed, while the next one loads. */}
          <ul className={behindClass(listClass, behind)} aria-busy={currentData === undefined || behind}>
            {data.results.map((offer, index) => (
              <li key={offer.id} className="offers-results__item">
                <OfferCard offer={offer} view={view} eager={index === 0} />
              </li>
            ))}
          </ul>
          <Pager page={page} pageCount={pageCount} label={t('list.pagerLabel')} hrefForPage={hrefForPage} />
        </>
      )}
    </AsyncSection>
  );
}
