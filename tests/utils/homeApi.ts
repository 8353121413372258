// Test-only: the API answers the home page needs, with one override per test where a rule
// is under test. Every call the page makes is handled, so an unexpected call fails the test.
import type { Ad, Category, Company, Offer, OffersSummary, Tag } from '@/api';
import { makeAd, makeCategory, makeCompany, makeOffer, makeTag } from './fixtures';
import { apiUrl, envelope, http, page, server } from './msw';

export interface HomeData {
  tags: Tag[];
  companies: { results: Company[]; count: number };
  family: { results: Company[]; count: number };
  locallyMade: { results: Company[]; count: number };
  summary: OffersSummary;
  offers: { results: Offer[]; count: number };
  categories: { results: Category[]; count: number };
  level1: { results: Ad[]; count: number };
  spotlight: { results: Ad[]; count: number };
  news: { results: Ad[]; count: number };
}

export const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

export function defaultHomeData(): HomeData {
  return {
    tags: [makeTag({ name: 'coffee' })],
    companies: page(range(20).map((i) => makeCompany({ id: i, en_name: `Partner ${i}` })), 250),
    family: page(range(3).map((i) => makeCompany({ id: 100 + i, en_name: `Family ${i}`, productive_family: true })), 41),
    locallyMade: page(range(2).map((i) => makeCompany({ id: 200 + i, en_name: `Omani ${i}`, locally_made_in_company: true })), 63),
    summary: { active_count: 264, ending_soon_count: 67, average_discount_percentage: 39.85 },
    offers: page(range(20).map((i) => makeOffer({ id: i, en_title: `Deal ${i}` })), 300),
    categories: page(range(12).map((i) => makeCategory({ id: i, en_name: `Category ${i}`, company_count: i })), 44),
    level1: page(range(3).map((i) => makeAd({ id: i, en_title: `Slide ${i}`, ad_type: 'Level 1' })), 3),
    spotlight: page(range(2).map((i) => makeAd({ id: 300 + i, en_title: `Spotlight ${i}`, ad_type: 'Level 2' })), 2),
    news: page(range(4).map((i) => makeAd({ id: 400 + i, en_title: `Article ${i}`, ad_type: 'Level 2' })), 45),
  };
}

/** Installs the home page's handlers; `overrides` replace whole answers. Returns the data used. */
export function serveHomeApi(overrides: Partial<HomeData> = {}) {
  const data = { ...defaultHomeData(), ...overrides };
  const requests: URL[] = [];
  const record = (request: Request) => requests.push(new URL(request.url));
  server.use(
    http.get(apiUrl('/core/get_tags'), ({ request }) => (record(request), envelope(data.tags))),
    http.get(apiUrl('/providers/get_paging_active_companies'), ({ request }) => (record(request), envelope(data.companies))),
    http.get(apiUrl('/providers/get_active_family_businesses/'), ({ request }) => (record(request), envelope(data.family))),
    http.get(apiUrl('/providers/get_active_locally_made_companies/'), ({ request }) => (record(request), envelope(data.locallyMade))),
    http.get(apiUrl('/offers/get_active_offers_summary'), ({ request }) => (record(request), envelope(data.summary))),
    http.get(apiUrl('/offers/get_all_active_offers'), ({ request }) => (record(request), envelope(data.offers))),
    http.get(apiUrl('/providers/get_active_categories'), ({ request }) => (record(request), envelope(data.categories))),
    http.get(apiUrl('/ads/get_all_active_ads_by_type/:type'), ({ request, params }) => {
      record(request);
      if (params.type === '1') return envelope(data.level1);
      const url = new URL(request.url);
      return envelope(url.searchParams.get('with_images') === 'true' ? data.spotlight : data.news);
    }),
  );
  return { data, requests };
}
