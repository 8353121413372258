'use strict';
// Companies (partners) and their branches.

const { isOpenAt } = require('../opening-hours.cjs');
const { searchCompanies } = require('../search.cjs');
const { pointOf, byDistance } = require('../geo.cjs');

module.exports = function companyHandlers(ctx) {
  const { rows, index, send, sendPage, present, mediaBase, flag, now } = ctx;

  function filterCompanies(list, q) {
    let out = list;
    if (q.category !== undefined) out = out.filter((c) => c.category_id === Number(q.category));
    if (flag(q.family)) out = out.filter((c) => c.productive_family);
    if (flag(q.locally_made)) out = out.filter((c) => c.locally_made_in_company);
    if (flag(q.open_now)) {
      const instant = now();
      out = out.filter((c) => isOpenAt(c.opening_hours, instant));
    }
    return searchCompanies(out, q.search);
  }
  const branchesOf = (company) => index().branchesByCompany.get(company.id) || [];

  return {
    getActiveCompanies: (req, res) => sendPage(res, req, filterCompanies(rows('companies'), req.query), 'company'),
    getPagingActiveCompanies: (req, res) => {
      const list = filterCompanies(rows('companies'), req.query);
      const point = pointOf(req.query);
      // Near a point: nearest-first, a company as near as the nearest of its own place and its branches.
      if (point) sendPage(res, req, byDistance(list, point, (c) => [c, ...branchesOf(c)]), 'company');
      else sendPage(res, req, list, 'company');
    },
    getActiveFamilyBusinesses: (req, res) => sendPage(res, req, rows('companies').filter((c) => c.productive_family), 'company'),
    getActiveLocallyMadeCompanies: (req, res) => sendPage(res, req, rows('companies').filter((c) => c.locally_made_in_company), 'company'),
    getCompanyDetails: (req, res) => send(res, present.company(ctx.companyOr404(req), mediaBase(req))),
    getCompanyById: (req, res) => send(res, present.company(ctx.companyOr404(req), mediaBase(req))),
    checkIfCompanyHasBranches: (req, res) => {
      const count = branchesOf(ctx.companyOr404(req)).length;
      send(res, { has_branches: count > 0, count });
    },
    getActiveBranchesForCompany: (req, res) => send(res, branchesOf(ctx.companyOr404(req))),
  };
};

