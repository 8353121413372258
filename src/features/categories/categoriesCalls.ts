// What the categories screen asks for at an address, started by the boot before the first render of
// an address with a query (src/app/routes.tsx): the same call, with the same arguments, as its hook's.
// An open category's own lists wait for its panel, as they do on the screen.
import { api } from '@/api';
import type { ScreenCalls } from '@/store';
import { categoriesPageArgs, categoriesQuery } from './categoriesUrl';

/** The address's page of categories, settled when it is. */
export const startCategoriesCalls: ScreenCalls = (dispatch, params) =>
  dispatch(api.endpoints.getActiveCategories.initiate(categoriesPageArgs(categoriesQuery.parse(params)), { subscribe: false }));
