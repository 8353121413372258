// The offers list keeps everything a visitor would bookmark in the URL: ?q=&category=&page=&view=.
// Values that make no sense (page=abc, category=-3, view=table) fall back to the defaults.
import { paths } from '@/config/paths';

export const OFFERS_PAGE_SIZE = 20;

export type OffersView = 'grid' | 'list';

export interface OffersUrlState {
  /** The search text, trimmed ('' for none). */
  q: string;
  /** A category id, or undefined for all categories. */
  category?: number;
  /** 1-based page number. */
  page: number;
  view: OffersView;
}

/** A positive whole number from a query value, else undefined. */
export function positiveInt(raw: string | null | undefined): number | undefined {
  if (!raw || !/^\d{1,9}$/.test(raw.trim())) return undefined;
  const value = Number(raw.trim());
  return value >= 1 ? value : undefined;
}

export function readOffersUrl(params: URLSearchParams): OffersUrlState {
  return {
    q: (params.get('q') ?? '').trim(),
    category: positiveInt(params.get('category')),
    page: positiveInt(params.get('page')) ?? 1,
    view: params.get('view') === 'list' ? 'list' : 'grid',
  };
}

// Defaults are left out, so the plain list stays /offers.
function queryOf({ q, category, page, view }: OffersUrlState) {
  return {
    q: q || undefined,
    category,
    page: page > 1 ? page : undefined,
    view: view === 'list' ? 'list' : undefined,
  };
}

/** The list's URL for a state. */
export function offersHref(state: OffersUrlState): string {
  return paths.offers.getHref(queryOf(state));
}

/** The same state as search params, for setSearchParams. */
export function offersSearchParams(state: OffersUrlState): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(queryOf(state))) {
    if (value !== undefined) params.set(key, String(value));
  }
  return params;
}
