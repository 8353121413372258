// The products feature's route data (src/store/routeData.ts).
import { api } from '@/api';
import { parsePositiveInt } from '@/lib/positiveInt';
import type { RouteData, RoutePaths } from '@/store';
import { productsPageArgs, productsQuery } from './productsUrl';

const productsList: RouteData = (load, { search }) => {
  void load(api.endpoints.getProducts, productsPageArgs(productsQuery.parse(search)));
};

/** The product, then what its answer names: its company (the seller's name) and that company's offers. */
const productDetail: RouteData = async (load, { params }) => {
  const id = parsePositiveInt(params.id);
  if (id === null) return;
  const product = await load(api.endpoints.getProductDetails, { id });
  const company = product?.company_id ?? null;
  if (company === null) return;
  void load(api.endpoints.getCompanyById, { id: company });
  void load(api.endpoints.getAllCompanyActiveOffers, { id: company });
};

export const routeData = { ProductsPage: productsList, ProductPage: productDetail };

/** A page for each listed product. */
const productPages: RoutePaths = (walk) => walk(api.endpoints.getProducts, {});

export const routePaths = { ProductPage: productPages };
