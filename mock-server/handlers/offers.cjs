'use strict';
// Offers: the active ones (paged, searched, on the map, summed up) and a company's or category's.

const { notFound } = require('../contract.cjs');
const { daysBetween, isActiveOffer } = require('../dates.cjs');
const { searchOffers } = require('../search.cjs');
const { pointOf, byDistance } = require('../geo.cjs');

const ENDING_SOON_DAYS = 7;

module.exports = function offerHandlers(ctx) {
  const { index, derived, send, sendPage, present, mediaBase, idParam } = ctx;

  function filterOffers(list, q) {
    let out = list;
    if (q.category !== undefined) out = out.filter((o) => o.category_id === Number(q.category));
    if (q.company !== undefined) out = out.filter((o) => o.company_id === Number(q.company));
    return searchOffers(out, q.search);
  }
  const offersOf = (company) => index().offersByCompany.get(company.id) || [];

  return {
    getAllActiveOffers: (req, res) => {
      const list = filterOffers(derived().activeOffers, req.query);
      const point = pointOf(req.query);
      if (point) sendPage(res, req, byDistance(list, point, (o) => [o]), 'offer');
      else sendPage(res, req, list, 'offer');
    },
    searchOffers: (req, res) => sendPage(res, req, filterOffers(derived().activeOffers, req.query), 'offer'),
    getActiveOffersSummary: (req, res) => {
      const { activeOffers, day } = derived();
      const percents = activeOffers.map((o) => o.discount_percentage).filter((p) => typeof p === 'number');
      const average = percents.length ? percents.reduce((a, b) => a + b, 0) / percents.length : 0;
      const endingSoon = activeOffers.filter((o) => {
        if (o.valid_until == null) return false;
        const left = daysBetween(day, o.valid_until);
        return left >= 1 && left <= ENDING_SOON_DAYS;
      }).length;
      send(res, {
        active_count: activeOffers.length,
        ending_soon_count: endingSoon,
        average_discount_percentage: Math.round(average * 100) / 100,
      });
    },
    getActiveOfferLocations: (req, res) => {
      const list = filterOffers(derived().activeOffers, req.query).filter((o) => o.latitude != null && o.longitude != null);
      send(res, list.map((o) => ({
        id: o.id,
        title: o.title,
        en_title: o.en_title ?? null,
        company_name: o.company_name ?? null,
        company_en_name: o.company_en_name ?? null,
        latitude: o.latitude,
        longitude: o.longitude,
      })));
    },
    getCategoryOffers: (req, res) => {
      const category = ctx.categoryOr404(req);
      sendPage(res, req, derived().activeOffers.filter((o) => o.category_id === category.id), 'offer');
    },
    getPagingCategoryActiveOffers: (req, res) => {
      const category = ctx.categoryOr404(req, 'categoryId');
      const list = derived().activeOffers.filter((o) => o.category_id === category.id);
      sendPage(res, req, searchOffers(list, req.query.search), 'offer');
    },
    getCompanyOffers: (req, res) => {
      const base = mediaBase(req);
      send(res, offersOf(ctx.companyOr404(req)).map((o) => present.offer(o, base)));
    },
    getAllCompanyActiveOffers: (req, res) => {
      const base = mediaBase(req);
      const day = derived().day;
      const list = offersOf(ctx.companyOr404(req)).filter((o) => isActiveOffer(o, day));
      send(res, list.map((o) => present.offer(o, base)));
    },
    getOfferDetails: (req, res) => {
      const offer = index().byId.offers.get(idParam(req));
      if (!offer) throw notFound('Offer', idParam(req));
      send(res, present.offer(offer, mediaBase(req)));
    },
  };
};
