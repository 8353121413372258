import { useEffect, useSyncExternalStore } from 'react';
import catalogue from '@/locales/en/offline.json';
import { registerCatalogue } from '@/lib/i18n';
import { formatShownAsOf, getShownAsOf, subscribeShownAsOf } from '@/lib/shownAsOf';
import { useTranslation } from '@/lib/useTranslation';
import './shownAsOf.css';

// Its English text comes with it (a chunk loaded after the page's load, src/app/serviceWorker.tsx),
// registered here rather than in ./index.ts, whose side effects the build may skip (package.json's
// sideEffects lists no component index).
registerCatalogue('offline', catalogue);

export interface ShownAsOfProps {
  /** Asks the screen's calls again: called when the network comes back while cached data is shown. */
  onOnline: () => void;
  /** The zone the time is told in: the visitor's own unless given (tests give one). */
  timeZone?: string;
}

/**
 * "Shown as of 14:05, 26 Nov" (issue 35): the screen's data came from the offline worker's cache,
 * stored at that time (@/lib/shownAsOf). A quiet status, no focus taken; when the network is back
 * the screen's calls are asked again, and the line empties once a fresh answer arrived.
 * src/app/serviceWorker.tsx mounts it the first time a cached answer comes.
 */
export function ShownAsOf({ onOnline, timeZone }: ShownAsOfProps) {
  const { t, i18n } = useTranslation('offline');
  const at = useSyncExternalStore(subscribeShownAsOf, getShownAsOf, () => null);

  useEffect(() => {
    if (at === null) return undefined;
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [at, onOnline]);

  return (
    <p className="shown-as-of" role="status">
      {at !== null && t('shownAsOf', formatShownAsOf(at, i18n.language, timeZone))}
    </p>
  );
}
