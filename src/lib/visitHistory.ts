// Which screens lie behind the current one in this tab's history. A page cannot read the URLs of
// its history's other entries, so "Back to Partners" could not tell whether going back reaches the
// partners list, an earlier page of the partner's own products (a pager adds entries), or an offer
// the visitor came from. The app notes each entry as it navigates (useVisitRecord, in the router):
// its path, and the entry before it. Kept for the tab, like the scroll positions, so Back still
// knows what is behind after a reload. One record per tab: a module, not a context, since it is
// read only when a Back link is pressed (BackLink).
import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType, type Location, type NavigationType } from 'react-router-dom';

const STORAGE_KEY = 'dalil-visit-history';
/** Enough for any Back a visitor takes; older entries are dropped when the tab's record is saved. */
const KEPT_ENTRIES = 200;
/** react-router's key for an entry without history state: the first entry of a freshly loaded page. */
const FIRST_ENTRY_KEY = 'default';

/** An entry: its path, and the key of the entry before it (null when none is known). */
type VisitEntry = [pathname: string, previous: string | null];
type Place = Pick<Location, 'key' | 'pathname'>;

let entries: Map<string, VisitEntry> | null = null;
let current: string | null = null;
let noted: Place | null = null;

function record(): Map<string, VisitEntry> {
  if (entries) return entries;
  try {
    entries = new Map(JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, VisitEntry][]);
  } catch {
    entries = new Map();
  }
  window.addEventListener('pagehide', () => {
    try {
      window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...record()].slice(-KEPT_ENTRIES)));
    } catch {
      // Storage full or blocked: the record still serves this page's life.
    }
  });
  return entries;
}

function note(location: Place, action: NavigationType): void {
  // StrictMode runs effects twice with the same location: the second run is not a navigation. (By
  // the location itself, not its key: a new router, as in a test, starts again at key "default".)
  if (location === noted) return;
  noted = location;
  const known = record();
  let previous: string | null;
  if (action === 'PUSH') previous = current;
  // A replaced entry keeps the place of the one it replaces.
  else if (action === 'REPLACE') previous = current === null ? null : (known.get(current)?.[1] ?? null);
  // Back or Forward to a noted entry, or a reload: its own record. A fresh page has nothing behind
  // it in this app, whatever an earlier page of the tab noted under the same key.
  else previous = location.key === FIRST_ENTRY_KEY ? null : (known.get(location.key)?.[1] ?? null);
  known.set(location.key, [location.pathname, previous]);
  current = location.key;
}

/** Notes every navigation of the router it is used in; use it once, right inside the router. */
export function useVisitRecord(): void {
  const location = useLocation();
  const action = useNavigationType();
  useLayoutEffect(() => note(location, action), [location, action]);
}

/**
 * How many entries back the screen at `pathname` lies behind `from`, looking past `from`'s own
 * screen (the same path with another query: a page of its products, a search typed in place).
 * Null when the screen behind is another one, or when nothing is known to be behind. Without a
 * `pathname`, any other screen behind will do (a plain "Back").
 */
export function stepsBack(from: Place, pathname?: string): number | null {
  const known = record();
  let key = known.get(from.key)?.[1] ?? null;
  // Bounded by the record's size, so a damaged record cannot loop.
  for (let steps = 1; key !== null && steps <= known.size; steps += 1) {
    const entry = known.get(key);
    if (!entry) return null;
    if (entry[0] !== from.pathname) return pathname === undefined || entry[0] === pathname ? steps : null;
    key = entry[1];
  }
  return null;
}
