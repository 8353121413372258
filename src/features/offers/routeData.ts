// The offers feature's route data (src/store/routeData.ts). The map's locations are not part of it:
// the screen asks for them only as the visitor nears the map.
import { api } from '@/api';
import { CATEGORY_CHOICES_ARGS } from '@/components/ui/CategorySelect';
import { parsePositiveInt } from '@/lib/positiveInt';
import type { RouteData, RoutePaths } from '@/store';
import { offersPageArgs, offersQuery } from './offersUrl';

/** The address's page of offers and the categories its filter offers. */
const offersList: RouteData = (load, { search }) => {
  void load(api.endpoints.getAllActiveOffers, offersPageArgs(offersQuery.parse(search)));
  void load(api.endpoints.getActiveCategories, CATEGORY_CHOICES_ARGS);
};

const offerDetail: RouteData = (load, { params }) => {
  const id = parsePositiveInt(params.id);
  if (id !== null) void load(api.endpoints.getOfferDetails, { id });
};

export const routeData = { OffersPage: offersList, OfferDetailPage: offerDetail };

/** A page for each active offer. */
const offerPages: RoutePaths = (walk) => walk(api.endpoints.getAllActiveOffers, {});

export const routePaths = { OfferDetailPage: offerPages };
