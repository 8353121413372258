import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router-dom';

const STORAGE_KEY = 'dalil-scroll-positions';

/**
 * Navigation state for a move that must leave the page where it is (a filter, a list's page the
 * visitor changes from the controls): `navigate(href, { state: keepScroll })`.
 */
export const keepScroll = { keepScroll: true } as const;

const keepsScroll = (location: Location) =>
  typeof location.state === 'object' && location.state !== null && 'keepScroll' in location.state;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/** How long Back keeps trying to reach a position the screen is still too short for. */
export const RESTORE_PATIENCE_MS = 1500;

const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls to `y`. A screen coming back often is not yet as tall as it was (a list draws its
 * skeletons for a frame, images arrive): the browser then stops short, so this tries again each
 * frame until `y` is reached, for RESTORE_PATIENCE_MS at most, and gives up at once when the
 * visitor scrolls themselves. Returns the cancel, for the next navigation.
 */
function restore(y: number): () => void {
  window.scrollTo(0, y);
  if (Math.abs(window.scrollY - y) < 1) return () => undefined;
  const until = performance.now() + RESTORE_PATIENCE_MS;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
  };
  const retry = () => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) < 1 || performance.now() > until) stop();
    else frame = requestAnimationFrame(retry);
  };
  for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
  frame = requestAnimationFrame(retry);
  return stop;
}

/**
 * The browser's scroll behaviour for a single-page app: a new page starts at its top (or at its
 * #fragment); Back and Forward (and a reload) return to where the visitor was on that entry, even
 * when the screen takes a few frames to grow back to that height.
 * Positions are kept per history entry while scrolling and saved for the tab when the page hides.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  const currentKey = useRef(location.key);
  const firstRender = useRef(true);

  useEffect(() => {
    // The layout effect below has read the tab's positions already (layout effects run first).
    window.history.scrollRestoration = 'manual';
    const record = () => {
      positions.current![currentKey.current] = window.scrollY;
    };
    const save = () => {
      try {
        window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
      } catch {
        // Storage full or blocked: Back still works within this page's life.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    positions.current ??= readPositions();
    currentKey.current = location.key;
    const isFirstRender = firstRender.current;
    firstRender.current = false;
    const saved = positions.current[location.key];
    if (navigationType === 'POP' && saved !== undefined) return restore(saved);
    if (location.hash) {
      try {
        const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
        if (target) {
          target.scrollIntoView();
          return;
        }
      } catch {
        // A fragment that is not a decodable id: start at the top.
      }
    }
    if (isFirstRender || keepsScroll(location)) return;
    window.scrollTo(0, 0);
  }, [location, navigationType]);
}
