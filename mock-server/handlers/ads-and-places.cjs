'use strict';
// Ads (Level 1: the hero carousel; Level 2: spotlight and news), tags, countries and cities.

const { notFound } = require('../contract.cjs');

module.exports = function adAndPlaceHandlers(ctx) {
  const { rows, index, derived, send, sendPage, present, mediaBase, flag, idParam } = ctx;
  return {
    getTags: (req, res) => send(res, rows('tags')),
    getActiveCountries: (req, res) => send(res, rows('countries')),
    getActiveCities: (req, res) => {
      const countryId = idParam(req, 'countryId');
      if (!index().byId.countries.has(countryId)) throw notFound('Country', countryId);
      send(res, rows('cities').filter((c) => c.country_id === countryId));
    },
    getAllActiveAdsByType: (req, res) => {
      const adType = `Level ${req.params.type}`;
      let list = derived().runningAds.filter((a) => a.ad_type === adType);
      if (flag(req.query.with_images)) list = list.filter((a) => Array.isArray(a.images) && a.images.length > 0);
      sendPage(res, req, list, 'ad');
    },
    getCompanyActiveNowAds: (req, res) => {
      const base = mediaBase(req);
      const running = new Set(derived().runningAds);
      const list = (index().adsByCompany.get(ctx.companyOr404(req).id) || []).filter((a) => running.has(a));
      send(res, list.map((a) => present.ad(a, base)));
    },
    getAdById: (req, res) => {
      const ad = index().byId.ads.get(idParam(req));
      if (!ad) throw notFound('Ad', idParam(req));
      send(res, present.ad(ad, mediaBase(req)));
    },
  };
};
