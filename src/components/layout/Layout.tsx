import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { PageLoading } from '../PageLoading';
import { Footer } from './Footer';
import { Header } from './Header';

/** The frame of every page: sticky header, the routed screen, footer. */
export function Layout() {
  return (
    <>
      <Header />
      <main id="main" className="site-main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollRestoration />
    </>
  );
}
