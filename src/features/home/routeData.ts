// The home page's route data (src/store/routeData.ts): every section's call, with the arguments its
// hooks use (./queries), so the whole page is in the cache before it renders.
import { api } from '@/api';
import type { RouteData } from '@/store';
import {
  HOME_CAROUSEL_QUERY,
  HOME_CATEGORIES_QUERY,
  HOME_FAMILY_QUERY,
  HOME_LOCALLY_MADE_QUERY,
  HOME_NEWS_QUERY,
  HOME_OFFERS_QUERY,
  HOME_PARTNERS_QUERY,
  HOME_SPOTLIGHT_QUERY,
} from './queries';

const home: RouteData = (load) => {
  void load(api.endpoints.getTags, undefined);
  void load(api.endpoints.getActiveOffersSummary, undefined);
  void load(api.endpoints.getPagingActiveCompanies, HOME_PARTNERS_QUERY);
  void load(api.endpoints.getActiveFamilyBusinesses, HOME_FAMILY_QUERY);
  void load(api.endpoints.getActiveLocallyMadeCompanies, HOME_LOCALLY_MADE_QUERY);
  void load(api.endpoints.getAllActiveAdsByType, HOME_CAROUSEL_QUERY);
  void load(api.endpoints.getAllActiveAdsByType, HOME_SPOTLIGHT_QUERY);
  void load(api.endpoints.getAllActiveAdsByType, HOME_NEWS_QUERY);
  void load(api.endpoints.getActiveCategories, HOME_CATEGORIES_QUERY);
  void load(api.endpoints.getAllActiveOffers, HOME_OFFERS_QUERY);
};

export const routeData = { HomePage: home };
