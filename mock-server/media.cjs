'use strict';
// Fixtures store media as '/media/...' paths; each answer makes them absolute on the origin
// the client called (or MOCK_PUBLIC_URL), so nothing ever points at another host.
// The files themselves live in MEDIA_DIR, served by mediaFiles() wherever they are mounted: on the
// mock's own origin, or on the site's (scripts/site-media.cjs).
const path = require('node:path');
const express = require('express');

/** Where the pictures the answers name ('/media/…') are kept. */
const MEDIA_DIR = path.join(__dirname, 'public', 'media');

/**
 * The media files with a day's cache: pictures never change under a name. `fallthrough: false`
 * answers a missing file with 404 itself, for a server whose next handler would send the app shell.
 */
function mediaFiles({ fallthrough }) {
  return express.static(MEDIA_DIR, { maxAge: '1d', index: false, fallthrough });
}

function makeMediaBase(publicUrl) {
  return (req) => {
    if (publicUrl) return publicUrl.replace(/\/+$/, '');
    const host = req.get('host');
    return host && /^[A-Za-z0-9.\-:[\]]+$/.test(host) ? `${req.protocol}://${host}` : 'http://127.0.0.1:3001';
  };
}

const absolute = (base, v) => (typeof v === 'string' && v.startsWith('/media/') ? base + v : v);

/** How each kind of row leaves the mock: media made absolute, live counts filled in. */
function makePresenters(derived) {
  return {
    company: (c, base) => ({ ...c, logo: absolute(base, c.logo) }),
    offer: (o, base) => ({ ...o, images: (o.images || []).map((u) => absolute(base, u)) }),
    ad: (a, base) => ({
      ...a,
      images: (a.images || []).map((u) => absolute(base, u)),
      image: absolute(base, a.image),
      company_logo: absolute(base, a.company_logo),
    }),
    product: (p, base) => ({ ...p, image: absolute(base, p.image) }),
    category: (c) => ({ ...c, offer_count: derived().offerCounts.get(c.id) || 0 }),
  };
}

module.exports = { MEDIA_DIR, mediaFiles, makeMediaBase, makePresenters, absolute };
