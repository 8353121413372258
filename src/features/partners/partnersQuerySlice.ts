// The spec's companies filter (§3 "Filters") as client state: the partners list's query
// (partnersUrl.ts) mirrored from the URL by `useListState`, and the one place the screen's
// components read it from. The URL stays the source of truth, so a link, a bookmark or Back
// always shows what the slice says; "reset to defaults" (§4) is Clear All on the screen.
import type { WithSlice } from '@reduxjs/toolkit';
import type { ListStateBinding } from '@/store';
import { rootReducer } from '@/store';
import { createListSlice } from '@/lib/listQuery';
import { partnersHref, partnersQuery, type PartnersQuery } from './partnersUrl';

export const partnersFilterSlice = createListSlice('partnersFilter', partnersQuery);

declare module '@/store/reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the members come from WithSlice
  export interface LazyLoadedSlices extends WithSlice<typeof partnersFilterSlice> {}
}

// Injected with the partners chunk, not in the first download.
const injected = partnersFilterSlice.injectInto(rootReducer);
export const selectPartnersFilter = injected.selectors.selectListState;

/** The partners list's state: its URL definition and this slice. */
export const partnersListState: ListStateBinding<PartnersQuery> = {
  query: partnersQuery,
  href: partnersHref,
  slice: { select: selectPartnersFilter, synced: partnersFilterSlice.actions.synced },
};
