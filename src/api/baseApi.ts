// The one empty base api. Endpoints are generated into ./generated (npm run codegen) and
// enhanced in ./index.ts, the only module the app imports API hooks from.
import { buildCreateApi, coreModule, fetchBaseQuery, reactHooksModule, type BaseQueryApi, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import { getRuntimeConfig, loadRuntimeConfig } from '@/config/runtime';
import { isNetworkOrCorsError, type ApiError } from './errors';
import { apiLogger } from '@/lib/logger';
import type { ShapeAnswer } from './shapes';

/**
 * The contract check of a call's answers (./shapes, which loads the record validator of the call's
 * schema, generated from openapi.yaml): asked for with the call, in parallel with it, each part
 * its own small chunk, so the first load carries none of it and a route only its own calls' validators.
 */
const loadAnswerCheck = (endpoint: string, known: unknown): Promise<ShapeAnswer> =>
  import(/* webpackChunkName: "contract" */ './shapes').then((shapes) => shapes.answerCheck(endpoint, known));

/** The data the cache holds for this query already (a published page's, an earlier answer's), if any. */
function cachedData(api: BaseQueryApi): unknown {
  if (api.type !== 'query' || !api.queryCacheKey) return undefined;
  const state = api.getState() as { api?: { queries?: Record<string, { data?: unknown } | undefined> } };
  return state.api?.queries?.[api.queryCacheKey]?.data;
}

interface ErrorEnvelope {
  error?: { code?: string; message?: string; fields?: Record<string, string>; codes?: Record<string, string> };
}

/** Retry-After in seconds, from either of its forms (delta-seconds or an HTTP date). */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/** The failure as a value (./errors): its kind and numbers, the server's own message if it sent one. */
function toApiError(
  error: { status: unknown; data?: unknown; error?: string; originalStatus?: number },
  timeoutMs: number,
  response?: Response,
): ApiError {
  if (error.status === 'FETCH_ERROR') return { kind: 'network', status: 0, code: 'network_error' };
  if (error.status === 'TIMEOUT_ERROR') return { kind: 'timeout', status: 0, code: 'timeout', timeoutMs };
  const retryAfter = parseRetryAfter(response?.headers.get('Retry-After'));
  const status0 = error.status === 'PARSING_ERROR' ? (error.originalStatus ?? 0) : error.status;
  if (status0 === 429 && retryAfter !== undefined) {
    return { kind: 'rateLimited', status: 429, code: 'rate_limited', retryAfterSeconds: retryAfter };
  }
  if (error.status === 'PARSING_ERROR') {
    return { kind: 'status', status: error.originalStatus ?? 0, code: 'parse_error' };
  }
  const status = typeof error.status === 'number' ? error.status : 0;
  const body = (error.data ?? {}) as ErrorEnvelope;
  return {
    kind: 'status',
    status,
    code: body.error?.code ?? `http_${status}`,
    ...(body.error?.message ? { serverMessage: body.error.message } : {}),
    ...(body.error?.fields ? { fields: body.error.fields } : {}),
    ...(body.error?.codes ? { codes: body.error.codes } : {}),
  };
}

function logApiError(url: string, error: ApiError): void {
  apiLogger.warn(`API error on ${url}:`, error.serverMessage ?? error.code, error);
  // The hint names the page's web origin, which only a browser has (and only a browser does CORS):
  // on the server, the publish, a network failure is the call's failure, reported as such.
  if (isNetworkOrCorsError(error) && typeof window !== 'undefined') {
    apiLogger.warn(`The API server must allow requests from this web origin (${window.location.origin}).`);
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
 * One fetchBaseQuery per configuration (host and timeout), made when the configuration is first
 * used rather than on every call: its set-up was ~150 ms of a page's first burst of calls at 4x CPU
 * (issue 31's trace of home).
 */
let configuredQuery: { apiBaseUrl: string; apiTimeoutMs: number; query: ReturnType<typeof fetchBaseQuery> } | undefined;
function queryFor(apiBaseUrl: string, apiTimeoutMs: number): ReturnType<typeof fetchBaseQuery> {
  if (configuredQuery?.apiBaseUrl !== apiBaseUrl || configuredQuery.apiTimeoutMs !== apiTimeoutMs) {
    const query = fetchBaseQuery({
      baseUrl: apiBaseUrl,
      timeout: apiTimeoutMs,
      prepareHeaders: (headers) => {
        headers.set('Accept', 'application/json');
        return headers;
      },
    });
    configuredQuery = { apiBaseUrl, apiTimeoutMs, query };
  }
  return configuredQuery.query;
}

/**
 * fetchBaseQuery against the configured host, with the configured timeout (30 s unless
 * config.json says otherwise), JSON, and the
 * `{ "data": ... }` envelope unwrapped here and nowhere else.
 */
export const envelopeBaseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extra) => {
  // Asked for at once (and caught here): awaited only once the answer is in.
  const checking = loadAnswerCheck(api.endpoint, cachedData(api));
  checking.catch(() => undefined);
  await loadRuntimeConfig();
  const { apiBaseUrl, apiTimeoutMs } = getRuntimeConfig();
  const query = queryFor(apiBaseUrl, apiTimeoutMs);
  const result = await query(withoutEmptyParams(args), api, extra as object);
  const url = typeof args === 'string' ? args : args.url;
  if (result.error) {
    const error = toApiError(result.error as Parameters<typeof toApiError>[0], apiTimeoutMs, result.meta?.response);
    logApiError(url, error);
    return { error, meta: result.meta };
  }
  let shaped: Awaited<ReturnType<ShapeAnswer>>;
  try {
    // The check also reads whether the worker answered from its cache ("Shown as of …", ./shapes).
    shaped = await (await checking)(result.data, result.meta?.response, typeof args === 'string' ? undefined : args.params);
  } catch {
    // The check's own chunks did not arrive (offline, a new deploy): no answer goes unchecked.
    const error = toApiError({ status: 'FETCH_ERROR' }, apiTimeoutMs);
    logApiError(url, error);
    return { error, meta: result.meta };
  }
  if ('error' in shaped) {
    logApiError(url, shaped.error);
    return { error: shaped.error, meta: result.meta };
  }
  // The {data} envelope, unwrapped by the check. null, not undefined: RTK Query treats an
  // undefined result as a broken base query.
  return { data: shaped.data ?? null, meta: result.meta };
};

// Calls start from a route's data (src/store/routeData.ts) before a render, and from hooks' effects
// in the browser; a render itself starts none, on the server or in the browser.
const createApi = buildCreateApi(coreModule(), reactHooksModule());

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: envelopeBaseQuery,
  // Directory data changes slowly; keep a screen's data for 5 minutes after it is left.
  keepUnusedDataFor: 300,
  endpoints: () => ({}),
});
