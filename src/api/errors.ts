import { rateLimitMessage } from '@/lib/clientMessages';

// One error shape for every API failure, whatever went wrong on the way.
export interface ApiError {
  /** HTTP status, or 0 when no response arrived (network, CORS, timeout). */
  status: number;
  /** Human-readable message: the server's own, else the HTTP client's wording. */
  message: string;
  /** Machine code from the error body, or 'network_error' / 'timeout' / 'parse_error'. */
  code: string;
  /** Validation messages by field (422), in English for developers: never shown. */
  fields?: Record<string, string>;
  /** What failed, by field (the contract's FieldErrorCode; a newer host may send others). */
  codes?: Record<string, string>;
  /** How long the host asked us to wait (429 with Retry-After), in seconds. */
  retryAfterSeconds?: number;
}

/** The default request timeout; config.json's apiTimeoutMs overrides it (tests shorten it). */
export const API_TIMEOUT_MS = 30_000;

/** Whole minutes to wait, at least one: Retry-After 90 reads "try again in 2 minutes". */
export function retryAfterMinutes(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}

/** The 429 message once the host has said how long to wait. */
export function retryAfterMessage(seconds: number): string {
  return rateLimitMessage(retryAfterMinutes(seconds));
}

export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiError).status === 'number' &&
    typeof (value as ApiError).message === 'string'
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

/** True when the request never got an answer the browser could read: offline, CORS, DNS. */
export function isNetworkOrCorsError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.code === 'network_error' || /cors/i.test(error.message);
}

/** The message to show for an RTK Query error value (which may also be a SerializedError). */
export function errorMessage(error: unknown): string | undefined {
  if (isApiError(error)) return error.message;
  if (error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string') {
    return (error as { message: string }).message;
  }
  return undefined;
}
