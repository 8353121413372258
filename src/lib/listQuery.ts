// The one way a list screen reads and writes its query string. Each screen declares its keys once
// (key → parser → default) with `defineListQuery`; parsing is forgiving (a hand-edited URL never
// breaks a screen, anything unrecognised is its default) and writing leaves defaults out, so the
// plain list is its bare path and equal views have equal URLs.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { parsePositiveInt } from './positiveInt';
import { clipSearchText } from './searchText';

/** "No value" for an optional id (no category chosen): the one "none" of every list screen. */
export const NONE = null;

/** How one query key is read from the URL, and its value when absent or unreadable. */
export interface QueryField<T> {
  parse: (raw: string | null) => T;
  default: T;
  /** False for keys that only change how the list looks (view): changing them keeps the page. */
  resetsPage?: boolean;
}

/**
 * A search text (`q`), trimmed; '' for none. Clipped to the API's limit, so that a bookmarked or
 * hand-made over-long ?q= still searches (its first 200 characters) instead of failing with a 400.
 */
export const textField: QueryField<string> = { parse: (raw) => clipSearchText((raw ?? '').trim()), default: '' };
/** An optional id; NONE when absent or not a positive integer. */
export const idField: QueryField<number | null> = { parse: parsePositiveInt, default: NONE };
/** A 1-based page; 1 when absent or malformed. */
export const pageField: QueryField<number> = { parse: (raw) => parsePositiveInt(raw) ?? 1, default: 1 };
/** A yes/no switch, on only for `true`. */
export const flagField: QueryField<boolean> = { parse: (raw) => raw === 'true', default: false };

/** One of a fixed set of words; the first is the default. */
export function choiceField<const T extends string>(choices: readonly [T, ...T[]], options: { resetsPage?: boolean } = {}): QueryField<T> {
  return {
    parse: (raw) => choices.find((choice) => choice === raw) ?? choices[0],
    default: choices[0],
    ...options,
  };
}

/** How a list lays its cards out: a grid (the default) or a list. Only the look changes, so the page stays. */
export const viewField = choiceField(['grid', 'list'], { resetsPage: false });

export type QueryFields<S> = { [K in keyof S]: QueryField<S[K]> };
/** What a list's URL may carry: each key optional, defaults left out. */
export type UrlQueryOf<S> = { [K in keyof S]?: S[K] };

export interface ListQuery<S> {
  defaults: S;
  /** The state a query string describes. */
  parse: (params: URLSearchParams) => S;
  /** The query-string fields of a state, defaults left out (for `getHref`). */
  toUrl: (state: S) => UrlQueryOf<S>;
  /**
   * The state after a visitor's change: a change of anything that narrows the list (search, a
   * filter) starts again at page 1, unless the change names the page itself.
   */
  apply: (state: S, changes: Partial<S>) => S;
  same: (a: S, b: S) => boolean;
  /** True when something narrows the list (a search or a filter): what Clear All undoes. */
  narrowed: (state: S) => boolean;
  /** Every narrowing key back to its default, the view kept (Clear All). */
  cleared: (state: S) => S;
  /**
   * `params` with this list's keys replaced by `state`'s (defaults left out), every other key
   * kept: for a list that shares its page's URL (a partner's products).
   */
  merge: (state: S, params: URLSearchParams) => URLSearchParams;
}

export interface ListQueryOptions {
  /**
   * Put before every key in the URL (`products_` → `products_page`), for a list inside a page
   * that has its own query keys. The state's keys stay plain (`page`, `q`).
   */
  prefix?: string;
}

export type StateOf<L> = L extends ListQuery<infer S> ? S : never;

export function defineListQuery<S extends object>(fields: QueryFields<S>, { prefix = '' }: ListQueryOptions = {}): ListQuery<S> {
  const keys = Object.keys(fields) as (keyof S)[];
  const urlKey = (key: keyof S) => `${prefix}${String(key)}`;
  const defaults = Object.fromEntries(keys.map((key) => [key, fields[key].default])) as unknown as S;
  const narrowing = keys.filter((key) => key !== 'page' && fields[key].resetsPage !== false);
  const resetPage = 'page' in fields ? { page: 1 } : {};
  return {
    defaults,
    parse: (params) => Object.fromEntries(keys.map((key) => [key, fields[key].parse(params.get(urlKey(key)))])) as unknown as S,
    toUrl: (state) => {
      const url: UrlQueryOf<S> = {};
      for (const key of keys) if (state[key] !== fields[key].default) url[key] = state[key];
      return url;
    },
    apply: (state, changes) => {
      const next = { ...state, ...changes };
      const narrows = (Object.keys(changes) as (keyof S)[]).some((key) => narrowing.includes(key));
      return narrows && !('page' in changes) ? { ...next, ...resetPage } : next;
    },
    same: (a, b) => keys.every((key) => Object.is(a[key], b[key])),
    narrowed: (state) => narrowing.some((key) => state[key] !== fields[key].default),
    cleared: (state) => ({ ...state, ...Object.fromEntries(narrowing.map((key) => [key, fields[key].default])), ...resetPage }),
    merge: (state, params) => {
      const next = new URLSearchParams(params);
      for (const key of keys) {
        if (state[key] === fields[key].default) next.delete(urlKey(key));
        else next.set(urlKey(key), String(state[key]));
      }
      return next;
    },
  };
}

/**
 * How a list that keeps its state in the URL alone (no slice: offers, products) binds to
 * useListState: its query, and the link to a state through its path's typed getHref.
 */
export function urlOnlyListState<S>(query: ListQuery<S>, getHref: (url: UrlQueryOf<S>) => string) {
  return { query, href: (state: S) => getHref(query.toUrl(state)) };
}

/**
 * The slice that mirrors a list's query (where the design asks for one): its state is exactly the
 * parsed query, replaced whole by `synced` (a new URL, or a visitor's change on its way there).
 */
export function createListSlice<S, const Name extends string>(name: Name, query: ListQuery<S>) {
  return createSlice({
    name,
    initialState: query.defaults,
    reducers: {
      synced: (_state, action: PayloadAction<S>) => action.payload,
    },
    selectors: {
      selectListState: (state: S) => state,
    },
  });
}
