import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import {
  filtersFromQuery,
  filtersSynced,
  filtersToQuery,
  sameFilters,
  selectPartnersFilter,
  type PartnersFilterState,
} from './partnersFilterSlice';
import { parsePartnersQuery, partnersHref, type PartnersQuery } from './partnersUrl';

export interface NavigateOptions {
  /** Replace the history entry (typing, a view switch) instead of adding one (a filter, a page). */
  replace?: boolean;
}

/**
 * The partners list's state, read from the URL, with the filters slice kept in step both ways:
 * a new URL (a link, Back, a page click) is mirrored into the slice, and a slice change made
 * elsewhere (e.g. `filtersReset()`) becomes a new URL. Whichever side changed last wins; on
 * arrival the URL wins, so a shared link always shows what it says.
 */
export function usePartnersUrlState() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const query = useMemo(() => parsePartnersQuery(params), [params]);
  const urlFilters = useMemo(() => filtersFromQuery(query), [query]);
  const storedFilters = useAppSelector(selectPartnersFilter);

  const go = useCallback(
    (next: PartnersQuery, { replace = false }: NavigateOptions = {}) => {
      // Filter and typing changes keep the scroll position: the visitor is looking at the controls.
      navigate(partnersHref(next), { replace, preventScrollReset: true });
    },
    [navigate],
  );

  const previous = useRef<{ url: PartnersFilterState; stored: PartnersFilterState } | null>(null);
  useEffect(() => {
    const last = previous.current ?? { url: urlFilters, stored: storedFilters };
    const urlChanged = !sameFilters(last.url, urlFilters);
    const storeChanged = !sameFilters(last.stored, storedFilters);
    previous.current = { url: urlFilters, stored: storedFilters };
    if (sameFilters(urlFilters, storedFilters)) return;
    if (storeChanged && !urlChanged) {
      // Someone set or reset a filter through the slice: start over on page 1 of the new set.
      go(filtersToQuery(storedFilters, query.view));
    } else {
      dispatch(filtersSynced(urlFilters));
    }
  }, [urlFilters, storedFilters, query.view, dispatch, go]);

  /** Applies new filters: back to page 1, the view kept. */
  const applyFilters = useCallback(
    (filters: PartnersFilterState, options?: NavigateOptions) => go(filtersToQuery(filters, query.view), options),
    [go, query.view],
  );

  return { query, filters: urlFilters, go, applyFilters };
}
