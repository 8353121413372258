'use strict';
// Products: paged, by company, searched; one product's details.

const { notFound } = require('../contract.cjs');
const { searchProducts } = require('../search.cjs');

module.exports = function productHandlers({ rows, index, send, sendPage, present, mediaBase, idParam }) {
  return {
    getProducts: (req, res) => {
      let list = rows('products');
      if (req.query.company !== undefined) list = list.filter((p) => p.company_id === Number(req.query.company));
      sendPage(res, req, searchProducts(list, req.query.search), 'product');
    },
    getProductDetails: (req, res) => {
      const product = index().byId.products.get(idParam(req));
      if (!product) throw notFound('Product', idParam(req));
      send(res, present.product(product, mediaBase(req)));
    },
  };
};
