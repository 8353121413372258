// A route's data, declared once beside its screen (each feature's index exports `routeData`, by
// screen): the loader pattern of React Router's pre-rendering and RTK Query's server guide. The
// loader starts, through `load`, every call the screen's hooks make at an address, with the same
// arguments (built by the same helpers), so the hooks meet the answers in the cache. It may await
// one answer before starting the calls that depend on it (a product's company). The publish, the
// boot and the refresh of a published page all run it (src/app/routeData.ts `startRouteCalls`).
import type { ApiEndpointQuery, QueryDefinition } from '@reduxjs/toolkit/query';
import type { AppDispatch } from './store';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query endpoint of the api
type QueryEndpoint = ApiEndpointQuery<QueryDefinition<any, any, any, any, any>, any>;
type ArgOf<E> = E extends { Types: { QueryArg: infer A } } ? A : never;
type ResultOf<E> = E extends { Types: { ResultType: infer R } } ? R : never;

/** One call a route's data started: the endpoint's name and its argument, as RTK Query's cache names them. */
export interface RouteCall {
  readonly endpoint: string;
  readonly arg: unknown;
}

/** Starts `endpoint(arg)`, resolving to its answer's data, or undefined when the call fails. */
export type RouteLoad = <E extends QueryEndpoint>(endpoint: E, arg: ArgOf<E>) => Promise<ResultOf<E> | undefined>;

/** The address a route's data is started for: the route's own params (`id` of /partners/:id) and its query. */
export interface RouteAddress {
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly search: URLSearchParams;
}

/** A route's loader: starts every call its screen makes at `address`; settled once it has started the last. */
export type RouteData = (load: RouteLoad, address: RouteAddress) => void | Promise<void>;

/**
 * Walks every page of the paged list `endpoint(arg)` (answered `{ results, count }`, asked `o`/`l`
 * as the walker likes): each record of it is one page to publish, at the route's path with the
 * record's id for `:id`.
 */
export type WalkRecords = <E extends QueryEndpoint>(endpoint: E, arg: Omit<ArgOf<E>, 'o' | 'l'>) => Promise<void>;

/**
 * A record screen's published pages (`/partners/:id`): the paged lists whose records each have a
 * page, declared beside its route data (each feature's `routePaths`, by screen) and walked by the
 * publish (src/app/publishedPages.ts).
 */
export type RoutePaths = (walk: WalkRecords) => Promise<unknown>;

/** The route data of a screen that asks the API for nothing (about, the form, saved places). */
export const noRouteData: RouteData = () => undefined;

export interface RunOptions {
  /**
   * Ask again even for answers the cache holds (the refresh of a published page after hydration):
   * RTK Query keeps each query's data while it refetches, and structural sharing keeps an
   * unchanged answer the same object, so nothing on the page redraws for it.
   */
  readonly force?: boolean;
}

/**
 * Runs `data` for `address` in the store of `dispatch`: each call it starts, unsubscribed (the
 * screen's hooks subscribe as they mount; an answer no screen takes up is dropped after the cache's
 * keepUnusedDataFor). Settled once every call it started has (a failed call too, kept in the cache
 * as the screen shows it), with the calls it started, in order.
 */
export async function runRouteData(dispatch: AppDispatch, data: RouteData, address: RouteAddress, { force = false }: RunOptions = {}): Promise<RouteCall[]> {
  const calls: RouteCall[] = [];
  const answers: Promise<unknown>[] = [];
  const load: RouteLoad = (endpoint, arg) => {
    calls.push({ endpoint: endpoint.name, arg });
    const started = dispatch(endpoint.initiate(arg, { subscribe: false, forceRefetch: force }) as never) as unknown as PromiseLike<{ data?: never }>;
    const answer = Promise.resolve(started).then((result) => result.data);
    answers.push(answer);
    return answer;
  };
  await data(load, address);
  // A loader that awaited one answer has started the calls that depend on it by now.
  await Promise.all(answers);
  return calls;
}
