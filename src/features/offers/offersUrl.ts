// The offers list's query string, declared once: ?q=&category=&near=&page=&view=. Values that make no
// sense (page=abc, category=-3, view=table) read as the defaults; defaults stay out of links.
import { paths } from '@/config/paths';
import { defineListQuery, idField, pageField, textField, urlOnlyListState, viewField, type StateOf, type UrlQueryOf } from '@/lib/listQuery';
import type { GetAllActiveOffersApiArg } from '@/api';
import { nearArgs, nearField } from '@/domain/nearMe';

export const OFFERS_PAGE_SIZE = 20;

export const offersQuery = defineListQuery({
  q: textField,
  category: idField,
  /** "Near me": the visitor's point, rounded to ~100 m; the list comes nearest-first. */
  near: nearField,
  page: pageField,
  view: viewField,
});

export type OffersQuery = StateOf<typeof offersQuery>;

declare module '@/config/paths' {
  interface ListQueries {
    offers: UrlQueryOf<OffersQuery>;
  }
}

/** The one paged call the list makes for this view: a page at a time, searched and filtered on the server. */
export function offersPageArgs({ page, q, category, near }: OffersQuery): GetAllActiveOffersApiArg {
  return {
    o: (page - 1) * OFFERS_PAGE_SIZE,
    l: OFFERS_PAGE_SIZE,
    search: q || undefined,
    category: category ?? undefined,
    ...nearArgs(near),
  };
}

/** The offers list keeps its state in the URL alone (the design asks for no offers slice). */
export const offersListState = urlOnlyListState(offersQuery, paths.offers.getHref);
