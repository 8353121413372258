// What the partners list asks for at an address, started by the boot before the first render of an
// address with a query (src/app/routes.tsx): the same calls, with the same arguments, as its hooks'.
import { api } from '@/api';
import { CATEGORY_CHOICES_ARGS } from '@/components/ui/CategorySelect';
import type { ScreenCalls } from '@/store';
import { companiesPageArgs, partnersQuery } from './partnersUrl';

/** The address's page of companies and the categories its filter offers, settled when both are. */
export const startPartnersCalls: ScreenCalls = (dispatch, params) => {
  const options = { subscribe: false };
  return Promise.allSettled([
    dispatch(api.endpoints.getPagingActiveCompanies.initiate(companiesPageArgs(partnersQuery.parse(params)), options)),
    dispatch(api.endpoints.getActiveCategories.initiate(CATEGORY_CHOICES_ARGS, options)),
  ]);
};
