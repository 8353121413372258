import { useState } from 'react';
import { useGetActiveCategoriesQuery, type Category } from '@/api';
import { CATEGORY_LOOKUP_ARGS } from './categoriesUrl';

export type SelectedCategoryState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'notFound' }
  | { status: 'found'; category: Category };

/**
 * The open category: taken from the loaded page when it is there, else looked up once in the
 * bounded list of all categories (see CATEGORY_LOOKUP_LIMIT for why that is bounded). The last
 * resolved category is remembered, so paging or searching away from it keeps the panel steady
 * instead of flashing a loader.
 */
export function useSelectedCategory(
  selection: string | null,
  selectedId: number | null,
  pageCategories: Category[] | undefined,
  pageSettled: boolean,
): SelectedCategoryState {
  const fromPage = selectedId === null ? undefined : pageCategories?.find((category) => category.id === selectedId);
  const [remembered, setRemembered] = useState<Category | null>(null);
  const rememberedMatches = remembered !== null && remembered.id === selectedId;

  const needsLookup = selectedId !== null && !fromPage && !rememberedMatches && pageSettled;
  const lookup = useGetActiveCategoriesQuery(CATEGORY_LOOKUP_ARGS, { skip: !needsLookup });
  const fromLookup = selectedId === null ? undefined : lookup.data?.results.find((category) => category.id === selectedId);

  const resolved = fromPage ?? fromLookup;
  // Adjusting state while rendering (React's documented pattern): no extra effect pass.
  if (resolved && resolved !== remembered) setRemembered(resolved);

  if (selection === null) return { status: 'none' };
  // A malformed id (/categories/abc) can name no category: no request needed.
  if (selectedId === null) return { status: 'notFound' };
  const category = resolved ?? (rememberedMatches ? remembered : undefined);
  if (category) return { status: 'found', category };
  if (!needsLookup || lookup.isUninitialized || lookup.isFetching) return { status: 'loading' };
  if (lookup.isError) return { status: 'error', error: lookup.error, retry: lookup.refetch };
  return { status: 'notFound' };
}
