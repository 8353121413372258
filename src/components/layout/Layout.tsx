import { memo, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { MAIN_CONTENT_ID } from '@/lib/mainContent';
import { useScrollRestoration } from '@/lib/useScrollRestoration';
import { useVisitRecord } from '@/lib/visitHistory';
import { PageLoading } from '../PageLoading';
import { HydrateWhenNear } from '../ui/HydrateWhenNear';
import { Footer } from './Footer';
import { Header } from './Header';

/** The frame of every page: sticky header, the routed screen, footer. */
export function Layout() {
  const mainRef = useMainFocusOnNavigate();
  useScrollRestoration();
  // Which screen each history entry is, for the Back links (BackLink).
  useVisitRecord();
  return (
    <>
      <Header />
      <main id={MAIN_CONTENT_ID} ref={mainRef} className="site-main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <FooterWhenNear />
    </>
  );
}

/**
 * The footer, always below the first screen (the main area is at least the viewport's height): on a
 * published page React adopts it as the visitor nears it. Memoised, so the frame's redraws on each
 * navigation never reach it while it waits.
 */
const FooterWhenNear = memo(function FooterWhenNear() {
  return (
    <HydrateWhenNear>
      <Footer />
    </HydrateWhenNear>
  );
});

/**
 * After a move to another page, keyboard and screen-reader users start at the new page's content
 * instead of wherever the old page left focus (usually nowhere: the clicked link is gone). Focus
 * a screen already placed itself (a panel, a field) and query-only changes (filters, pages) stay.
 */
export function useMainFocusOnNavigate() {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = mainRef.current;
    const active = document.activeElement;
    const focusLost = !active || active === document.body || !active.isConnected;
    const focusOutsideMain = !main?.contains(active);
    if (main && (focusLost || focusOutsideMain)) main.focus({ preventScroll: true });
  }, [pathname]);
  return mainRef;
}
