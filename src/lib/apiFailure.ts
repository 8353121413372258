import type { ApiError } from '@/api';

// The readings of an API failure value that both the API layer (its log, its public entry) and the
// shared screens (the error box's words, a detail page's failure) need: kept here, below both, so
// each rule is written once.

/** Whole minutes to wait, at least one: Retry-After 90 reads "try again in 2 minutes". */
export function retryAfterMinutes(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}

/**
 * docs/product.md §8: a failure where the browser could not read the answer (offline, DNS, CORS),
 * or whose server message mentions CORS. A list that has its own "server configuration" sentence says it then.
 */
export function isNetworkOrCorsFailure(error: Pick<ApiError, 'kind' | 'serverMessage'>): boolean {
  return error.kind === 'network' || /cors/i.test(error.serverMessage ?? '');
}

/** One of the API layer's failure values (ApiError), whatever went wrong. */
export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiError).status === 'number' &&
    typeof (value as ApiError).kind === 'string'
  );
}

/** True when the server answered that the record asked for is not there (404). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/** True when the record came but broke the contract where it cannot be shown without (issue 34). */
export function isBrokenRecord(error: unknown): boolean {
  return isApiError(error) && error.code === 'bad_record';
}

/**
 * True for a failure that asking again may mend: offline, a timeout, a server error. Not for the
 * server's word that the record is not there, nor when nothing failed.
 */
export function isRetryable(error: unknown): boolean {
  return error !== undefined && error !== null && !isNotFound(error);
}
