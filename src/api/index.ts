// The only module the app imports API hooks and types from (generated code is never edited).
// Lists default to [] and pages to {results: [], count: 0} when a host answers `{"data": null}`,
// as the product has always treated missing lists as empty (see ./shapes). A page's `rejected`
// counts its records that broke the contract (rejectedCount).
import { dalilApi } from './generated/endpoints.gen';
import type { Page } from './shapes';

export * from './generated/endpoints.gen';
export type { ApiError, ApiErrorKind } from './errors';
export { isApiError, isBrokenRecord, isNetworkOrCorsError, isNotFound, isRetryable, API_TIMEOUT_MS, retryAfterMinutes } from './errors';

// Answers are checked against the contract in the base query (./shapes): a missing list is empty,
// a wrong envelope is an error state, and records that break the contract are left out.
export const api = dalilApi;

export type { Page };

/** How many records of a page were left out for breaking the contract (0 when none were). */
export function rejectedCount(page: unknown): number {
  const rejected = typeof page === 'object' && page !== null ? (page as { rejected?: unknown }).rejected : undefined;
  return typeof rejected === 'number' ? rejected : 0;
}
