// The app's one route table, as data: which screen of which feature folder each path shows.
// src/app/routes.tsx draws it (each feature folder's screens are one lazily loaded chunk), and the
// publish step reads the same table through the renderer (src/app/renderPage.tsx names a page's
// feature, whose chunks the build lists in dist/publish-manifest.json). Nothing parses a source file.
import { paths } from './paths';

/** The feature folders whose screens the routes show, each its own chunk. */
export type ScreenFeature = 'home' | 'partners' | 'offers' | 'products' | 'categories' | 'register' | 'search' | 'saved' | 'ads' | 'pages';

export interface ScreenRoute {
  /** A react-router path pattern (`/partners/:id`), or `*` for every other address. */
  readonly path: string;
  readonly feature: ScreenFeature;
  /** The screen component's export name in the feature's index. */
  readonly screen: string;
  /**
   * False for a path the publish leaves out: an alias of another row's screen (/join), or a page
   * that is the visitor's own (/saved). A path with a param is published once per record its
   * screen's `routePaths` walks (src/app/publishedPages.ts).
   */
  readonly published?: false;
}

/** Two paths naming one screen (a list and its open panel) show one component, which keeps its state. */
export const routeTable = [
  { path: paths.home.path, feature: 'home', screen: 'HomePage' },
  { path: paths.partners.path, feature: 'partners', screen: 'PartnersPage' },
  { path: paths.partner.path, feature: 'partners', screen: 'PartnerDetailPage' },
  { path: paths.offers.path, feature: 'offers', screen: 'OffersPage' },
  { path: paths.offer.path, feature: 'offers', screen: 'OfferDetailPage' },
  { path: paths.products.path, feature: 'products', screen: 'ProductsPage' },
  { path: paths.product.path, feature: 'products', screen: 'ProductPage' },
  { path: paths.categories.path, feature: 'categories', screen: 'CategoriesPage' },
  { path: paths.category.path, feature: 'categories', screen: 'CategoriesPage' },
  { path: paths.register.path, feature: 'register', screen: 'RegisterPage' },
  { path: paths.join.path, feature: 'register', screen: 'RegisterPage', published: false },
  { path: paths.search.path, feature: 'search', screen: 'SearchPage' },
  { path: paths.saved.path, feature: 'saved', screen: 'SavedPage', published: false },
  { path: paths.ad.path, feature: 'ads', screen: 'AdDetailPage' },
  { path: paths.about.path, feature: 'pages', screen: 'AboutPage' },
  { path: paths.contact.path, feature: 'pages', screen: 'ContactPage' },
  { path: paths.privacy.path, feature: 'pages', screen: 'PrivacyPage' },
  { path: '*', feature: 'pages', screen: 'NotFoundPage' },
] as const satisfies readonly ScreenRoute[];
