// Saved places: partners, offers and products a visitor keeps without an account, stored in
// localStorage under one versioned key. Everything here is pure except the small store at the end,
// which keeps the list in memory first, so a blocked or full storage never loses a tap for the
// session, and corrupt or older data never crashes the app.
import { browserStorage } from '@/lib/browserStorage';

export const SAVED_STORAGE_KEY = 'dalil.saved';
export const SAVED_VERSION = 1;
/** Enough for any short list; a runaway or tampered list is cut, newest kept. */
export const SAVED_MAX_ITEMS = 200;

export const savedKinds = ['partner', 'offer', 'product'] as const;
export type SavedKind = (typeof savedKinds)[number];

/** The item's name in both languages when saved, shown while (or if) its record cannot be loaded. */
export interface SavedNames {
  ar: string;
  en?: string;
}

export interface SavedItem {
  kind: SavedKind;
  id: number;
  names: SavedNames;
  /** ISO time of the tap; newest first on /saved. */
  savedAt: string;
}

export interface SavedState {
  version: typeof SAVED_VERSION;
  items: SavedItem[];
}

export const emptySaved: SavedState = { version: SAVED_VERSION, items: [] };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim().slice(0, 300) : '');

function toId(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Older spellings of a kind (version 0 said 'company'), mapped to today's. */
function toKind(value: unknown): SavedKind | null {
  if (value === 'company' || value === 'partners' || value === 'companies') return 'partner';
  if (value === 'offers') return 'offer';
  if (value === 'products') return 'product';
  return (savedKinds as readonly unknown[]).includes(value) ? (value as SavedKind) : null;
}

function toNames(raw: Record<string, unknown>): SavedNames {
  const names = isRecord(raw.names) ? raw.names : raw;
  const ar = text(names.ar) || text(names.name);
  const en = text(names.en) || text(names.en_name);
  return en ? { ar: ar || en, en } : { ar };
}

function toItem(raw: unknown, fallbackKind?: SavedKind): SavedItem | null {
  // Version 0 kept bare ids per kind.
  if (fallbackKind && toId(raw) !== null) return { kind: fallbackKind, id: toId(raw) as number, names: { ar: '' }, savedAt: '' };
  if (!isRecord(raw)) return null;
  const kind = toKind(raw.kind ?? raw.type) ?? fallbackKind ?? null;
  const id = toId(raw.id);
  if (!kind || id === null) return null;
  const savedAt = text(raw.savedAt);
  return { kind, id, names: toNames(raw), savedAt: Number.isNaN(Date.parse(savedAt)) ? '' : savedAt };
}

/** One entry per kind and id (the first, i.e. newest, wins); at most SAVED_MAX_ITEMS. */
function normalise(items: (SavedItem | null)[]): SavedState {
  const seen = new Set<string>();
  const kept: SavedItem[] = [];
  for (const item of items) {
    if (!item) continue;
    const key = `${item.kind}:${item.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(item);
    if (kept.length === SAVED_MAX_ITEMS) break;
  }
  return { version: SAVED_VERSION, items: kept };
}

/**
 * Reads whatever the key holds: today's shape, version 0 (a bare list of items, or
 * `{ partners: [ids], offers: [ids], products: [ids] }`), an unknown version (its items are kept
 * when they make sense), or junk (an empty list). Never throws.
 */
export function parseSaved(raw: string | null): SavedState {
  if (!raw) return emptySaved;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return emptySaved;
  }
  if (Array.isArray(data)) return normalise(data.map((item) => toItem(item)));
  if (!isRecord(data)) return emptySaved;
  if (Array.isArray(data.items)) return normalise(data.items.map((item) => toItem(item)));
  const legacy: (SavedItem | null)[] = [];
  for (const [field, kind] of [['partners', 'partner'], ['companies', 'partner'], ['offers', 'offer'], ['products', 'product']] as const) {
    const list = data[field];
    if (Array.isArray(list)) legacy.push(...list.map((item) => toItem(item, kind)));
  }
  return normalise(legacy);
}

export function serializeSaved(state: SavedState): string {
  return JSON.stringify(state);
}

export function isSaved(state: SavedState, kind: SavedKind, id: number): boolean {
  return state.items.some((item) => item.kind === kind && item.id === id);
}

export function addSaved(state: SavedState, item: Omit<SavedItem, 'savedAt'>, now: Date = new Date()): SavedState {
  const rest = state.items.filter((saved) => !(saved.kind === item.kind && saved.id === item.id));
  return normalise([{ ...item, savedAt: now.toISOString() }, ...rest]);
}

export function removeSaved(state: SavedState, kind: SavedKind, id: number): SavedState {
  if (!isSaved(state, kind, id)) return state;
  return { version: SAVED_VERSION, items: state.items.filter((item) => !(item.kind === kind && item.id === id)) };
}

export function toggleSaved(state: SavedState, item: Omit<SavedItem, 'savedAt'>, now?: Date): SavedState {
  return isSaved(state, item.kind, item.id) ? removeSaved(state, item.kind, item.id) : addSaved(state, item, now);
}

/** The subset a /saved list shows. */
export function savedOfKind(state: SavedState, kind: SavedKind): SavedItem[] {
  return state.items.filter((item) => item.kind === kind);
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export interface SavedStore {
  getSnapshot: () => SavedState;
  subscribe: (listener: () => void) => () => void;
  toggle: (item: Omit<SavedItem, 'savedAt'>) => void;
  remove: (kind: SavedKind, id: number) => void;
  /** False once a write failed (quota, private mode): the list then lives for this visit only. */
  isPersisted: () => boolean;
}

/**
 * The live list: read once from storage, kept in memory, written back on each change. A write that
 * throws (quota exceeded, storage disabled) leaves the in-memory list in place. A change made in
 * another tab arrives through the `storage` event.
 */
export function createSavedStore(getStorage: () => StorageLike | null, target?: Pick<Window, 'addEventListener'>): SavedStore {
  const listeners = new Set<() => void>();
  let persisted = true;

  const read = (): SavedState => {
    try {
      return parseSaved(getStorage()?.getItem(SAVED_STORAGE_KEY) ?? null);
    } catch {
      persisted = false;
      return emptySaved;
    }
  };
  let state = read();

  const emit = () => {
    for (const listener of listeners) listener();
  };
  const commit = (next: SavedState) => {
    if (next === state) return;
    state = next;
    try {
      const storage = getStorage();
      if (!storage) throw new Error('no storage');
      storage.setItem(SAVED_STORAGE_KEY, serializeSaved(next));
      persisted = true;
    } catch {
      persisted = false;
    }
    emit();
  };

  target?.addEventListener('storage', (event) => {
    if (event.key !== SAVED_STORAGE_KEY && event.key !== null) return;
    state = read();
    emit();
  });

  return {
    getSnapshot: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    toggle: (item) => commit(toggleSaved(state, item)),
    remove: (kind, id) => commit(removeSaved(state, kind, id)),
    isPersisted: () => persisted,
  };
}

let appStore: SavedStore | null = null;

/** The app's one saved list (made on first use, so tests can reset storage before it is read). */
export function savedStore(): SavedStore {
  appStore ??= createSavedStore(browserStorage, typeof window === 'undefined' ? undefined : window);
  return appStore;
}

/** Tests start each case from what localStorage holds now. */
export function resetSavedStoreForTests(): void {
  appStore = null;
}
