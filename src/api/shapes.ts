// What each enhanced endpoint's `data` must look like, and what the base query does when a host
// answers otherwise. Never a silent empty list: only a missing list becomes empty; a bare list
// where a page was expected is paged here (and logged); anything else is an error the screen shows.
import { statusMessage, UNEXPECTED_ERROR_MESSAGE } from '@/lib/clientMessages';
import { apiLogger } from '@/lib/logger';
import type { ApiError } from './errors';

export interface Page<T> {
  results: T[];
  count: number;
}

export const listEndpoints = [
  'getTags',
  'getActiveCountries',
  'getActiveCities',
  'getActiveBranchesForCompany',
  'getCompanyOffers',
  'getAllCompanyActiveOffers',
  'getActiveOfferLocations',
  'getCompanyActiveNowAds',
] as const;

export const pageEndpoints = [
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

/**
 * One record: an answer without an object is no record, so the screen says 'not found' (a detail
 * page) or that the application failed (the join form's receipt; its retry is idempotent).
 */
export const recordEndpoints = ['getCompanyDetails', 'getCompanyById', 'getProductDetails', 'getOfferDetails', 'getAdById', 'registerCompany'] as const;

const shapes = new Map<string, 'list' | 'page' | 'record'>([
  ...listEndpoints.map((name) => [name, 'list'] as const),
  ...pageEndpoints.map((name) => [name, 'page'] as const),
  ...recordEndpoints.map((name) => [name, 'record'] as const),
]);

/** The base query's log (it lives in lib, where the outside services' calls log too). */
export { apiLogger };

export type Shaped = { data: unknown } | { error: ApiError };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The page size the caller asked for (`l`), if any: a host that sends more is cut to it. */
function requestedLimit(params: unknown): number | undefined {
  if (!isObject(params)) return undefined;
  const limit = Number(params.l);
  return Number.isInteger(limit) && limit > 0 ? limit : undefined;
}

function malformed(endpoint: string, status: number, data: unknown): { error: ApiError } {
  apiLogger.warn(`API answer of the wrong shape on ${endpoint}:`, data === null ? 'null' : typeof data, data);
  return { error: { status, code: 'bad_response', message: UNEXPECTED_ERROR_MESSAGE } };
}

function clamp<T>(endpoint: string, items: T[], limit: number | undefined): T[] {
  if (limit === undefined || items.length <= limit) return items;
  apiLogger.warn(`API answer on ${endpoint} holds ${items.length} items where ${limit} were asked for; showing ${limit}.`);
  return items.slice(0, limit);
}

/**
 * Checks an unwrapped `data` against the endpoint's shape. `status` is the HTTP status of the
 * answer, `params` the query parameters sent (for the page size).
 */
export function shapeData(endpoint: string, data: unknown, status: number, params?: unknown): Shaped {
  const shape = shapes.get(endpoint);
  if (!shape) return { data };
  if (shape === 'record') {
    if (data === null || data === undefined) {
      apiLogger.warn(`API answer on ${endpoint} holds no record.`);
      return { error: { status: 404, code: 'not_found', message: statusMessage(404) } };
    }
    return isObject(data) ? { data } : malformed(endpoint, status, data);
  }
  if (data === null || data === undefined) {
    return { data: shape === 'list' ? [] : { results: [], count: 0 } };
  }
  if (shape === 'list') {
    return Array.isArray(data) ? { data } : malformed(endpoint, status, data);
  }
  const limit = requestedLimit(params);
  if (Array.isArray(data)) {
    apiLogger.warn(`API answer on ${endpoint} is a bare list where a page was expected; paging it here.`);
    const offset = isObject(params) && Number.isInteger(Number(params.o)) ? Math.max(0, Number(params.o)) : 0;
    const results = limit === undefined ? data : data.slice(offset, offset + limit);
    return { data: { results, count: data.length } };
  }
  if (!isObject(data)) return malformed(endpoint, status, data);
  if (data.results === null || data.results === undefined) {
    return { data: { ...data, results: [], count: typeof data.count === 'number' ? data.count : 0 } };
  }
  if (!Array.isArray(data.results)) return malformed(endpoint, status, data);
  const results = clamp(endpoint, data.results, limit);
  const count = typeof data.count === 'number' && Number.isFinite(data.count) && data.count >= 0 ? data.count : results.length;
  return { data: { ...data, results, count } };
}
