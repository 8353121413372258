// The one place a route's calls are started: the publish (./renderPage), the boot (src/main.tsx)
// and the refresh of a published page after hydration all run the route data its screen declares
// (src/store/routeData.ts, each feature's `routeData`).
import { barePath } from '@/lib/languagePath';
import { api } from '@/api';
import { runRouteData, type AppDispatch, type AppStore, type RouteCall, type RunOptions } from '@/store';
import { routeDataAt } from './routes';

/**
 * Starts the calls of the screen at `url` (a path with /ar for Arabic, and its query), settled
 * once every one has, with the calls it started. `force`: ask again for answers the cache holds.
 */
export async function startRouteCalls(dispatch: AppDispatch, url: string, options?: RunOptions): Promise<RouteCall[]> {
  const { pathname, search } = new URL(url, 'http://dalil.invalid');
  const { data, address } = await routeDataAt(barePath(pathname), search);
  return runRouteData(dispatch, data, address, options);
}

type SelectAnswer = (arg: unknown) => (state: ReturnType<AppStore['getState']>) => { data?: unknown };

/** Asks afresh for every call of the page at `url`, in `store`: each call with its answer's data (a saved record's offline copy). */
export async function loadPageAnswers(store: AppStore, url: string): Promise<(readonly [RouteCall, unknown])[]> {
  const calls = await startRouteCalls(store.dispatch, url, { force: true });
  const state = store.getState();
  const endpoints = api.endpoints as unknown as Record<string, { select: SelectAnswer }>;
  return calls.map((call) => [call, endpoints[call.endpoint].select(call.arg)(state).data] as const);
}
