// The categories feature's route data (src/store/routeData.ts).
import { api } from '@/api';
import { parsePositiveInt } from '@/lib/positiveInt';
import type { RouteData, RoutePaths } from '@/store';
import { CATEGORY_LOOKUP_ARGS, categoriesPageArgs, categoriesQuery, categoryListsArgs } from './categoriesUrl';

/**
 * The address's page of categories and, with a category open (/categories/:id), its panel's two
 * lists, which need only its id. The category itself comes from that page, else from the one
 * bounded lookup the panel makes when the page leaves it off (useSelectedCategory).
 */
const categories: RouteData = async (load, { params, search }) => {
  const openId = parsePositiveInt(params.id);
  const page = load(api.endpoints.getActiveCategories, categoriesPageArgs(categoriesQuery.parse(search)));
  if (openId === null) return;
  const lists = categoryListsArgs(openId);
  void load(api.endpoints.getPagingActiveCompanies, lists.companies);
  void load(api.endpoints.getPagingCategoryActiveOffers, lists.offers);
  const answer = await page;
  // A failed page shows its own error; the panel waits for it before any lookup.
  if (answer && !answer.results.some((category) => category.id === openId)) void load(api.endpoints.getActiveCategories, CATEGORY_LOOKUP_ARGS);
};

export const routeData = { CategoriesPage: categories };

/** A page for each category that holds a company (an empty one's panel would say only "no partners yet"); /categories itself has none to walk. */
const categoryPages: RoutePaths = (walk) => walk(api.endpoints.getActiveNotEmptyCategories, {});

export const routePaths = { CategoriesPage: categoryPages };
