// One error shape for every API failure, whatever went wrong on the way.
export interface ApiError {
  /** HTTP status, or 0 when no response arrived (network, CORS, timeout). */
  status: number;
  /** Human-readable message: the server's own, else the HTTP client's wording. */
  message: string;
  /** Machine code from the error body, or 'network_error' / 'timeout' / 'parse_error'. */
  code: string;
  /** Validation messages by field (422). */
  fields?: Record<string, string>;
}

export const API_TIMEOUT_MS = 30_000;

export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiError).status === 'number' &&
    typeof (value as ApiError).message === 'string'
  );
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
