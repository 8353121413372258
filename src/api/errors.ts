import { isApiError, isNetworkOrCorsFailure } from '@/lib/apiFailure';

// The readings a screen's own code needs too (a record screen's failure, in DetailPage) live below both.
export { isApiError, isBrokenRecord, isNotFound, isRetryable, retryAfterMinutes } from '@/lib/apiFailure';

/**
 * What went wrong, as a value: the screen puts it in words in the page's language (ErrorBox, from
 * the catalogues), so nothing here is a sentence and nothing reads a sentence back.
 * - 'network': no answer the browser could read (offline, CORS, DNS);
 * - 'timeout': the app's own timer ended the call after `timeoutMs`;
 * - 'rateLimited': a 429 that said how long to wait (`retryAfterSeconds`);
 * - 'status': the server answered with an error status (its own `serverMessage`, if it sent one);
 * - 'unexpected': an answer came but could not be used (it broke the contract).
 */
export type ApiErrorKind = 'network' | 'timeout' | 'rateLimited' | 'status' | 'unexpected';

// One error shape for every API failure, whatever went wrong on the way.
export interface ApiError {
  kind: ApiErrorKind;
  /** HTTP status, or 0 when no response arrived (network, CORS, timeout). */
  status: number;
  /** Machine code from the error body, or 'network_error' / 'timeout' / 'parse_error'. */
  code: string;
  /** The server's own message from the error body, shown as it came, in whatever language it is. */
  serverMessage?: string;
  /** How long the app waited before giving up (kind 'timeout'), in milliseconds. */
  timeoutMs?: number;
  /** Validation messages by field (422), in English for developers: never shown. */
  fields?: Record<string, string>;
  /** What failed, by field (the contract's FieldErrorCode; a newer host may send others). */
  codes?: Record<string, string>;
  /** How long the host asked us to wait (429 with Retry-After), in seconds. */
  retryAfterSeconds?: number;
}

/** The default request timeout; config.json's apiTimeoutMs overrides it (tests shorten it). */
export const API_TIMEOUT_MS = 30_000;

/** True when the request never got an answer the browser could read: offline, CORS, DNS. */
export function isNetworkOrCorsError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return isNetworkOrCorsFailure(error);
}
