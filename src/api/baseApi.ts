// The one empty base api. Endpoints are generated into ./generated (npm run codegen) and
// enhanced in ./index.ts, the only module the app imports API hooks from.
import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import { getRuntimeConfig, loadRuntimeConfig } from '@/config/runtime';
import { API_TIMEOUT_MS, type ApiError } from './errors';

interface ErrorEnvelope {
  error?: { code?: string; message?: string; fields?: Record<string, string> };
}

function toApiError(error: { status: unknown; data?: unknown; error?: string; originalStatus?: number }): ApiError {
  if (error.status === 'FETCH_ERROR') return { status: 0, code: 'network_error', message: 'Network Error' };
  if (error.status === 'TIMEOUT_ERROR') {
    return { status: 0, code: 'timeout', message: `timeout of ${API_TIMEOUT_MS}ms exceeded` };
  }
  if (error.status === 'PARSING_ERROR') {
    const status = error.originalStatus ?? 0;
    return { status, code: 'parse_error', message: `Request failed with status code ${status}` };
  }
  const status = typeof error.status === 'number' ? error.status : 0;
  const body = (error.data ?? {}) as ErrorEnvelope;
  return {
    status,
    code: body.error?.code ?? `http_${status}`,
    message: body.error?.message || `Request failed with status code ${status}`,
    ...(body.error?.fields ? { fields: body.error.fields } : {}),
  };
}

function logApiError(url: string, error: ApiError): void {
  if (process.env.NODE_ENV === 'test') return;
  console.warn(`API error on ${url}:`, error.message, error);
  if (error.code === 'network_error' || /cors/i.test(error.message)) {
    console.warn(`The API server must allow requests from this web origin (${window.location.origin}).`);
  }
}

/** An empty search box means "no filter": the contract rejects `?search=` (no allowEmptyValue). */
function withoutEmptyParams(args: string | FetchArgs): string | FetchArgs {
  if (typeof args === 'string' || !args.params) return args;
  const params = Object.fromEntries(
    Object.entries(args.params as Record<string, unknown>).filter(
      ([, value]) => value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === ''),
    ),
  );
  return { ...args, params };
}

/**
 * fetchBaseQuery against the configured host, with the 30 s timeout, JSON, and the
 * `{ "data": ... }` envelope unwrapped here and nowhere else.
 */
export const envelopeBaseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extra) => {
  await loadRuntimeConfig();
  const query = fetchBaseQuery({
    baseUrl: getRuntimeConfig().apiBaseUrl,
    timeout: API_TIMEOUT_MS,
    prepareHeaders: (headers) => {
      headers.set('Accept', 'application/json');
      return headers;
    },
  });
  const result = await query(withoutEmptyParams(args), api, extra as object);
  if (result.error) {
    const error = toApiError(result.error as Parameters<typeof toApiError>[0]);
    logApiError(typeof args === 'string' ? args : args.url, error);
    return { error, meta: result.meta };
  }
  const body = result.data as { data?: unknown } | null | undefined;
  // null, not undefined: RTK Query treats an undefined result as a broken base query.
  return { data: body?.data ?? null, meta: result.meta };
};

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: envelopeBaseQuery,
  // Directory data changes slowly; keep a screen's data for 5 minutes after it is left.
  keepUnusedDataFor: 300,
  endpoints: () => ({}),
});
