// schema.org blocks in <head>: one way to write them safely, for every screen that has one. Written
// in headTags.ts, beside the one head-tag helper they go through: there they share the chunk that
// every screen with a head already loads (the home page's first download is at its budget). The
// addresses in them go through webHref (./webHref.ts), which home, with no API address, does not load.
export { serializeJsonLd, useJsonLd, type JsonLd } from './headTags';
