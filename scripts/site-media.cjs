'use strict';
// `serve.cjs --media-on-site`: the API's pictures (logos, offers', ads' and products' photos) served
// from the site's own origin, under /media/, as a CDN that fronts both the pages and the API's media
// does; the mock is told so (MOCK_PUBLIC_URL, "set it when a proxy sits in front") and names them
// there. A page's first picture then needs no connection to a second origin, nor waits on the API
// host's answer time (issue 31: /offers' LCP ended on its first offer's picture, charged both).
const { mediaFiles } = require('../mock-server/media.cjs');

/**
 * What serving the media from `siteOrigin` takes: the mock's environment (the origin it writes into
 * media URLs), the images' origin for the security policy's img-src (the site is also opened on
 * other names, 127.0.0.1 for one), and the route that answers /media/ as the mock does (a day's cache).
 */
function mediaOnSite(siteOrigin) {
  const origin = new URL(siteOrigin).origin;
  return {
    mockEnv: { MOCK_PUBLIC_URL: origin },
    imageOrigin: origin,
    mount(app) {
      app.use('/media', mediaFiles({ fallthrough: false }));
    },
  };
}

module.exports = { mediaOnSite };
