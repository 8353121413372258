// The products list's query string, declared once: ?q=&page=. Values that make no sense read as
// the defaults; defaults stay out of links.
import type { GetProductsApiArg } from '@/api';
import { paths } from '@/config/paths';
import { defineListQuery, pageField, textField, urlOnlyListState, type StateOf, type UrlQueryOf } from '@/lib/listQuery';

export const PRODUCTS_LIST_PAGE_SIZE = 12;

export const productsQuery = defineListQuery({
  q: textField,
  page: pageField,
});

declare module '@/config/paths' {
  interface ListQueries {
    products: UrlQueryOf<StateOf<typeof productsQuery>>;
  }
}

/** The call for the address's page of products: the screen's and the route data's (routeData.ts). */
export function productsPageArgs({ q, page }: StateOf<typeof productsQuery>): GetProductsApiArg {
  return { o: (page - 1) * PRODUCTS_LIST_PAGE_SIZE, l: PRODUCTS_LIST_PAGE_SIZE, search: q || undefined };
}

/** Like offers, the products list keeps its state in the URL alone. */
export const productsListState = urlOnlyListState(productsQuery, paths.products.getHref);
