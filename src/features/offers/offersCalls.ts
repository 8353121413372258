// What the offers list asks for at an address, started by the boot before the first render of an
// address with a query (src/app/routes.tsx): the same calls, with the same arguments, as its hooks'.
// The map's locations wait, as on the screen, until the visitor nears the map.
import { api } from '@/api';
import { CATEGORY_CHOICES_ARGS } from '@/components/ui/CategorySelect';
import type { ScreenCalls } from '@/store';
import { offersPageArgs, offersQuery } from './offersUrl';

/** The address's page of offers and the categories its filter offers, settled when both are. */
export const startOffersCalls: ScreenCalls = (dispatch, params) => {
  const options = { subscribe: false };
  return Promise.allSettled([
    dispatch(api.endpoints.getAllActiveOffers.initiate(offersPageArgs(offersQuery.parse(params)), options)),
    dispatch(api.endpoints.getActiveCategories.initiate(CATEGORY_CHOICES_ARGS, options)),
  ]);
};
