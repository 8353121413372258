// The combined search's calls for a query, in one place: the screen's hooks ask for them as it
// renders, and the boot of an address with a query starts them before the first render (ScreenCalls).
import { api } from '@/api';
import type { ScreenCalls } from '@/store';
import { searchQuery } from './searchSlice';

/** Results per side: a preview; the full lists live on /partners, /offers and /products. */
export const SEARCH_PREVIEW_LIMIT = 12;

/** Each side's call for `query`: the same arguments, so the same cached answer, wherever asked. */
export const previewArgs = (query: string) => ({ search: query, l: SEARCH_PREVIEW_LIMIT });

/** The three sides' calls for the address's query (none for a blank one), settled when all are. */
export const startSearchCalls: ScreenCalls = (dispatch, params) => {
  const { q } = searchQuery.parse(params);
  if (q === '') return Promise.resolve();
  const args = previewArgs(q);
  const options = { subscribe: false };
  return Promise.allSettled([
    dispatch(api.endpoints.getPagingActiveCompanies.initiate(args, options)),
    dispatch(api.endpoints.searchOffers.initiate(args, options)),
    dispatch(api.endpoints.getProducts.initiate(args, options)),
  ]);
};
