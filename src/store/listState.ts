// The one list-state mechanism of the list screens (partners, offers, products, categories,
// search): the URL is the truth, a slice mirrors it where a screen wants one.
import type { Action } from '@reduxjs/toolkit';
import { useCallback, useLayoutEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ListQuery } from '@/lib/listQuery';
import { keepScroll } from '@/lib/useScrollRestoration';
import { useAppDispatch, useAppSelector, useAppStore } from './hooks';
import type { RootState } from './store';

export interface ListNavigateOptions {
  /** Replace the history entry (typing, a view switch, a correction) instead of adding one. */
  replace?: boolean;
}

/** Where a list screen keeps its state: its query definition, and the slice that mirrors it. */
export interface ListStateBinding<S> {
  query: ListQuery<S>;
  /** The URL of a state (the screen's path with `query.toUrl(state)`). */
  href: (state: S) => string;
  /** The slice the design asks for (partners filters, search); without one, the URL alone. */
  slice?: {
    select: (state: RootState) => S;
    /** Replaces the slice's list state. */
    synced: (state: S) => Action;
  };
}

const noSlice = () => undefined;

/**
 * The one list-state mechanism. The URL is the source of truth and the slice is where components
 * read the state; each event moves one way:
 * - a navigation (arrival, a link, Back, a page link) → the URL is parsed → the slice;
 * - a visitor's change (`set`) → the slice at once (a control never flicks back while the router
 *   catches up) → the URL, which then parses to what the slice already holds.
 * On the first render the slice may still hold another visit's state: `state` is then the URL's
 * (what the slice holds once the layout effect has synced, before the first paint), and `ready`
 * is false so a screen can wait before rendering children that read the slice themselves.
 */
export function useListState<S>({ query, href, slice }: ListStateBinding<S>) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const fromUrl = useMemo(() => query.parse(params), [query, params]);
  const stored = useAppSelector(slice?.select ?? noSlice);
  const matches = stored === undefined || query.same(stored, fromUrl);
  const [wasReady, setWasReady] = useState(matches);
  if (matches && !wasReady) setWasReady(true);
  const ready = matches || wasReady;
  // Before the first sync the slice may hold another visit's state: the URL's is what it will hold.
  const state = ready && stored !== undefined ? stored : fromUrl;

  useLayoutEffect(() => {
    if (slice && !query.same(slice.select(store.getState()), fromUrl)) dispatch(slice.synced(fromUrl));
  }, [query, slice, store, dispatch, fromUrl]);

  const set = useCallback(
    (changes: Partial<S>, { replace = false }: ListNavigateOptions = {}) => {
      const next = query.apply(slice ? slice.select(store.getState()) : fromUrl, changes);
      if (slice) dispatch(slice.synced(next));
      // The visitor is looking at the controls: keep the scroll position.
      navigate(href(next), { replace, state: keepScroll });
    },
    [query, slice, fromUrl, href, store, dispatch, navigate],
  );

  const hrefFor = useCallback((changes: Partial<S>) => href(query.apply(state, changes)), [href, query, state]);

  return { state, ready, set, hrefFor };
}
