// The combined search's route data (src/store/routeData.ts) and the one argument its three sides share.
import { api } from '@/api';
import type { RouteData } from '@/store';
import { searchQuery } from './searchSlice';

/** Results per side: a preview; the full lists live on /partners, /offers and /products. */
export const SEARCH_PREVIEW_LIMIT = 12;

/** Each side's call for `query`: the same arguments, so the same cached answer, wherever asked. */
export const previewArgs = (query: string) => ({ search: query, l: SEARCH_PREVIEW_LIMIT });

/** The three sides' calls for the address's query; none for a blank one. */
const search: RouteData = (load, address) => {
  const { q } = searchQuery.parse(address.search);
  if (q === '') return;
  const args = previewArgs(q);
  void load(api.endpoints.getPagingActiveCompanies, args);
  void load(api.endpoints.searchOffers, args);
  void load(api.endpoints.getProducts, args);
};

export const routeData = { SearchPage: search };
