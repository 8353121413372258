// "Shown as of …" (issue 35, docs/offline.md): whether the screen's data came from the offline
// worker's cache, and as of when. The worker stamps each API answer it stores with the time it stored
// it (CACHED_AT_HEADER, src/sw/rules.ts); the answer it gives from its cache, when the network failed or was too
// slow, carries that stamp, and a fresh answer from the network carries none. The base query hands
// each answer to its lazily loaded check (src/api/shapes.ts), which tells this module; the status
// line (src/components/shownAsOf) shows the oldest stamp until a fresh answer arrives.
import { localeOf } from './format';

/**
 * The next "as of" time (ms since the epoch) after an answer: a cached answer's stamp, or the older
 * of it and the one shown; a fresh answer (no stamp) clears it; an unreadable stamp changes nothing.
 */
export function nextShownAsOf(shown: number | null, cachedAt: string | null): number | null {
  if (cachedAt === null) return null;
  const at = Date.parse(cachedAt);
  if (Number.isNaN(at)) return shown;
  return shown === null ? at : Math.min(shown, at);
}

let shown: number | null = null;
const listeners = new Set<() => void>();

/** One answer arrived, with the worker's stamp when it came from its cache (else null). */
export function noteAnswer(cachedAt: string | null): void {
  const next = nextShownAsOf(shown, cachedAt);
  if (next === shown) return;
  shown = next;
  for (const listener of listeners) listener();
}

/** The oldest cached answer's time on screen, or null when the data is fresh. */
export function getShownAsOf(): number | null {
  return shown;
}

export function subscribeShownAsOf(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The stamp's time and day as the line says them ("14:05" and "26 Nov"; Arabic "١٤:٠٥" and "٢٦ نوفمبر"),
 * in the language's digits as ./format.ts writes dates: day first, the month by name, a 24-hour clock.
 */
export function formatShownAsOf(at: number, language: string, timeZone?: string): { time: string; date: string } {
  const locale = language === 'ar' ? localeOf(language) : 'en-GB';
  const format = (kind: 'time' | 'date', options: Intl.DateTimeFormatOptions) => {
    const key = `${kind}|${locale}|${timeZone ?? ''}`;
    let formatter = timeFormats.get(key);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone });
      timeFormats.set(key, formatter);
    }
    return formatter.format(at);
  };
  return {
    time: format('time', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    date: format('date', { day: 'numeric', month: 'short' }),
  };
}
