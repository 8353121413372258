// The partners list keeps everything a visitor would bookmark in the query string:
// ?filter=family_business|locally_made&category=<id>&q=<text>&page=<n>&view=list.
// Parsing is forgiving (a hand-edited URL never breaks the screen) and building omits defaults,
// so the plain list is plain /partners and equal views have equal URLs.
import type { GetPagingActiveCompaniesApiArg } from '@/api';
import { paths } from '@/config/paths';

export const PARTNERS_PAGE_SIZE = 20;

export type BusinessType = 'all' | 'family_business' | 'locally_made';
export type PartnersView = 'grid' | 'list';

export interface PartnersQuery {
  businessType: BusinessType;
  /** A category id, or null for every category. */
  category: number | null;
  /** The search text, trimmed; '' for none. */
  q: string;
  /** 1-based; at least 1. (Clamping to the last page needs the count, which only the server knows.) */
  page: number;
  view: PartnersView;
}

export const defaultPartnersQuery: PartnersQuery = { businessType: 'all', category: null, q: '', page: 1, view: 'grid' };

function positiveInteger(raw: string | null): number | null {
  if (raw === null || !/^\s*\d+\s*$/.test(raw)) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value >= 1 ? value : null;
}

/** Reads the query string; anything unrecognised falls back to its default instead of failing. */
export function parsePartnersQuery(params: URLSearchParams): PartnersQuery {
  const filter = params.get('filter');
  return {
    businessType: filter === 'family_business' || filter === 'locally_made' ? filter : 'all',
    category: positiveInteger(params.get('category')),
    q: (params.get('q') ?? '').trim(),
    page: positiveInteger(params.get('page')) ?? 1,
    view: params.get('view') === 'list' ? 'list' : 'grid',
  };
}

/** The query-string fields for `paths.partners.getHref`, defaults left out. */
export function partnersQueryFields(query: PartnersQuery) {
  return {
    filter: query.businessType === 'all' ? undefined : query.businessType,
    category: query.category ?? undefined,
    q: query.q || undefined,
    page: query.page > 1 ? query.page : undefined,
    view: query.view === 'list' ? 'list' : undefined,
  };
}

export function partnersHref(query: PartnersQuery): string {
  return paths.partners.getHref(partnersQueryFields(query));
}

/** True when something narrows the list (what Clear All / Clear Filters undo). */
export function hasActiveFilters(query: PartnersQuery): boolean {
  return query.businessType !== 'all' || query.category !== null || query.q !== '';
}

/** The one paged call the list makes for this view: a page at a time, filtered on the server. */
export function companiesPageArgs(query: PartnersQuery): GetPagingActiveCompaniesApiArg {
  return {
    o: (query.page - 1) * PARTNERS_PAGE_SIZE,
    l: PARTNERS_PAGE_SIZE,
    search: query.q || undefined,
    category: query.category ?? undefined,
    family: query.businessType === 'family_business' ? true : undefined,
    locallyMade: query.businessType === 'locally_made' ? true : undefined,
  };
}

export function pageCountOf(count: number): number {
  return Math.max(0, Math.ceil(count / PARTNERS_PAGE_SIZE));
}
