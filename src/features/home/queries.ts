// The home page's query arguments, shared by the sections that read the same RTK Query cache
// entry (the hero's 'Active Partners' and the partners section use one call, not two).
import type {
  GetActiveCategoriesApiArg,
  GetActiveFamilyBusinessesApiArg,
  GetActiveLocallyMadeCompaniesApiArg,
  GetAllActiveAdsByTypeApiArg,
  GetAllActiveOffersApiArg,
  GetPagingActiveCompaniesApiArg,
} from '@/api';

/** Spec §9 limits for the home page. */
export const HOME_LIMITS = { partners: 20, categories: 12, offers: 20, articles: 30, slides: 10, spotlight: 10 } as const;

export const HOME_PARTNERS_QUERY: GetPagingActiveCompaniesApiArg = { l: HOME_LIMITS.partners };
export const HOME_FAMILY_QUERY: GetActiveFamilyBusinessesApiArg = { l: HOME_LIMITS.partners };
/** Spec §7: the locally made companies are fetched with offset 0, limit 18. */
export const HOME_LOCALLY_MADE_QUERY: GetActiveLocallyMadeCompaniesApiArg = { o: 0, l: 18 };
export const HOME_CATEGORIES_QUERY: GetActiveCategoriesApiArg = { l: HOME_LIMITS.categories };
export const HOME_OFFERS_QUERY: GetAllActiveOffersApiArg = { l: HOME_LIMITS.offers };
export const HOME_CAROUSEL_QUERY: GetAllActiveAdsByTypeApiArg = { type: '1', l: HOME_LIMITS.slides };
export const HOME_SPOTLIGHT_QUERY: GetAllActiveAdsByTypeApiArg = { type: '2', l: HOME_LIMITS.spotlight, withImages: true };
/** Business Insights & News: its first articles ('View All Articles' asks for more). */
export const HOME_NEWS_QUERY: GetAllActiveAdsByTypeApiArg = { type: '2', l: HOME_LIMITS.articles };
/** The API's largest page: 'View All Articles' shows up to this many. */
export const ARTICLES_MAX = 100;
