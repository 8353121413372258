// Our own schemas of the JSON-LD the published pages carry (issue 30): for each schema.org type, the
// properties a page of ours must give it. Written for complete records (the default fixtures' partner,
// offer, product and ad 1): a property the record lacks is left out of the block, not published empty.
// Validated with ajv in tests/server/jsonLd.test.tsx, where a block missing any required property fails.
import type { SchemaObject } from 'ajv';

/** An absolute http(s) address, as every url, @id, image and breadcrumb item must be. */
const absoluteUrl: SchemaObject = { type: 'string', format: 'uri', pattern: '^https?://' };
const text: SchemaObject = { type: 'string', minLength: 1, pattern: '\\S' };
const context: SchemaObject = { const: 'https://schema.org' };
/** A price in OMR: the rial has 1000 baisa, so three decimals. */
const omr: SchemaObject = { type: 'string', pattern: '^\\d+\\.\\d{3}$' };
const time: SchemaObject = { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' };
const weekday: SchemaObject = { enum: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((day) => `https://schema.org/${day}`) };

const openingHoursSpecification: SchemaObject = {
  type: 'object',
  required: ['@type', 'opens', 'closes'],
  properties: {
    '@type': { const: 'OpeningHoursSpecification' },
    dayOfWeek: { type: 'array', minItems: 1, items: weekday },
    opens: time,
    closes: time,
    validFrom: { type: 'string', format: 'date' },
    validThrough: { type: 'string', format: 'date' },
  },
  // A usual week's entry names its days; a special day's has its dates.
  anyOf: [{ required: ['dayOfWeek'] }, { required: ['validFrom', 'validThrough'] }],
};

export const localBusinessSchema: SchemaObject = {
  $id: 'LocalBusiness',
  type: 'object',
  required: ['@context', '@type', '@id', 'name', 'url', 'logo', 'image', 'telephone', 'address', 'geo', 'openingHoursSpecification'],
  properties: {
    '@context': context,
    '@type': { const: 'LocalBusiness' },
    '@id': absoluteUrl,
    name: text,
    url: absoluteUrl,
    logo: absoluteUrl,
    image: absoluteUrl,
    telephone: text,
    address: {
      type: 'object',
      required: ['@type', 'streetAddress', 'addressCountry'],
      properties: { '@type': { const: 'PostalAddress' }, streetAddress: text, addressCountry: { const: 'OM' } },
    },
    geo: {
      type: 'object',
      required: ['@type', 'latitude', 'longitude'],
      properties: {
        '@type': { const: 'GeoCoordinates' },
        latitude: { type: 'number', minimum: -90, maximum: 90 },
        longitude: { type: 'number', minimum: -180, maximum: 180 },
      },
    },
    openingHoursSpecification: { type: 'array', minItems: 1, items: openingHoursSpecification },
  },
};

const seller: SchemaObject = {
  type: 'object',
  required: ['@type', 'name', 'url'],
  properties: { '@type': { enum: ['LocalBusiness', 'Organization'] }, '@id': absoluteUrl, name: text, url: absoluteUrl },
};

export const offerSchema: SchemaObject = {
  $id: 'Offer',
  type: 'object',
  required: ['@context', '@type', '@id', 'url', 'name', 'image', 'priceCurrency', 'validThrough', 'seller'],
  properties: {
    '@context': context,
    '@type': { const: 'Offer' },
    '@id': absoluteUrl,
    url: absoluteUrl,
    name: text,
    description: text,
    image: absoluteUrl,
    price: omr,
    priceCurrency: { const: 'OMR' },
    // The discount in words: schema.org's Offer has no discount property.
    disambiguatingDescription: text,
    validThrough: { type: 'string', format: 'date' },
    seller,
  },
  // A price, a discount, or both.
  anyOf: [{ required: ['price'] }, { required: ['disambiguatingDescription'] }],
};

export const productSchema: SchemaObject = {
  $id: 'Product',
  type: 'object',
  // schema.org (and search engines) ask a Product for one of offers, review or aggregateRating: ours is offers.
  required: ['@context', '@type', '@id', 'url', 'name', 'description', 'offers'],
  properties: {
    '@context': context,
    '@type': { const: 'Product' },
    '@id': absoluteUrl,
    url: absoluteUrl,
    name: text,
    description: text,
    image: absoluteUrl,
    offers: {
      type: 'object',
      required: ['@type', 'price', 'priceCurrency', 'seller'],
      properties: { '@type': { const: 'Offer' }, url: absoluteUrl, price: omr, priceCurrency: { const: 'OMR' }, seller },
    },
  },
};

export const breadcrumbListSchema: SchemaObject = {
  $id: 'BreadcrumbList',
  type: 'object',
  required: ['@context', '@type', 'itemListElement'],
  properties: {
    '@context': context,
    '@type': { const: 'BreadcrumbList' },
    itemListElement: {
      type: 'array',
      minItems: 2,
      items: {
        type: 'object',
        required: ['@type', 'position', 'name', 'item'],
        properties: { '@type': { const: 'ListItem' }, position: { type: 'integer', minimum: 1 }, name: text, item: absoluteUrl },
      },
    },
  },
};

export const webSiteSchema: SchemaObject = {
  $id: 'WebSite',
  type: 'object',
  required: ['@context', '@type', 'name', 'url', 'potentialAction'],
  properties: {
    '@context': context,
    '@type': { const: 'WebSite' },
    name: text,
    url: absoluteUrl,
    potentialAction: {
      type: 'object',
      required: ['@type', 'target', 'query-input'],
      properties: {
        '@type': { const: 'SearchAction' },
        // The search page's address with the query's placeholder.
        target: { type: 'string', pattern: '^https?://[^?]+/search\\?q=\\{search_term_string\\}$' },
        'query-input': { const: 'required name=search_term_string' },
      },
    },
  },
};

/** Each type a page of ours publishes, by its @type. */
export const jsonLdSchemas = {
  LocalBusiness: localBusinessSchema,
  Offer: offerSchema,
  Product: productSchema,
  BreadcrumbList: breadcrumbListSchema,
  WebSite: webSiteSchema,
} as const;

export type JsonLdType = keyof typeof jsonLdSchemas;
