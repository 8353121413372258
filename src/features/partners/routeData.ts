// The partners feature's route data (src/store/routeData.ts): the calls each screen makes at an
// address, with the arguments its hooks build, declared once for the publish, the boot and the refresh.
import { api } from '@/api';
import { CATEGORY_CHOICES_ARGS } from '@/components/ui/CategorySelect';
import { parsePositiveInt } from '@/lib/positiveInt';
import type { RouteData, RoutePaths } from '@/store';
import { partnerProductsArgs, partnerProductsQuery } from './PartnerProducts';
import { companiesPageArgs, partnersQuery } from './partnersUrl';

/** The address's page of companies and the categories its filter offers. */
const partnersList: RouteData = (load, { search }) => {
  void load(api.endpoints.getPagingActiveCompanies, companiesPageArgs(partnersQuery.parse(search)));
  void load(api.endpoints.getActiveCategories, CATEGORY_CHOICES_ARGS);
};

/** The partner, its branches, its offers and the address's page of its products: all named by its id alone. */
const partnerDetail: RouteData = (load, { params, search }) => {
  const id = parsePositiveInt(params.id);
  if (id === null) return;
  void load(api.endpoints.getCompanyById, { id });
  void load(api.endpoints.getActiveBranchesForCompany, { id });
  void load(api.endpoints.getAllCompanyActiveOffers, { id });
  void load(api.endpoints.getProducts, partnerProductsArgs(id, partnerProductsQuery.parse(search)));
};

export const routeData = { PartnersPage: partnersList, PartnerDetailPage: partnerDetail };

/** A page for each active company. */
const partnerPages: RoutePaths = (walk) => walk(api.endpoints.getPagingActiveCompanies, {});

export const routePaths = { PartnerDetailPage: partnerPages };
