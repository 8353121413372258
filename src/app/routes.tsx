// Every route of the product; each screen is its own chunk (`lazy`), so the first download carries
// only the shell. The declarative router (<Routes>) is about 17 KB gz lighter than the data router
// (createBrowserRouter): no screen has a loader or action, so nothing of the data router was used
// but its lazy routes, error elements and scroll restoration, which this file and Layout now own.
// webpack.config.js reads the tables below as text (route preloads in index.html): keep each entry
// on one line, as `<screen>: lazyScreen(() => import('@/features/<folder>')` and
// `path: paths.<name>.path, Screen: screens.<screen>`.
import { Outlet, Route, Routes, matchRoutes } from 'react-router-dom';
import { api } from '@/api';
import { paths } from '@/config/paths';
import { parsePositiveInt } from '@/lib/positiveInt';
import { Layout } from '@/components/layout/Layout';
import { lazyScreen, type LazyScreen } from './lazyScreen';
import type { AppDispatch } from '@/store';
import { RouteErrorBoundary } from './RouteError';
import { ScreenMounted } from './screenMounted';

/** Each screen once: two paths showing one screen (a list and its open panel) keep its state. */
const screens = {
  home: lazyScreen(() => import('@/features/home').then((m) => m.HomePage)),
  partners: lazyScreen(() => import('@/features/partners').then((m) => m.PartnersPage)),
  partner: lazyScreen(() => import('@/features/partners').then((m) => m.PartnerDetailPage)),
  offers: lazyScreen(() => import('@/features/offers').then((m) => m.OffersPage)),
  offer: lazyScreen(() => import('@/features/offers').then((m) => m.OfferDetailPage)),
  products: lazyScreen(() => import('@/features/products').then((m) => m.ProductsPage)),
  product: lazyScreen(() => import('@/features/products').then((m) => m.ProductPage)),
  categories: lazyScreen(() => import('@/features/categories').then((m) => m.CategoriesPage)),
  register: lazyScreen(() => import('@/features/register').then((m) => m.RegisterPage)),
  search: lazyScreen(() => import('@/features/search').then((m) => m.SearchPage)),
  saved: lazyScreen(() => import('@/features/saved').then((m) => m.SavedPage)),
  ad: lazyScreen(() => import('@/features/ads').then((m) => m.AdDetailPage)),
  about: lazyScreen(() => import('@/features/pages').then((m) => m.AboutPage)),
  contact: lazyScreen(() => import('@/features/pages').then((m) => m.ContactPage)),
  privacy: lazyScreen(() => import('@/features/pages').then((m) => m.PrivacyPage)),
  notFound: lazyScreen(() => import('@/features/pages').then((m) => m.NotFoundPage)),
} satisfies Record<string, LazyScreen>;

/**
 * A detail screen's record, asked for with the arguments its screen passes to the same hook, so
 * the screen finds it in the cache (src/main.tsx, preloadRecord).
 */
type RecordCall = (dispatch: AppDispatch, id: number) => PromiseLike<unknown>;

const screenRoutes: { path: string; Screen: LazyScreen; record?: RecordCall }[] = [
  { path: paths.home.path, Screen: screens.home },
  { path: paths.partners.path, Screen: screens.partners },
  { path: paths.partner.path, Screen: screens.partner, record: (dispatch, id) => dispatch(api.endpoints.getCompanyById.initiate({ id }, { subscribe: false })) },
  { path: paths.offers.path, Screen: screens.offers },
  { path: paths.offer.path, Screen: screens.offer, record: (dispatch, id) => dispatch(api.endpoints.getOfferDetails.initiate({ id }, { subscribe: false })) },
  { path: paths.products.path, Screen: screens.products },
  { path: paths.product.path, Screen: screens.product, record: (dispatch, id) => dispatch(api.endpoints.getProductDetails.initiate({ id }, { subscribe: false })) },
  { path: paths.categories.path, Screen: screens.categories },
  { path: paths.category.path, Screen: screens.categories },
  { path: paths.register.path, Screen: screens.register },
  { path: paths.join.path, Screen: screens.register },
  { path: paths.search.path, Screen: screens.search },
  { path: paths.saved.path, Screen: screens.saved },
  { path: paths.ad.path, Screen: screens.ad, record: (dispatch, id) => dispatch(api.endpoints.getAdById.initiate({ id }, { subscribe: false })) },
  { path: paths.about.path, Screen: screens.about },
  { path: paths.contact.path, Screen: screens.contact },
  { path: paths.privacy.path, Screen: screens.privacy },
  { path: '*', Screen: screens.notFound },
];

/**
 * Starts loading the screen at `pathname` (resolving once it can render without suspending), so
 * the first render draws the screen itself rather than the loading bar and then the screen.
 */
export function preloadScreen(pathname: string): Promise<void> {
  const match = matchRoutes(screenRoutes, pathname)?.[0]?.route;
  return match ? match.Screen.preload().then(() => undefined) : Promise.resolve();
}

/**
 * On a detail screen whose record the head's call has already brought (src/api/bootCall.ts), puts
 * that record in the store (the base query takes the head's answer: no second request), so the
 * first render draws the record rather than a skeleton. After index.html's record preview
 * (src/app/bootPreview.ts) that first render draws the same photo or name in the same place; a
 * skeleton in between would blank it for a moment.
 */
export function preloadRecord(pathname: string, dispatch: AppDispatch): Promise<void> {
  const [match] = matchRoutes(screenRoutes, pathname) ?? [];
  const id = parsePositiveInt(match?.params.id);
  const record = match?.route.record;
  if (!record || id === null) return Promise.resolve();
  return Promise.resolve(record(dispatch, id)).then(() => undefined);
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
