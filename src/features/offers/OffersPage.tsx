import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { isNetworkOrCorsError, errorMessage, useGetActiveCategoriesQuery, useGetAllActiveOffersQuery } from '@/api';
import { CardSkeletons, OfferCard } from '@/components/cards';
import {
  EmptyState,
  ErrorBox,
  FilterPanel,
  LiveRegion,
  Pager,
  SearchField,
  ViewToggle,
  useDebouncedValue,
} from '@/components/ui';
import { localName } from '@/lib/names';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { OffersMap } from './OffersMap';
import { OFFERS_PAGE_SIZE, offersHref, offersSearchParams, readOffersUrl, type OffersUrlState } from './offersUrl';
import './offers.css';

const SKELETON_COUNT = 12;

/** /offers: server-side search, category filter and paging, with the state in the URL. */
export function OffersPage() {
  const { t, i18n } = useTranslation('offers');
  const language = i18n.language;
  const [searchParams, setSearchParams] = useSearchParams();
  const url = readOffersUrl(searchParams);
  const { q, category, page, view } = url;
  useDocumentTitle(t('list.title'));

  /** Moves to a new state; any change of search or category starts again at page 1. */
  const update = (changes: Partial<OffersUrlState>, options: { replace?: boolean } = {}) => {
    const next = { ...url, ...changes };
    if ('q' in changes || 'category' in changes) next.page = 1;
    setSearchParams(offersSearchParams(next), options);
  };

  // The search box types freely; the URL (and so the request) follows once typing pauses.
  const [text, setText] = useState(q);
  const [syncedQ, setSyncedQ] = useState(q);
  if (q !== syncedQ) {
    // The URL changed from outside the box (Back, a link): show what the URL says.
    setSyncedQ(q);
    if (text.trim() !== q) setText(q);
  }
  const debouncedText = useDebouncedValue(text);
  const lastDebounced = useRef(debouncedText);
  const replaceUrl = useEffectEvent((changes: Partial<OffersUrlState>) => update(changes, { replace: true }));
  useEffect(() => {
    // Only a change of the typed text moves the URL; a URL change alone must not write it back.
    if (lastDebounced.current === debouncedText) return;
    lastDebounced.current = debouncedText;
    // A stale debounce (the URL has since put other text in the box) must not undo a Back.
    if (debouncedText !== text) return;
    if (debouncedText.trim() !== q) replaceUrl({ q: debouncedText.trim() });
  }, [debouncedText, text, q]);

  // Arriving with a category (from a category page) shows the active filter at once, phones included.
  const [filtersOpen, setFiltersOpen] = useState(category !== undefined);

  const offersQuery = useGetAllActiveOffersQuery({
    o: (page - 1) * OFFERS_PAGE_SIZE,
    l: OFFERS_PAGE_SIZE,
    search: q || undefined,
    category,
  });
  const categoriesQuery = useGetActiveCategoriesQuery({ l: 100 });
  const categories = categoriesQuery.data?.results ?? [];
  const categoryKnown = category === undefined || categories.some((c) => c.id === category);

  const { data, currentData, isLoading, isFetching, isError, error, refetch } = offersQuery;
  // While the next page loads, the previous one stays in place (dimmed) instead of flashing skeletons.
  const shown = currentData ?? data;
  const stale = isFetching && !currentData;
  const count = shown?.count ?? 0;
  const pageCount = Math.ceil(count / OFFERS_PAGE_SIZE);
  const filtered = q !== '' || category !== undefined;

  // A bookmarked page past the end (page=99 of 14) moves to the last page that exists.
  useEffect(() => {
    if (currentData && pageCount > 0 && page > pageCount) replaceUrl({ page: pageCount });
  }, [currentData, page, pageCount]);

  const resultsRef = useRef<HTMLDivElement>(null);
  const scrollToResults = () => resultsRef.current?.scrollIntoView?.({ block: 'start' });

  const clearFilters = () => {
    setText('');
    update({ q: '', category: undefined });
  };

  let message: string | undefined;
  if (isError) {
    message = isNetworkOrCorsError(error) ? t('list.corsError') : errorMessage(error);
  }

  const listClass = `offers-results__items offers-results__items--${view}${stale ? ' offers-results__items--stale' : ''}`;

  let body;
  if (isLoading) {
    body = (
      <div className={listClass}>
        <CardSkeletons count={SKELETON_COUNT} kind="offer" view={view} />
      </div>
    );
  } else if (isError) {
    // The list is emptied on failure (spec §8): only the message and Retry remain.
    body = <ErrorBox message={message} onRetry={() => void refetch()} />;
  } else if (!shown || shown.results.length === 0) {
    body = (
      <EmptyState
        title={t('list.emptyTitle')}
        message={filtered ? t('list.emptyFiltered') : t('list.emptyAll')}
        icon="tag"
        action={
          filtered ? (
            <button type="button" className="button button--primary" onClick={clearFilters}>
              {t('list.clearFilters')}
            </button>
          ) : undefined
        }
      />
    );
  } else {
    body = (
      <>
        <ul className={listClass} aria-busy={stale || undefined}>
          {shown.results.map((offer) => (
            <li key={offer.id} className="offers-results__item">
              <OfferCard offer={offer} view={view} />
            </li>
          ))}
        </ul>
        <Pager
          page={page}
          pageCount={pageCount}
          label={t('list.pagerLabel')}
          hrefForPage={(target) => offersHref({ ...url, page: target })}
          onNavigate={scrollToResults}
        />
      </>
    );
  }

  return (
    <div className="container page offers-page">
      <header className="offers-page__header">
        <h1 className="page-title">{t('list.title')}</h1>
        <p className="page-lead">{t('list.lead')}</p>
        <SearchField
          className="offers-page__search"
          value={text}
          onChange={setText}
          onClear={() => {
            setText('');
            update({ q: '' }, { replace: true });
          }}
          label={t('list.searchLabel')}
          placeholder={t('list.searchPlaceholder')}
          hideLabel
        />
      </header>

      <div className="offers-page__layout">
        <aside className="offers-page__filters">
          <FilterPanel
            id="offers-filters"
            open={filtersOpen}
            onToggle={() => setFiltersOpen((open) => !open)}
            badge={category !== undefined ? 1 : undefined}
            collapsibleBelow={900}
            onClear={category !== undefined ? () => update({ category: undefined }) : undefined}
          >
            <label className="offers-page__field-label" htmlFor="offers-category">
              {t('list.categoryLabel')}
            </label>
            <select
              id="offers-category"
              className="select"
              value={category ?? ''}
              onChange={(event) => update({ category: event.target.value ? Number(event.target.value) : undefined })}
            >
              <option value="">{t('list.allCategories')}</option>
              {!categoryKnown && category !== undefined && (
                <option value={category}>{t('list.unknownCategory', { id: category })}</option>
              )}
              {categories.map((item) => (
                <option key={item.id} value={item.id}>
                  {localName(item, language)}
                </option>
              ))}
            </select>
          </FilterPanel>
        </aside>

        <div className="offers-results" ref={resultsRef}>
          {/* Cards carry h3 titles: a heading level between them and the page's h1. */}
          <h2 className="visually-hidden">{t('list.resultsHeading')}</h2>
          <div className="results-toolbar">
            <LiveRegion visible className="results-toolbar__count">
              {!isLoading && !isError && shown
                ? t('list.found', { count, n: count })
                : ''}
            </LiveRegion>
            <ViewToggle view={view} onChange={(next) => update({ view: next }, { replace: true })} />
          </div>
          {stale && <p className="visually-hidden" role="status">{t('list.loadingMore')}</p>}
          {body}
        </div>
      </div>

      <OffersMap search={q} category={category} />
    </div>
  );
}
