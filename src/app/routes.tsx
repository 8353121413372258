// Every route of the product, drawn from the one route table (src/config/routeTable.ts); each
// feature folder's screens are their own chunk (`lazyScreen`), so the first download carries only
// the shell. The declarative router (<Routes>) is about 17 KB gz lighter than the data router
// (createBrowserRouter). Each screen's loader is its feature's `routeData` (src/store/routeData.ts),
// which ./routeData.ts finds and runs before a render; the data router's lazy routes, error elements and
// scroll restoration are owned by this file and Layout.
import type { ComponentType } from 'react';
import { Outlet, Route, Routes, matchRoutes } from 'react-router-dom';
import { routeTable, type ScreenFeature, type ScreenRoute } from '@/config/routeTable';
import type { RouteData, RoutePaths } from '@/store';
import { Layout } from '@/components/layout/Layout';
import { lazyScreen, type LazyScreen } from './lazyScreen';
import { RouteErrorBoundary } from './RouteError';
import { ScreenMounted } from './screenMounted';

/** Each feature folder's screens and route data, one chunk per folder. */
export const featureModules = {
  home: () => import('@/features/home'),
  partners: () => import('@/features/partners'),
  offers: () => import('@/features/offers'),
  products: () => import('@/features/products'),
  categories: () => import('@/features/categories'),
  register: () => import('@/features/register'),
  search: () => import('@/features/search'),
  saved: () => import('@/features/saved'),
  ads: () => import('@/features/ads'),
  pages: () => import('@/features/pages'),
} satisfies Record<ScreenFeature, () => Promise<object>>;

type FeatureModule<F extends ScreenFeature> = Awaited<ReturnType<(typeof featureModules)[F]>>;
/** A row whose path has a param (`/partners/:id`) names records: its screen declares which (`routePaths`), unless the publish leaves it out. */
type PathsDeclared<R, F extends ScreenFeature, S extends string> = R extends { path: `${string}:${string}` }
  ? R extends { published: false }
    ? true
    : FeatureModule<F> extends { routePaths: { readonly [K in S]: RoutePaths } }
      ? true
      : false
  : true;

/**
 * A table row whose screen its feature's index really exports, with the screen's route data
 * (`routeData`, by screen) and, on a path with a param, its published pages (`routePaths`): a row
 * without them fails to compile.
 */
type ExportedScreen<R> = R extends { feature: infer F extends ScreenFeature; screen: infer S extends string }
  ? S extends keyof FeatureModule<F>
    ? FeatureModule<F> extends { routeData: { readonly [K in S]: RouteData } }
      ? PathsDeclared<R, F, S> extends true
        ? R
        : never
      : never
    : never
  : never;

/** Each screen once, however many paths show it. */
const lazyScreens = new Map<string, LazyScreen>();

function screenOf({ feature, screen }: ScreenRoute): LazyScreen {
  const key = `${feature}.${screen}`;
  let lazy = lazyScreens.get(key);
  if (!lazy) {
    lazy = lazyScreen(() =>
      featureModules[feature]().then((module) => {
        const component = (module as Record<string, unknown>)[screen];
        if (typeof component !== 'function') throw new Error(`@/features/${feature} exports no screen ${screen}`);
        return component as ComponentType;
      }),
    );
    lazyScreens.set(key, lazy);
  }
  return lazy;
}

const screenRoutes = (routeTable satisfies readonly ExportedScreen<(typeof routeTable)[number]>[]).map((route) => ({ ...route, Screen: screenOf(route) }));

/**
 * The route table's row for `pathname` (an English path), with its screen: the not-found row (the
 * table's last, `*`) when none matches, and the path's own params (`id` of /categories/:id). The one
 * matcher, for the server's render and the boot alike.
 */
export function matchScreen(pathname: string): { route: (typeof screenRoutes)[number]; params: Readonly<Record<string, string | undefined>> } {
  const match = matchRoutes(screenRoutes, pathname)?.[0];
  return match ? { route: match.route, params: match.params } : { route: screenRoutes[screenRoutes.length - 1], params: {} };
}

/** The route table's row for `pathname` (an English path): the not-found row when none matches. */
export function screenRouteOf(pathname: string): ScreenRoute {
  const { path, feature, screen } = matchScreen(pathname).route;
  return { path, feature, screen };
}

/**
 * Starts loading the screen at `pathname` (resolving once it can render without suspending), so
 * the first render draws the screen itself rather than the loading bar and then the screen.
 */
export function preloadScreen(pathname: string): Promise<void> {
  return matchScreen(pathname).route.Screen.preload().then(() => undefined);
}

/**
 * A screen that throws (or whose chunk fails to download) shows the error page inside the frame.
 * ScreenMounted tells a published page's boot when the screen itself is hydrated (src/main.tsx).
 */
function ScreenErrors() {
  return (
    <RouteErrorBoundary>
      <Outlet />
      <ScreenMounted />
    </RouteErrorBoundary>
  );
}

/** The app's routes: every screen in the page frame (Layout). */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Routes>
        <Route element={<Layout />}>
          <Route element={<ScreenErrors />}>
            {screenRoutes.map(({ path, Screen }) => (
              <Route key={path} path={path} element={<Screen />} />
            ))}
          </Route>
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
