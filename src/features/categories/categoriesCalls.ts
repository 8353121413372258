// What the categories screen asks for at an address, started by the boot before the first render of
// an address with a query (src/app/routes.tsx): the same calls, with the same arguments, as its hooks'.
import { api } from '@/api';
import type { ScreenCalls } from '@/store';
import { parsePositiveInt } from '@/lib/positiveInt';
import { CATEGORY_LOOKUP_ARGS, categoriesPageArgs, categoriesQuery, categoryListsArgs } from './categoriesUrl';

/**
 * The address's page of categories and, with a category open (/categories/:id), its panel's two
 * lists, which need only its id. The category itself comes from that page, else from the one
 * bounded lookup the panel makes when the page leaves it off (useSelectedCategory). Settled when
 * every call is.
 */
export const startCategoriesCalls: ScreenCalls = (dispatch, params, pathParams) => {
  const options = { subscribe: false };
  const openId = parsePositiveInt(pathParams.id);
  const pageCall = dispatch(api.endpoints.getActiveCategories.initiate(categoriesPageArgs(categoriesQuery.parse(params)), options));
  if (openId === null) return pageCall;
  const lists = categoryListsArgs(openId);
  return Promise.allSettled([
    pageCall.then(({ data }) =>
      data?.results.some((category) => category.id === openId)
        ? undefined
        : dispatch(api.endpoints.getActiveCategories.initiate(CATEGORY_LOOKUP_ARGS, options)),
    ),
    dispatch(api.endpoints.getPagingActiveCompanies.initiate(lists.companies, options)),
    dispatch(api.endpoints.getPagingCategoryActiveOffers.initiate(lists.offers, options)),
  ]);
};
