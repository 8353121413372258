import { useEffect, useRef, useState, type CSSProperties, type MouseEvent } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { useNavigate } from 'react-router-dom';
import { useGetActiveCategoriesQuery, type Category } from '@/api';
import { CardSkeletons, LIST_PAGE_SKELETONS, CategoryCard, categoryColor } from '@/components/cards';
import { AsyncSection, EmptyResults, FilterPanel, LiveRegion, PageHeader, Pager, SearchField, useSearchDraft } from '@/components/ui';
import { localName } from '@/lib/names';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { usePastLastPage } from '@/lib/usePastLastPage';
import { CategoryDetailPanel } from './CategoryDetailPanel';
import { CATEGORIES_PAGE_SIZE, useCategoriesUrl } from './categoriesUrl';
import { useSelectedCategory } from './useSelectedCategory';
import './categories.css';

/** Spec §9: 12 skeletons while a list page loads. */
/** Below this width the filters panel folds away (the detail panel already shows the choice). */
const FILTERS_COLLAPSIBLE_BELOW = 960;

/** /categories and /categories/:id: search, the category grid, and the open category's panel. */
export function CategoriesPage() {
  const { t, i18n } = useTranslation('categories');
  const language = i18n.language;
  const navigate = useNavigate();
  const url = useCategoriesUrl();
  const { q, page, selection, selectedId, fromQueryParam, hrefFor } = url;

  // --- Search: typed text is local; once it settles it becomes ?q= (page back to 1). ---
  const search = useSearchDraft(q, (next) => navigate(hrefFor({ q: next, page: 1 }), { replace: true }));
  const clearSearch = search.clear;

  // --- The page of categories, searched on the server. ---
  const categories = useGetActiveCategoriesQuery({
    o: (page - 1) * CATEGORIES_PAGE_SIZE,
    l: CATEGORIES_PAGE_SIZE,
    search: q || undefined,
  });
  const current = categories.currentData;
  const count = current?.count ?? 0;
  const pageCount = Math.ceil(count / CATEGORIES_PAGE_SIZE);

  // A page past the end (an old bookmark, fewer results now) goes to the last real page.
  usePastLastPage(page, current?.count, CATEGORIES_PAGE_SIZE, (last) => navigate(hrefFor({ page: last }), { replace: true }));

  // --- The open category. ?category=<id> (linked from older pages) becomes /categories/<id>. ---
  useEffect(() => {
    if (fromQueryParam) navigate(hrefFor({}), { replace: true });
  }, [fromQueryParam, hrefFor, navigate]);

  const selected = useSelectedCategory(selection, selectedId, categories.data?.results, !categories.isLoading);
  const selectedCategory = selected.status === 'found' ? selected.category : null;
  useDocumentTitle(selectedCategory ? localName(selectedCategory, language) : t('title'));

  // Focus follows the visitor's own choices only (not a deep link's first render).
  const panelRef = useRef<HTMLElement>(null);
  const gridRef = useRef<HTMLUListElement>(null);
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  const focusPanelNext = useRef(false);
  const focusCardNext = useRef<number | null>(null);
  useEffect(() => {
    if (selection !== null && focusPanelNext.current) {
      focusPanelNext.current = false;
      panelRef.current?.focus();
    }
    if (selection === null && focusCardNext.current !== null) {
      const card = gridRef.current?.querySelector<HTMLElement>(`[data-category-id="${focusCardNext.current}"] a`);
      focusCardNext.current = null;
      (card ?? resultsHeadingRef.current)?.focus();
    }
  }, [selection]);

  const openCategory = (category: Category, event: MouseEvent<HTMLAnchorElement>) => {
    // Keep the search and page in the URL (the card's own link is the bare /categories/{id}).
    event.preventDefault();
    if (category.id === selectedId) {
      panelRef.current?.focus();
      return;
    }
    focusPanelNext.current = true;
    navigate(hrefFor({ id: category.id }));
  };

  const closeCategory = () => {
    focusCardNext.current = selectedId;
    navigate(hrefFor({ id: null }));
  };

  const [filtersOpen, setFiltersOpen] = useState(false);

  // --- Results: loading → error → empty → loaded (a Retry shows skeletons, not the old error). ---
  const results = (
    <AsyncSection
      query={{
        data: current,
        isLoading: categories.isFetching && !current,
        error: categories.isError ? categories.error : undefined,
        refetch: categories.refetch,
      }}
      headingLevel={2}
      loading={
        <div className="grid categories-grid" aria-busy="true">
          <CardSkeletons count={LIST_PAGE_SKELETONS} kind="category" />
        </div>
      }
      empty={<EmptyResults texts={t('empty', { returnObjects: true, query: q })} narrowed={Boolean(q)} onClear={clearSearch} />}
    >
      {(data) => (
        <ul className="grid categories-grid" ref={gridRef}>
          {data.results.map((category) => (
            <li key={category.id} data-category-id={category.id} className="categories-grid__item">
              <CategoryCard category={category} selected={category.id === selectedId} onSelect={openCategory} />
            </li>
          ))}
        </ul>
      )}
    </AsyncSection>
  );

  return (
    <div className="container page categories-page">
      <PageHeader className="categories-page__header" title={t('title')} lead={t('lead')} />

      <div className="categories-layout">
        <aside className="categories-layout__aside stack">
          <SearchField
            id="categories-search"
            label={t('search.label')}
            placeholder={t('search.placeholder')}
            value={search.draft}
            onChange={search.setDraft}
            onClear={clearSearch}
          />
          <FilterPanel
            id="categories-filters"
            open={filtersOpen}
            onToggle={() => setFiltersOpen((open) => !open)}
            collapsibleBelow={FILTERS_COLLAPSIBLE_BELOW}
            badge={selection !== null ? 1 : undefined}
            onClear={selection !== null ? closeCategory : undefined}
          >
            {selection === null ? (
              <p className="categories-filters__none">{t('filters.none')}</p>
            ) : (
              <div className="categories-filters__selected">
                <span className="categories-filters__label">{t('filters.selected')}</span>
                {selectedCategory ? (
                  <span
                    className="categories-filters__chip"
                    style={{ '--category-color': categoryColor(selectedCategory) } as CSSProperties}
                  >
                    <span className="categories-filters__dot" aria-hidden="true" />
                    <bdi>{localName(selectedCategory, language)}</bdi>
                  </span>
                ) : selected.status === 'notFound' ? (
                  <span className="categories-filters__chip categories-filters__chip--missing">{t('notFound.title')}</span>
                ) : (
                  <span className="categories-filters__chip categories-filters__chip--pending" aria-hidden="true" />
                )}
              </div>
            )}
          </FilterPanel>
        </aside>

        <div className="categories-layout__main stack">
          {selected.status !== 'none' && (
            <CategoryDetailPanel ref={panelRef} state={selected} closeHref={hrefFor({ id: null })} onClose={closeCategory} />
          )}

          <section className="categories-results" aria-labelledby="categories-results-heading">
            <div className="categories-results__header split">
              <h2 id="categories-results-heading" className="categories-results__title" ref={resultsHeadingRef} tabIndex={-1}>
                {t('results.heading')}
              </h2>
              <LiveRegion visible className="categories-results__count">
                {current ? t('results.found', { count, number: count }) : ''}
              </LiveRegion>
            </div>
            {results}
            <Pager
              page={page}
              pageCount={pageCount}
              hrefForPage={(target) => hrefFor({ page: target })}
            />
          </section>
        </div>
      </div>
    </div>
  );
}
