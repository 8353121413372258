// The only module the app imports API hooks and types from. Generated endpoints are enhanced
// here (never edited): bounded lists default to [] and pages to {results: [], count: 0} when a
// host answers `{"data": null}`, as the product has always treated missing lists as empty.
import { dalilApi } from './generated/endpoints.gen';

export * from './generated/endpoints.gen';
export type { ApiError } from './errors';
export { errorMessage, isApiError, isNetworkOrCorsError, API_TIMEOUT_MS } from './errors';

interface Page<T> {
  results: T[];
  count: number;
}

const emptyList = <T>(response: T[] | null | undefined): T[] => (Array.isArray(response) ? response : []);
const emptyPage = <T>(response: Page<T> | null | undefined): Page<T> => ({
  results: Array.isArray(response?.results) ? response.results : [],
  count: typeof response?.count === 'number' ? response.count : 0,
});

const listEndpoints = [
  'getTags',
  'getActiveCountries',
  'getActiveCities',
  'getActiveBranchesForCompany',
  'getCompanyOffers',
  'getAllCompanyActiveOffers',
  'getActiveOfferLocations',
  'getCompanyActiveNowAds',
] as const;

const pageEndpoints = [
  'getActiveNotEmptyCategories',
  'getActiveCategories',
  'getActiveCompanies',
  'getPagingActiveCompanies',
  'getActiveFamilyBusinesses',
  'getActiveLocallyMadeCompanies',
  'getProducts',
  'getAllActiveOffers',
  'getCategoryOffers',
  'getPagingCategoryActiveOffers',
  'searchOffers',
  'getAllActiveAdsByType',
] as const;

export const api = dalilApi.enhanceEndpoints({
  endpoints: {
    ...Object.fromEntries(listEndpoints.map((name) => [name, { transformResponse: emptyList }])),
    ...Object.fromEntries(pageEndpoints.map((name) => [name, { transformResponse: emptyPage }])),
  },
});

export type { Page };
