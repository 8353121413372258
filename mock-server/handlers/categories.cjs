'use strict';
// Categories, all of them or only those with companies; offer_count is live (see media.cjs).

const { searchCategories } = require('../search.cjs');

module.exports = function categoryHandlers({ rows, sendPage }) {
  return {
    getActiveNotEmptyCategories: (req, res) => {
      const list = rows('categories').filter((c) => c.company_count > 0);
      sendPage(res, req, searchCategories(list, req.query.search), 'category');
    },
    getActiveCategories: (req, res) => sendPage(res, req, searchCategories(rows('categories'), req.query.search), 'category'),
  };
};

