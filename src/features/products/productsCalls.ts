// What the products list asks for at an address, started by the boot before the first render of an
// address with a query (src/app/routes.tsx): the same call, with the same arguments, as its hook's.
import { api } from '@/api';
import type { ScreenCalls } from '@/store';
import { productsPageArgs, productsQuery } from './productsUrl';

/** The address's page of products, settled when it is. */
export const startProductsCalls: ScreenCalls = (dispatch, params) =>
  dispatch(api.endpoints.getProducts.initiate(productsPageArgs(productsQuery.parse(params)), { subscribe: false }));
