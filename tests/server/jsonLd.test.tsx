// The JSON-LD of the published pages (issue 30): rendered in Node by renderPage, as the publish step
// renders them, in both languages, each block checked against our own schema of its type
// (tests/server/schemas/jsonLd.ts). Arabic pages' addresses are /ar/… and their names Arabic.
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { renderPage } from '@/app/renderPage';
import { renderAgainstMock, withFixtures } from './renderingMock';
import type { Language } from '@/lib/i18n';
import { pathInLanguage } from '@/lib/languagePath';
import { jsonLdSchemas, type JsonLdType } from './schemas/jsonLd';

const SITE = 'https://dalil.test';

/** The page at `path` (its English address) in `language`, at that language's address, on SITE. */
async function render(path: string, language: Language) {
  return renderPage(pathInLanguage(path, language), { siteOrigin: SITE });
}

type Block = Record<string, unknown> & { '@type'?: string };

/** Every application/ld+json block of the page's head, parsed. */
async function jsonLdOf(path: string, language: Language): Promise<{ blocks: Block[]; texts: string[] }> {
  const { head } = await render(path, language);
  const texts = head.tags.filter((tag) => tag.tag === 'script' && tag.attributes.type === 'application/ld+json').map((tag) => tag.text ?? '');
  return { blocks: texts.map((text) => JSON.parse(text) as Block), texts };
}

// strictRequired off: an anyOf branch names properties its parent defines (a price or a discount).
const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false });
addFormats(ajv);
const validators = Object.fromEntries(Object.entries(jsonLdSchemas).map(([type, schema]) => [type, ajv.compile(schema)])) as Record<JsonLdType, ValidateFunction>;

