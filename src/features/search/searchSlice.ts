// The combined search's client state (docs/product.md §3 "searchQuery"): the query of /search?q=, mirrored
// from the URL by `useListState` and read by the screen from here. The results stay in RTK
// Query's cache; the URL is the shareable source.
import type { WithSlice } from '@reduxjs/toolkit';
import type { ListStateBinding } from '@/store';
import { rootReducer } from '@/store';
import { paths } from '@/config/paths';
import { createListSlice, defineListQuery, textField, type StateOf, type UrlQueryOf } from '@/lib/listQuery';

/** Blank or whitespace-only queries read as no query (docs/product.md §5). */
export const searchQuery = defineListQuery({ q: textField });
export type SearchQuery = StateOf<typeof searchQuery>;

declare module '@/config/paths' {
  interface ListQueries {
    search: UrlQueryOf<SearchQuery>;
  }
}

export const searchSlice = createListSlice('search', searchQuery);

declare module '@/store/reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof searchSlice> {}
}

export const searchListState: ListStateBinding<SearchQuery> = {
  query: searchQuery,
  href: (state) => paths.search.getHref(state.q),
  slice: { select: searchSlice.injectInto(rootReducer).selectors.selectListState, synced: searchSlice.actions.synced },
};
