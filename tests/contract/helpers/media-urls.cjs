'use strict';
// Every picture a mock names on its first pages of partners, offers and ads (logos, photos, ad
// images), for the tests that check where media URLs point and what answers there.

/** The media URLs in the mock at `mockUrl`'s first 100 companies, offers and type-1 ads. */
async function mediaUrlsOf(mockUrl) {
  const data = async (urlPath) => (await (await fetch(mockUrl + urlPath)).json()).data;
  const [companies, offers, ads] = await Promise.all([
    data('/providers/get_active_companies?l=100'),
    data('/offers/get_all_active_offers?l=100'),
    data('/ads/get_all_active_ads_by_type/1?l=100'),
  ]);
  return [
    ...companies.results.map((c) => c.logo),
    ...offers.results.flatMap((o) => o.images),
    ...ads.results.flatMap((a) => [...a.images, a.image, a.company_logo]),
  ].filter(Boolean);
}

module.exports = { mediaUrlsOf };