/** The block's errors against its type's schema ([] when valid); an unknown type is an error. */
function errorsOf(block: Block): string[] {
  const validate = validators[block['@type'] as JsonLdType];
  if (!validate) return [`no schema of ours for @type ${String(block['@type'])}`];
  return validate(block) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`);
}

renderAgainstMock();

/** Each published record page and the JSON-LD types its head must carry. */
const pages: [path: string, types: JsonLdType[]][] = [
  ['/', ['WebSite']],
  ['/partners/1', ['LocalBusiness', 'BreadcrumbList']],
  ['/offers/1', ['Offer', 'BreadcrumbList']],
  ['/products/1', ['Product', 'BreadcrumbList']],
  ['/ads/1', ['BreadcrumbList']],
];

describe.each(['en', 'ar'] as const)('JSON-LD in the HTML, in %s', (language) => {
  it.each(pages)('%s carries its blocks, each valid against our schema of its type', async (path, types) => {
    const { blocks, texts } = await jsonLdOf(path, language);
    expect(blocks.map((block) => block['@type']).sort()).toEqual([...types].sort());
    for (const block of blocks) expect({ type: block['@type'], errors: errorsOf(block) }).toEqual({ type: block['@type'], errors: [] });
    // Serialised by the one helper: no '<' can end the <script> the block sits in.
    for (const text of texts) expect(text).not.toContain('<');
  });
});

describe('each schema of ours fails a block that lacks what it requires', () => {
  /** A valid block of each type, as a page publishes it. */
  const samples = async (): Promise<Record<JsonLdType, Block>> => {
    const all = (await Promise.all(pages.map(([path]) => jsonLdOf(path, 'en')))).flatMap(({ blocks }) => blocks);
    return Object.fromEntries(all.map((block) => [block['@type'], block])) as Record<JsonLdType, Block>;
  };

  it.each(Object.keys(jsonLdSchemas) as JsonLdType[])('%s: dropping any one required property fails validation', async (type) => {
    const block = (await samples())[type];
    expect(errorsOf(block)).toEqual([]);
    const required = jsonLdSchemas[type].required as string[];
    expect(required.length).toBeGreaterThan(0);
    for (const property of required) {
      const { [property]: _dropped, ...rest } = block;
      expect({ property, valid: errorsOf(rest).length === 0 }).toEqual({ property, valid: false });
    }
  });

  it('Offer: with neither a price nor a discount, it fails', async () => {
    const { price: _price, disambiguatingDescription: _discount, ...offer } = (await samples()).Offer;
    expect(errorsOf(offer)).not.toEqual([]);
  });

  it('an address that is not absolute fails (a relative breadcrumb item, an offer url)', async () => {
    const { BreadcrumbList: trail, Offer: offer } = await samples();
    const items = trail.itemListElement as Block[];
    expect(errorsOf({ ...trail, itemListElement: [{ ...items[0], item: '/' }, ...items.slice(1)] })).not.toEqual([]);
    expect(errorsOf({ ...offer, url: '/offers/1' })).not.toEqual([]);
  });
});

describe('what the blocks say', () => {
  const ofType = (blocks: Block[], type: string) => blocks.find((block) => block['@type'] === type) as Block;
  const trail = (blocks: Block[]) => (ofType(blocks, 'BreadcrumbList').itemListElement as { name: string; item: string }[]).map(({ name, item }) => [name, item]);

  it('English pages: Home → list → record, at the bare addresses', async () => {
    expect(trail((await jsonLdOf('/partners/1', 'en')).blocks)).toEqual([
      ['Home', `${SITE}/`],
      ['Partners', `${SITE}/partners`],
      ['Al Zahra Telecom', `${SITE}/partners/1`],
    ]);
    expect(trail((await jsonLdOf('/offers/1', 'en')).blocks)).toEqual([
      ['Home', `${SITE}/`],
      ['Offers', `${SITE}/offers`],
      ['Save 40% on home internet plans', `${SITE}/offers/1`],
    ]);
    expect(trail((await jsonLdOf('/products/1', 'en')).blocks)).toEqual([
      ['Home', `${SITE}/`],
      ['Products', `${SITE}/products`],
      ['5G home internet (unlimited, student)', `${SITE}/products/1`],
    ]);
    // Ads have no list: Home → the ad, as its page's Back.
    expect(trail((await jsonLdOf('/ads/1', 'en')).blocks)).toEqual([
      ['Home', `${SITE}/`],
      ['Muscat Shopping Festival', `${SITE}/ads/1`],
    ]);
  });

  it('Arabic pages: Arabic names and /ar addresses, in the breadcrumbs and the records', async () => {
    const partner = (await jsonLdOf('/partners/1', 'ar')).blocks;
    expect(trail(partner)).toEqual([
      ['الرئيسية', `${SITE}/ar`],
      ['الشركاء', `${SITE}/ar/partners`],
      ['الزهراء للاتصالات', `${SITE}/ar/partners/1`],
    ]);
    expect(ofType(partner, 'LocalBusiness')).toMatchObject({ '@id': `${SITE}/ar/partners/1`, name: 'الزهراء للاتصالات' });

    const offer = (await jsonLdOf('/offers/1', 'ar')).blocks;
    expect(trail(offer)).toEqual([
      ['الرئيسية', `${SITE}/ar`],
      ['العروض', `${SITE}/ar/offers`],
      ['وفّر ٤٠٪ على باقات الإنترنت المنزلي', `${SITE}/ar/offers/1`],
    ]);
    expect(ofType(offer, 'Offer')).toMatchObject({
      url: `${SITE}/ar/offers/1`,
      name: 'وفّر ٤٠٪ على باقات الإنترنت المنزلي',
      seller: { '@type': 'LocalBusiness', name: 'الزهراء للاتصالات', url: `${SITE}/ar/partners/1` },
    });

    const product = (await jsonLdOf('/products/1', 'ar')).blocks;
    expect(trail(product).map(([, url]) => url)).toEqual([`${SITE}/ar`, `${SITE}/ar/products`, `${SITE}/ar/products/1`]);
    expect(ofType(product, 'Product')).toMatchObject({ name: 'إنترنت الجيل الخامس (بلا حدود، للطلاب)', offers: { seller: { url: `${SITE}/ar/partners/1` } } });

    expect(trail((await jsonLdOf('/ads/1', 'ar')).blocks).map(([, url]) => url)).toEqual([`${SITE}/ar`, `${SITE}/ar/ads/1`]);

    const site = ofType((await jsonLdOf('/', 'ar')).blocks, 'WebSite');
    expect(site).toMatchObject({ name: 'دليل', url: `${SITE}/ar` });
    expect(site.potentialAction).toMatchObject({ target: `${SITE}/ar/search?q={search_term_string}` });
  });

  it("home's WebSite searches the English site from an English page", async () => {
    const site = ofType((await jsonLdOf('/', 'en')).blocks, 'WebSite');
    expect(site).toMatchObject({ name: 'Dalil', url: `${SITE}/` });
    expect(site.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: `${SITE}/search?q={search_term_string}`,
      'query-input': 'required name=search_term_string',
    });
  });

  it("the partner: its page is its @id, its website its url, its hours the API's week", async () => {
    const business = ofType((await jsonLdOf('/partners/1', 'en')).blocks, 'LocalBusiness');
    expect(business).toMatchObject({
      '@id': `${SITE}/partners/1`,
      url: 'https://www.alzahratelecom.com.om/',
      telephone: '+968 9789 2417',
      logo: expect.stringMatching(/\/media\/logos\/logo-1\.webp$/),
    });
    // The fixture's week: 09:00–13:00 every day but Friday, 16:30–22:00 every day; days with the same
    // hours in one entry. Then its special days (a closed National Day, Ramadan's hours past midnight).
    const day = (...names: string[]) => names.map((name) => `https://schema.org/${name}`);
    const hours = business.openingHoursSpecification as Record<string, unknown>[];
    expect(hours.slice(0, 2)).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: day('Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Saturday'), opens: '09:00', closes: '13:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: day('Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'), opens: '16:30', closes: '22:00' },
    ]);
    expect(hours).toContainEqual({ '@type': 'OpeningHoursSpecification', opens: '00:00', closes: '00:00', validFrom: '2026-11-20', validThrough: '2026-11-21' });
    expect(hours).toContainEqual({ '@type': 'OpeningHoursSpecification', opens: '20:00', closes: '01:00', validFrom: '2026-02-18', validThrough: '2026-03-19' });
  });

  it('the offer: its price and discount in OMR, until its end date, sold by the partner', async () => {
    const offer = ofType((await jsonLdOf('/offers/1', 'en')).blocks, 'Offer');
    expect(offer).toMatchObject({
      price: '54.500',
      priceCurrency: 'OMR',
      disambiguatingDescription: expect.stringContaining('40%'),
      validThrough: '2026-12-22',
      seller: { '@type': 'LocalBusiness', '@id': `${SITE}/partners/1`, name: 'Al Zahra Telecom', url: `${SITE}/partners/1` },
    });
  });
});

it('hostile API data stays inert: every address in the blocks is http(s), and no block can end its script', async () => {
  /** Every value under an address-bearing key, however deep. */
  const addresses = (value: unknown, found: string[] = []): string[] => {
    if (Array.isArray(value)) value.forEach((item) => addresses(item, found));
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (['@id', 'url', 'item', 'image', 'logo', 'target'].includes(key) && typeof inner === 'string') found.push(inner);
        else addresses(inner, found);
      }
    }
    return found;
  };
  await withFixtures('hostile', async () => {
    for (const [path] of pages) {
      const { blocks, texts } = await jsonLdOf(path, 'en');
      expect(blocks.length).toBeGreaterThan(0);
      for (const text of texts) expect(text).not.toContain('<');
      for (const address of addresses(blocks)) expect(address).toMatch(/^https?:\/\/[^\s"'<>]+$/);
    }
  });
});
