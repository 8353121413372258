// Which screens lie behind the current one in this tab's history. A page cannot read the URLs of
// its history's other entries, so "Back to Partners" could not tell whether going back reaches the
// partners list, an earlier page of the partner's own products (a pager adds entries), or an offer
// the visitor came from. The app notes each entry as it navigates: its path, and the entry before it.
import { createContext, useContext, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigationType, type Location, type NavigationType } from 'react-router-dom';

const STORAGE_KEY = 'dalil-visit-history';
/** Enough for any Back a visitor takes; older entries are dropped when the tab's record is saved. */
const KEPT_ENTRIES = 200;
/** react-router's key for an entry without history state: the first entry of a freshly loaded page. */
const FIRST_ENTRY_KEY = 'default';

interface VisitEntry {
  pathname: string;
  /** The key of the entry before this one in the tab's history; null when none is known. */
  previous: string | null;
}

type Place = Pick<Location, 'key' | 'pathname'>;

export interface VisitHistory {
  /**
   * How many entries back the screen at `pathname` lies behind `from`, looking past `from`'s own
   * screen (the same path with another query: a page of its products, a search typed in place).
   * Null when the screen behind is another one, or when nothing is known to be behind. Without a
   * `pathname`, any other screen behind will do (a plain "Back").
   */
  stepsBack: (from: Place, pathname?: string) => number | null;
}

function readEntries(): Map<string, VisitEntry> {
  try {
    return new Map(JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, VisitEntry][]);
  } catch {
    return new Map();
  }
}

function createVisitHistory() {
  // Kept for the tab, like the scroll positions: after a reload, Back still knows what is behind.
  const entries = readEntries();
  let current: string | null = null;

  const note = (location: Place, action: NavigationType) => {
    // StrictMode runs effects twice: the second run is not a navigation.
    if (location.key === current) return;
    let previous: string | null;
    if (action === 'PUSH') previous = current;
    // A replaced entry keeps the place of the one it replaces.
    else if (action === 'REPLACE') previous = current === null ? null : (entries.get(current)?.previous ?? null);
    // Back or Forward to a noted entry, or a reload: its own record. A fresh page has nothing behind
    // it in this app, whatever an earlier page of the tab noted under the same key.
    else previous = location.key === FIRST_ENTRY_KEY ? null : (entries.get(location.key)?.previous ?? null);
    entries.set(location.key, { pathname: location.pathname, previous });
    current = location.key;
  };

  const stepsBack = (from: Place, pathname?: string) => {
    let key = entries.get(from.key)?.previous ?? null;
    // Bounded by the record's size, so a damaged record cannot loop.
    for (let steps = 1; key !== null && steps <= entries.size; steps += 1) {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.pathname !== from.pathname) return pathname === undefined || entry.pathname === pathname ? steps : null;
      key = entry.previous;
    }
    return null;
  };

  const save = () => {
    try {
      window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...entries].slice(-KEPT_ENTRIES)));
    } catch {
      // Storage full or blocked: the record still serves this page's life.
    }
  };

  return { note, stepsBack, save };
}

const VisitHistoryContext = createContext<VisitHistory | null>(null);

/** Notes every navigation of the router it sits in; put it right inside the router. */
export function VisitHistoryProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const action = useNavigationType();
  const [visit] = useState(createVisitHistory);

  useLayoutEffect(() => visit.note(location, action), [visit, location, action]);

  useEffect(() => {
    window.addEventListener('pagehide', visit.save);
    return () => window.removeEventListener('pagehide', visit.save);
  }, [visit]);

  return <VisitHistoryContext.Provider value={visit}>{children}</VisitHistoryContext.Provider>;
}

/** The tab's record of screens, or null outside a VisitHistoryProvider (nothing is known to be behind). */
export function useVisitHistory(): VisitHistory | null {
  return useContext(VisitHistoryContext);
}
