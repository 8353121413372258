// The spec's companies filter (§3 "Filters", §4 "All filters can be reset to defaults"), as client
// state. The URL stays the source of truth: the partners screen mirrors its query string into
// this slice (filtersSynced) and turns the visitor's choices back into URLs (filtersToQuery), so a
// link, a bookmark or Back always shows what the slice says.
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/reducer';
import type { BusinessType, PartnersQuery } from './partnersUrl';

export interface PartnersFilterState {
  familyBusiness: boolean;
  locallyMade: boolean;
  /** A category id as text; '' for every category (the spec's "empty category"). */
  category: string;
  search: string;
}

export const initialPartnersFilter: PartnersFilterState = {
  familyBusiness: false,
  locallyMade: false,
  category: '',
  search: '',
};

type FilterKey = keyof PartnersFilterState;
type FilterChange = { [K in FilterKey]: { key: K; value: PartnersFilterState[K] } }[FilterKey];

export const partnersFilterSlice = createSlice({
  name: 'partnersFilter',
  initialState: initialPartnersFilter,
  reducers: {
    /** Sets one filter by key (spec §4 "A filter can be set by section and key"). */
    filterSet(state, action: PayloadAction<FilterChange>) {
      const { key, value } = action.payload;
      (state as Record<FilterKey, unknown>)[key] = value;
    },
    /** Replaces every filter at once: how the screen mirrors its URL. */
    filtersSynced(_state, action: PayloadAction<PartnersFilterState>) {
      return action.payload;
    },
    /** Family business off, locally made off, empty category and search. */
    filtersReset() {
      return initialPartnersFilter;
    },
  },
  selectors: {
    selectPartnersFilter: (state) => state,
  },
});

export const { filterSet, filtersSynced, filtersReset } = partnersFilterSlice.actions;

declare module '@/app/reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the members come from WithSlice
  export interface LazyLoadedSlices extends WithSlice<typeof partnersFilterSlice> {}
}

// Injected with the partners chunk, not in the first download.
export const injectedPartnersFilterSlice = partnersFilterSlice.injectInto(rootReducer);
export const { selectPartnersFilter } = injectedPartnersFilterSlice.selectors;

/** The slice's view of a URL query. */
export function filtersFromQuery(query: PartnersQuery): PartnersFilterState {
  return {
    familyBusiness: query.businessType === 'family_business',
    locallyMade: query.businessType === 'locally_made',
    category: query.category === null ? '' : String(query.category),
    search: query.q,
  };
}

/**
 * The URL query for a filter state (page back to 1, since any filter change starts over).
 * The screen's business type is one radio, so when both flags are set family business wins,
 * as the radio lists it first.
 */
export function filtersToQuery(filters: PartnersFilterState, view: PartnersQuery['view'] = 'grid'): PartnersQuery {
  const businessType: BusinessType = filters.familyBusiness ? 'family_business' : filters.locallyMade ? 'locally_made' : 'all';
  const category = /^\d+$/.test(filters.category) && Number(filters.category) >= 1 ? Number(filters.category) : null;
  return { businessType, category, q: filters.search.trim(), page: 1, view };
}

export function sameFilters(a: PartnersFilterState, b: PartnersFilterState): boolean {
  return a.familyBusiness === b.familyBusiness && a.locallyMade === b.locallyMade && a.category === b.category && a.search === b.search;
}
