// The partners list's whole query as client state (the spec's companies filter, §3 "Filters", with
// search, near, page and view): partnersUrl.ts's definition mirrored from the URL by `useListState`,
// and the one place the screen's components read it from. The URL stays the source of truth, so a
// link, a bookmark or Back always shows what the slice says; "reset to defaults" (§4) is Clear All on
// the screen.
import type { WithSlice } from '@reduxjs/toolkit';
import type { ListStateBinding } from '@/store';
import { rootReducer } from '@/store';
import { createListSlice } from '@/lib/listQuery';
import { partnersHref, partnersQuery, type PartnersQuery } from './partnersUrl';

export const partnersQuerySlice = createListSlice('partnersQuery', partnersQuery);

declare module '@/store/reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the members come from WithSlice
  export interface LazyLoadedSlices extends WithSlice<typeof partnersQuerySlice> {}
}

// Injected with the partners chunk, not in the first download.
const injected = partnersQuerySlice.injectInto(rootReducer);
export const selectPartnersQuery = injected.selectors.selectListState;

/** The partners list's state: its URL definition and this slice. */
export const partnersListState: ListStateBinding<PartnersQuery> = {
  query: partnersQuery,
  href: partnersHref,
  slice: { select: selectPartnersQuery, synced: partnersQuerySlice.actions.synced },
};
