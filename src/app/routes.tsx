// Every route of the product; each screen is its own chunk (route.lazy), so the first download
// carries only the shell.
import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Layout } from '@/components/layout/Layout';
import { PageLoading } from '@/components/PageLoading';
import { RouteError } from './RouteError';

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { path: paths.home.path, lazy: () => import('@/features/home').then((m) => ({ Component: m.HomePage })) },
          { path: paths.partners.path, lazy: () => import('@/features/partners').then((m) => ({ Component: m.PartnersPage })) },
          { path: paths.partner.path, lazy: () => import('@/features/partners').then((m) => ({ Component: m.PartnerDetailPage })) },
          { path: paths.offers.path, lazy: () => import('@/features/offers').then((m) => ({ Component: m.OffersPage })) },
          { path: paths.offer.path, lazy: () => import('@/features/offers').then((m) => ({ Component: m.OfferDetailPage })) },
          { path: paths.products.path, lazy: () => import('@/features/products').then((m) => ({ Component: m.ProductsPage })) },
          { path: paths.product.path, lazy: () => import('@/features/products').then((m) => ({ Component: m.ProductPage })) },
          { path: paths.categories.path, lazy: () => import('@/features/categories').then((m) => ({ Component: m.CategoriesPage })) },
          { path: paths.category.path, lazy: () => import('@/features/categories').then((m) => ({ Component: m.CategoriesPage })) },
          { path: paths.register.path, lazy: () => import('@/features/register').then((m) => ({ Component: m.RegisterPage })) },
          { path: paths.join.path, lazy: () => import('@/features/register').then((m) => ({ Component: m.RegisterPage })) },
          { path: paths.search.path, lazy: () => import('@/features/search').then((m) => ({ Component: m.SearchPage })) },
          { path: paths.saved.path, lazy: () => import('@/features/saved').then((m) => ({ Component: m.SavedPage })) },
          { path: paths.ad.path, lazy: () => import('@/features/ads').then((m) => ({ Component: m.AdDetailPage })) },
          { path: paths.about.path, lazy: () => import('@/features/pages').then((m) => ({ Component: m.AboutPage })) },
          { path: paths.contact.path, lazy: () => import('@/features/pages').then((m) => ({ Component: m.ContactPage })) },
          { path: paths.privacy.path, lazy: () => import('@/features/pages').then((m) => ({ Component: m.PrivacyPage })) },
          { path: '*', lazy: () => import('@/features/pages').then((m) => ({ Component: m.NotFoundPage })) },
        ],
      },
    ],
  },
];
