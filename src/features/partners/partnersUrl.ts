// The partners list's query string, declared once: ?filter=family_business|locally_made
// &category=<id>&open_now=true&near=<lat,lon>&q=<text>&page=<n>&view=list. The slice (partnersQuerySlice) holds exactly this
// state, so a new filter is one line here, its request argument below, and its control.
import type { GetPagingActiveCompaniesApiArg } from '@/api';
import { paths } from '@/config/paths';
import { choiceField, defineListQuery, flagField, idField, pageField, textField, viewField, type StateOf, type UrlQueryOf } from '@/lib/listQuery';
import { nearArgs, nearField } from '@/domain/nearMe';

export const PARTNERS_PAGE_SIZE = 20;

export const partnersQuery = defineListQuery({
  /** The business type; `all` when absent. */
  filter: choiceField(['all', 'family_business', 'locally_made']),
  category: idField,
  /** Only companies open at this moment in Muscat (the server decides, from their hours). */
  open_now: flagField,
  /** "Near me": the visitor's point, rounded to ~100 m ("23.588,58.383"); the list comes nearest-first. */
  near: nearField,
  q: textField,
  /** 1-based. (Clamping to the last page needs the count, which only the server knows.) */
  page: pageField,
  view: viewField,
});

export type PartnersQuery = StateOf<typeof partnersQuery>;
export type BusinessType = PartnersQuery['filter'];
export type PartnersView = PartnersQuery['view'];

declare module '@/config/paths' {
  interface ListQueries {
    partners: UrlQueryOf<PartnersQuery>;
  }
}

export function partnersHref(query: PartnersQuery): string {
  return paths.partners.getHref(partnersQuery.toUrl(query));
}

/** The one paged call the list makes for this view: a page at a time, filtered on the server. */
export function companiesPageArgs(query: PartnersQuery): GetPagingActiveCompaniesApiArg {
  return {
    o: (query.page - 1) * PARTNERS_PAGE_SIZE,
    l: PARTNERS_PAGE_SIZE,
    search: query.q || undefined,
    category: query.category ?? undefined,
    family: query.filter === 'family_business' ? true : undefined,
    locallyMade: query.filter === 'locally_made' ? true : undefined,
    openNow: query.open_now || undefined,
    ...nearArgs(query.near),
  };
}

export function pageCountOf(count: number): number {
  return Math.max(0, Math.ceil(count / PARTNERS_PAGE_SIZE));
}
