import type { ApiError } from '@/api';

// The two readings of an API failure value that both the API layer (its log) and the screens (the
// error box's words) need: kept here, below both, so each rule is written once.

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
