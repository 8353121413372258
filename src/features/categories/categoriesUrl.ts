// The categories screen keeps everything a visitor would bookmark in the URL: the search (q),
// the page, and the open category (/categories/:id). These helpers read and build those URLs.
import { useCallback, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { GetActiveCategoriesApiArg, GetPagingActiveCompaniesApiArg, GetPagingCategoryActiveOffersApiArg } from '@/api';
import { paths } from '@/config/paths';
import { useListState, type ListStateBinding } from '@/store';
import { defineListQuery, pageField, textField, type StateOf, type UrlQueryOf } from '@/lib/listQuery';
import { parsePositiveInt } from '@/lib/positiveInt';

/** Spec §9: 20 categories per page. */
export const CATEGORIES_PAGE_SIZE = 20;
/** Spec §9: the detail panel lists at most 8 companies and 8 offers. */
export const CATEGORY_DETAIL_LIMIT = 8;
/**
 * The contract has no get-category-by-id call, so an open category that is not on the current
 * page is looked up in one list call of this size (the contract's largest page). Categories are
 * a small, curated taxonomy (about 44), so one bounded call covers them all; should a host ever
 * list more than 100, ids past the first 100 would read as 'not found' until the contract gains
 * a by-id call.
 */
export const CATEGORY_LOOKUP_LIMIT = 100;
/** That lookup's call: the panel's (useSelectedCategory) and the route data's (routeData.ts). */
export const CATEGORY_LOOKUP_ARGS: GetActiveCategoriesApiArg = { l: CATEGORY_LOOKUP_LIMIT };

/** The query keys; the open category is the path (/categories/:id), not a query key. */
export const categoriesQuery = defineListQuery({ q: textField, page: pageField });
export type CategoriesQuery = StateOf<typeof categoriesQuery>;

declare module '@/config/paths' {
  interface ListQueries {
    categories: UrlQueryOf<CategoriesQuery>;
  }
}

/** The call for the address's page of categories: the screen's and the route data's (routeData.ts). */
export function categoriesPageArgs({ q, page }: CategoriesQuery): GetActiveCategoriesApiArg {
  return { o: (page - 1) * CATEGORIES_PAGE_SIZE, l: CATEGORIES_PAGE_SIZE, search: q || undefined };
}

/** The open category's two lists, its first companies and offers: the panel's calls and the boot's. */
export function categoryListsArgs(id: number): { companies: GetPagingActiveCompaniesApiArg; offers: GetPagingCategoryActiveOffersApiArg } {
  return { companies: { category: id, l: CATEGORY_DETAIL_LIMIT }, offers: { categoryId: id, l: CATEGORY_DETAIL_LIMIT } };
}

/** The open category, read from the path (/categories/:id) or the legacy ?category=<id>. */
export interface CategorySelection {
  /**
   * The raw selection from /categories/:id, else from the legacy ?category=<id>; null when no
   * category is open. Kept raw so a malformed id still opens the panel as 'not found'.
   */
  selection: string | null;
  /** The selection as a category id; null when none is open or it is not a positive integer. */
  selectedId: number | null;
  /** True when the selection came from ?category= and the URL should be normalised. */
  fromQueryParam: boolean;
}

/** The URL of the categories screen with this selection, search and page (page 1 is implied). */
export function categoriesHref({ id, q = '', page = 1 }: { id?: number | string | null; q?: string; page?: number }): string {
  const query = categoriesQuery.toUrl({ q: q.trim(), page });
  return id === null || id === undefined ? paths.categories.getHref(query) : paths.category.getHref(id, query);
}

function useCategorySelection(): CategorySelection {
  const params = useParams<{ id?: string }>();
  const [searchParams] = useSearchParams();
  const legacy = searchParams.get('category');
  return useMemo(() => {
    const fromPath = params.id ?? null;
    const fromQuery = fromPath === null ? legacy?.trim() || null : null;
    const selection = fromPath ?? fromQuery;
    return { selection, selectedId: parsePositiveInt(selection), fromQueryParam: fromQuery !== null };
  }, [params.id, legacy]);
}

/**
 * The categories screen's URL state: the search and the page through the one list-state mechanism
 * (useListState, the URL alone, as offers and products), and the open category, which is the path.
 * `hrefFor` keeps the open category unless `id` says otherwise.
 */
export function useCategoriesListState() {
  const selection = useCategorySelection();
  const binding = useMemo<ListStateBinding<CategoriesQuery>>(
    () => ({ query: categoriesQuery, href: (state) => categoriesHref({ ...state, id: selection.selection }) }),
    [selection.selection],
  );
  const { state, set } = useListState(binding);
  const hrefFor = useCallback(
    ({ id = selection.selection, ...changes }: Partial<CategoriesQuery> & { id?: number | string | null }) =>
      categoriesHref({ ...categoriesQuery.apply(state, changes), id }),
    [state, selection.selection],
  );
  return { ...state, ...selection, set, hrefFor };
}
