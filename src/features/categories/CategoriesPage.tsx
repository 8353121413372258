import { useEffect } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { useGetActiveCategoriesQuery } from '@/api';
import { PageHeader, useSearchDraft } from '@/components/ui';
import { localName } from '@/lib/names';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { usePastLastPage } from '@/lib/usePastLastPage';
import { CategoriesFilters } from './CategoriesFilters';
import { CategoriesResults } from './CategoriesResults';
import { CategoryDetailPanel } from './CategoryDetailPanel';
import { CATEGORIES_PAGE_SIZE, categoriesPageArgs, useCategoriesListState } from './categoriesUrl';
import { useCategoryFocus } from './useCategoryFocus';
import { useSelectedCategory } from './useSelectedCategory';
import './categories.css';

/** /categories and /categories/:id: search, the category grid, and the open category's panel. */
export function CategoriesPage() {
  const { t, i18n } = useTranslation('categories');
  const { q, page, selection, selectedId, fromQueryParam, set, hrefFor } = useCategoriesListState();

  // Typed text is local; once it settles it becomes ?q= (page back to 1).
  const search = useSearchDraft(q, (next) => set({ q: next }, { replace: true }));

  // The page of categories, searched on the server.
  const categories = useGetActiveCategoriesQuery(categoriesPageArgs({ q, page }));

  // A page past the end (an old bookmark, fewer results now) goes to the last real page.
  usePastLastPage(page, categories.currentData?.count, CATEGORIES_PAGE_SIZE, (last) => set({ page: last }, { replace: true }));

  // ?category=<id> (linked from older pages) becomes /categories/<id>.
  useEffect(() => {
    if (fromQueryParam) set({}, { replace: true });
  }, [fromQueryParam, set]);

  const selected = useSelectedCategory(selection, selectedId, categories.data?.results, !categories.isLoading);
  useDocumentTitle(selected.status === 'found' ? localName(selected.category, i18n.language) : t('title'));
  const { panelRef, gridRef, resultsHeadingRef, openCategory, closeCategory } = useCategoryFocus(selection, selectedId, hrefFor);

  return (
    <div className="container page categories-page">
      <PageHeader className="categories-page__header" title={t('title')} lead={t('lead')} />
      <div className="categories-layout">
        <CategoriesFilters search={search} selection={selection} selected={selected} onClose={closeCategory} />
        <div className="categories-layout__main stack">
          {selected.status !== 'none' && (
            <CategoryDetailPanel ref={panelRef} state={selected} closeHref={hrefFor({ id: null })} onClose={closeCategory} />
          )}
          <CategoriesResults
            categories={categories}
            q={q}
            page={page}
            selectedId={selectedId}
            onSelect={openCategory}
            onClearSearch={search.clear}
            hrefForPage={(target) => hrefFor({ page: target })}
            gridRef={gridRef}
            headingRef={resultsHeadingRef}
          />
        </div>
      </div>
    </div>
  );
}
