// The combined search's client state (spec §3 "searchQuery"): the query last run and when.
// The results themselves stay in RTK Query's cache; the URL (?q=) is the shareable source.
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/reducer';

export interface SearchState {
  query: string;
  /** Epoch ms of the last run, or null before the first. */
  lastRunAt: number | null;
}

const initialState: SearchState = { query: '', lastRunAt: null };

export const searchSlice = createSlice({
  name: 'search',
  initialState,
  reducers: {
    /** Records a query as run; blank or whitespace-only queries are ignored (spec §5). */
    searchRan(state, { payload }: PayloadAction<{ query: string; at: number }>) {
      const query = payload.query.trim();
      if (!query) return;
      state.query = query;
      state.lastRunAt = payload.at;
    },
  },
  selectors: {
    selectSearchQuery: (state) => state.query,
    selectLastRunAt: (state) => state.lastRunAt,
  },
});

declare module '@/app/reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof searchSlice> {}
}

const injectedSearch = searchSlice.injectInto(rootReducer);

export const { searchRan } = searchSlice.actions;
export const { selectSearchQuery, selectLastRunAt } = injectedSearch.selectors;
