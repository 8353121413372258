import { afterLoad } from './afterLoad';
import { browserStorage } from './browserStorage';
import { WEB_FONT_CLASS, WEB_FONT_STORAGE_KEY } from './webFont';

/** The face declared in styles/fonts.css; the sample text asks for its Latin and Arabic subsets. */
const FAMILY = 'Cairo Variable';
const SAMPLE = 'Dalil دليل';
/**
 * How long after `load` the font waits: the first seconds of a visit belong to the screen's own
 * calls and images, which on a phone arrive well after `load` (the route's data is fetched by
 * script). The font is for the next visit, so it can wait.
 */
export const WEB_FONT_DELAY_MS = 3000;

type Scheduler = { delayMs?: number };

/**
 * On a visit without the font (see lib/webFont.ts): once the page has settled, download Cairo into
 * the HTTP cache and remember it, so the next visit paints in it. This page keeps the system font:
 * switching now would lay the page out again under the visitor's eyes.
 */
export function cacheWebFontForNextVisit({ delayMs = WEB_FONT_DELAY_MS }: Scheduler = {}): void {
  const storage = browserStorage();
  if (!storage || typeof document === 'undefined' || !document.fonts) return;
  if (document.documentElement.classList.contains(WEB_FONT_CLASS)) return;
  const fetchFont = () => {
    document.fonts
      .load(`1em "${FAMILY}"`, SAMPLE)
      .then((faces) => {
        if (faces.length > 0) storage.setItem(WEB_FONT_STORAGE_KEY, 'cached');
      })
      .catch(() => {
        // Offline, blocked, or storage full: this visit tries again.
      });
  };
  const whenIdle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(fetchFont, { timeout: 2000 }) : fetchFont());
  afterLoad(() => window.setTimeout(whenIdle, delayMs));
}
