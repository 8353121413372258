import { useEffect, useRef, useSyncExternalStore } from 'react';
import catalogue from '@/locales/en/offline.json';
import { registerCatalogue } from '@/lib/i18n';
import { formatShownAsOf, getShownAsOf, subscribeShownAsOf } from '@/lib/shownAsOf';
import { useDocumentClass } from '@/lib/useDocumentClass';
import { useTranslation } from '@/lib/useTranslation';
import './shownAsOf.css';

// Its English text comes with it (a chunk loaded after the page's load, src/app/serviceWorker.tsx),
// registered here rather than in ./index.ts, whose side effects the build may skip (package.json's
// sideEffects lists no component index).
registerCatalogue('offline', catalogue);

/** On the root element while a time is shown (shownAsOf.css). */
export const SHOWING_CLASS = 'shown-as-of-shown';

/** How long after the network is back the calls are asked again if the answers still came from the cache (doubling each time, up to LAST_RETRY_MS). */
const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;

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
  // Whether cached data is shown, not as of when: an older cached answer moving the time back must
  // not end the retries below (no second online event would start them again).
  const showing = at !== null;
  // While it shows, the page's end and the keyboard's focus stay clear of it (shownAsOf.css).
  useDocumentClass(SHOWING_CLASS, showing);

  // The pause before the next asking. Kept across the line's comings and goings: a round whose
  // fresh answers empty the line while its slow calls, answered from the worker's cache after its
  // 4 s, bring it back would otherwise start again at 1 s each time, and ask every call of the screen
  // about once a second on the very network too slow to answer them. Only an online event starts
  // the pace again.
  const pause = useRef(FIRST_RETRY_MS);

  useEffect(() => {
    if (!showing) return undefined;
    // The online event can come before the connection carries answers (the radio is up, the route
    // not yet; the worker's own requests may fail a moment longer and be answered from its cache
    // again). So the calls are asked again, further apart each time, while the browser says it is
    // online, until a fresh answer empties the line (this effect's cleanup ends the retries).
    let retry: ReturnType<typeof setTimeout> | undefined;
    // Set by the cleanup: an asking whose answers emptied the line at once must not leave a timer
    // behind in this run of the effect, beside the next run's own.
    let ended = false;
    const scheduleRetry = () => {
      if (ended) return;
      retry = setTimeout(() => {
        if (navigator.onLine) askAgain();
      }, pause.current);
      pause.current = Math.min(pause.current * 2, LAST_RETRY_MS);
    };
    const askAgain = () => {
      onOnline();
      scheduleRetry();
    };
    const backOnline = () => {
      clearTimeout(retry);
      pause.current = FIRST_RETRY_MS;
      askAgain();
    };
    window.addEventListener('online', backOnline);
    // The line came, or came back, while the browser says it is online: no online event is coming
    // (a fresh answer of the round emptied the line, then a call of the same round came from the
    // worker's cache; or the network is up but slower than the worker waits). So the asking goes on
    // by itself, at the pace reached.
    if (navigator.onLine) scheduleRetry();
    return () => {
      ended = true;
      window.removeEventListener('online', backOnline);
      clearTimeout(retry);
    };
  }, [showing, onOnline]);

  return (
    <p className="shown-as-of" role="status">
      {at !== null && t('shownAsOf', formatShownAsOf(at, i18n.language, timeZone))}
    </p>
  );
}
