import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function matches(): boolean {
  // jsdom (and very old browsers) have no matchMedia: treat as "no preference".
  return typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;
}

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(QUERY);
  list.addEventListener?.('change', onChange);
  return () => list.removeEventListener?.('change', onChange);
}

/** A published page is drawn with no preference known; its hydration starts from the same. */
const serverSnapshot = () => false;

/** True while the visitor asks for less motion; follows changes to the setting. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, matches, serverSnapshot);
}
