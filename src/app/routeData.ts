// The one place a route's calls are started: the publish (./renderPage), the boot of an address
// with a query (src/main.tsx), and a saved record's offline copy (./pageAnswers) all run the route
// data its screen declares (src/store/routeData.ts, each feature's `routeData`). Off the first
// download: a hydrated page starts none of its calls, its answers came with its HTML.
import { barePath } from '@/lib/languagePath';
import { runRouteData, type AppDispatch, type RouteAddress, type RouteCall, type RouteData, type RunOptions } from '@/store';
import { featureModules, matchScreen } from './routes';

/** The route data of the screen at `pathname` (an English path), and the address it is run for. */
export async function routeDataAt(pathname: string, search: string): Promise<{ data: RouteData; address: RouteAddress }> {
  const { route, params } = matchScreen(pathname);
  const module = (await featureModules[route.feature]()) as unknown as { routeData: Record<string, RouteData> };
  return { data: module.routeData[route.screen], address: { params, search: new URLSearchParams(search) } };
}

/**
 * Starts the calls of the screen at `url` (a path with /ar for Arabic, and its query), settled
 * once every one has, with the calls it started. `force`: ask again for answers the cache holds.
 */
export async function startRouteCalls(dispatch: AppDispatch, url: string, options?: RunOptions): Promise<RouteCall[]> {
  const { pathname, search } = new URL(url, 'http://dalil.invalid');
  const { data, address } = await routeDataAt(barePath(pathname), search);
  return runRouteData(dispatch, data, address, options);
}
