import type { ApiError } from '@/api';
import type { Language, TFunction } from '@/lib/i18n';
import { isNetworkOrCorsFailure, retryAfterMinutes } from '@/lib/apiFailure';

/** An API failure value (@/api's ApiError), read by its shape: shared components take API types only. */
function asApiError(error: unknown): ApiError | undefined {
  const value = error as Partial<ApiError> | null | undefined;
  return typeof value?.kind === 'string' && typeof value.status === 'number' ? (value as ApiError) : undefined;
}

/**
 * A failure put in words in the page's language (docs/product.md §8), from the ui catalogue: in
 * English the HTTP client's own wording ('Network Error', 'Request failed with status code N',
 * 'timeout of Nms exceeded'), in Arabic its translation. A server's own message is shown as it
 * came, in any language; so is the message of an error that is no API failure. `networkMessage`
 * is a list's own "server configuration" sentence for a network or CORS failure, where it has one.
 * Undefined when there is nothing to say (the box then says 'An unexpected error occurred').
 */
export function errorText(
  error: unknown,
  t: TFunction<'ui'>,
  language: Language,
  networkMessage?: string,
): string | undefined {
  const failure = asApiError(error);
  if (!failure) {
    const message = (error as { message?: unknown } | null | undefined)?.message;
    return typeof message === 'string' ? message : undefined;
  }
  if (networkMessage && isNetworkOrCorsFailure(failure)) return networkMessage;
  switch (failure.kind) {
    case 'network':
      return t('error.network');
    // The spec writes the English figure ungrouped ("timeout of 30000ms exceeded"); Arabic groups
    // it in its own digits, as every number the catalogue interpolates.
    case 'timeout':
      return t('error.timeout', { ms: language === 'en' ? String(failure.timeoutMs ?? 0) : (failure.timeoutMs ?? 0) });
    case 'rateLimited': {
      const minutes = retryAfterMinutes(failure.retryAfterSeconds ?? 0);
      return t('error.rateLimited', { count: minutes, n: minutes });
    }
    case 'status':
      return failure.serverMessage || t('error.status', { status: failure.status });
    default:
      return t('error.fallback');
  }
}
