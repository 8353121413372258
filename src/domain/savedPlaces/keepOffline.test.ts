import { api } from '@/api';
import { makeStore } from '@/store';
import { KEEP_OFFLINE, KEEP_OFFLINE_MAX } from '@/sw/rules';
import { waitFor } from '@testing-library/react';
import { apiUrl, envelope, http, page, server } from '@tests/utils/msw';
import { renderRoute } from '@tests/utils/render';
import { waitForNoPendingRequest } from '@tests/utils/settle';
import { makeCompany, makeOffer, makeProduct } from '@tests/utils/fixtures';
import { keepOffline, keepSavesOffline } from './keepOffline';
import { resetSavedStoreForTests, savedStore } from './savedPlaces';
import { PARTNER_OFFERS_SHOWN, savedFollowUpCalls, savedPageImages, savedPagePath, savedRecordCalls, savedRecordImage } from './offlineCopies';

describe('what a saved record needs offline', () => {
  it('is its page at its address in the page’s language', () => {
    expect(savedPagePath('partner', 3, 'en')).toBe('/partners/3');
    expect(savedPagePath('partner', 3, 'ar')).toBe('/ar/partners/3');
    expect(savedPagePath('offer', 12, 'ar')).toBe('/ar/offers/12');
    expect(savedPagePath('product', 5, 'en')).toBe('/products/5');
  });

  it('is the calls its screen makes: a partner’s record, branches, offers and first page of products', () => {
    expect(savedRecordCalls('partner', 3)).toEqual([
      { endpoint: 'getCompanyById', arg: { id: 3 } },
      { endpoint: 'getActiveBranchesForCompany', arg: { id: 3 } },
      { endpoint: 'getAllCompanyActiveOffers', arg: { id: 3 } },
      { endpoint: 'getProducts', arg: { company: 3, o: 0, l: 12 } },
    ]);
    expect(savedRecordCalls('offer', 12)).toEqual([{ endpoint: 'getOfferDetails', arg: { id: 12 } }]);
    expect(savedRecordCalls('product', 5)).toEqual([{ endpoint: 'getProductDetails', arg: { id: 5 } }]);
  });

  it('adds, for a product, its company’s record and offers once the product names it', () => {
    expect(savedFollowUpCalls('product', makeProduct({ id: 5, company_id: 8 }))).toEqual([
      { endpoint: 'getCompanyById', arg: { id: 8 } },
      { endpoint: 'getAllCompanyActiveOffers', arg: { id: 8 } },
    ]);
    expect(savedFollowUpCalls('product', makeProduct({ id: 5, company_id: null }))).toEqual([]);
    expect(savedFollowUpCalls('product', undefined)).toEqual([]);
    expect(savedFollowUpCalls('partner', makeCompany({ id: 8 }))).toEqual([]);
  });

  it('is the logo or image its page shows, through the image sanitiser', () => {
    expect(savedRecordImage('partner', makeCompany({ logo: 'http://api.test/media/logos/logo-3.svg' }))).toBe('http://api.test/media/logos/logo-3.svg');
    expect(savedRecordImage('partner', makeCompany({ logo: null }))).toBeNull();
    expect(savedRecordImage('offer', makeOffer({ images: ['', ' http://api.test/media/offers/offer-1.svg '] }))).toBe('http://api.test/media/offers/offer-1.svg');
    expect(savedRecordImage('product', makeProduct({ image: 'javascript:alert(1)' }))).toBeNull();
    expect(savedRecordImage('product', undefined)).toBeNull();
  });

  it('is every image its page shows: a partner’s logo, its first offers’ photos and its products’ pictures, sanitised, once each', () => {
    const media = (name: string) => `http://api.test/media/${name}.svg`;
    const offers = Array.from({ length: PARTNER_OFFERS_SHOWN + 2 }, (_, index) => makeOffer({ id: index + 1, images: [media(`offer-${index + 1}`)] }));
    const products = [makeProduct({ id: 1, image: media('product-1') }), makeProduct({ id: 2, image: 'javascript:alert(1)' }), makeProduct({ id: 3, image: media('logo') })];
    const [record, branches, offersCall, productsCall] = savedRecordCalls('partner', 3);
    const images = savedPageImages([
      [record, makeCompany({ id: 3, logo: media('logo') })],
      [branches, []],
      [offersCall, offers],
      [productsCall, page(products, 3)],
    ]);
    // Only the offers shown before 'Show all'; the unsafe picture left out; the logo once.
    expect(images).toEqual([media('logo'), ...offers.slice(0, PARTNER_OFFERS_SHOWN).map((_, index) => media(`offer-${index + 1}`)), media('product-1')]);
  });

  it('keeps at most as many images for one record as the worker takes from one save, its own first', () => {
    const [record, , , productsCall] = savedRecordCalls('partner', 3);
    const products = Array.from({ length: 100 }, (_, index) => makeProduct({ id: index + 1, image: `http://api.test/media/product-${index + 1}.svg` }));
    const images = savedPageImages([
      [record, makeCompany({ id: 3, logo: 'http://api.test/media/logo.svg' })],
      [productsCall, page(products, 100)],
    ]);
    expect(images).toHaveLength(KEEP_OFFLINE_MAX.images);
    expect(images[0]).toBe('http://api.test/media/logo.svg');
  });
});

/** Every API URL asked for while `run` runs. */
async function askedDuring(run: (asked: readonly string[]) => Promise<void>): Promise<string[]> {
  const asked: string[] = [];
  const listen = ({ request }: { request: Request }) => void asked.push(request.url);
  server.events.on('request:start', listen);
  try {
    await run(asked);
  } finally {
    server.events.removeListener('request:start', listen);
  }
  return asked;
}

describe('keeping a saved record offline', () => {
  it('asks for a partner’s screen’s every call, fresh, then has the worker keep its page and logo', async () => {
    server.use(
      http.get(apiUrl('/providers/get_company_by_id/3/'), () => envelope(makeCompany({ id: 3, logo: 'http://api.test/media/logos/logo-3.svg' }))),
      http.get(apiUrl('/providers/get_active_branches_for_company/3/'), () => envelope([])),
      http.get(apiUrl('/offers/get_all_company_active_offers/3/'), () => envelope([])),
      http.get(apiUrl('/providers/get_products'), () => envelope(page([], 0))),
    );
    const store = makeStore();
    // Already in the app: asked again all the same, so the answer passes through the worker.
    await store.dispatch(api.endpoints.getCompanyById.initiate({ id: 3 }));
    const worker = { postMessage: jest.fn() };
    const asked = await askedDuring(() => keepOffline(store.dispatch, { kind: 'partner', id: 3, language: 'ar' }, worker));
    expect(asked.sort()).toEqual(
      [
        'http://api.test/offers/get_all_company_active_offers/3/',
        'http://api.test/providers/get_active_branches_for_company/3/',
        'http://api.test/providers/get_company_by_id/3/',
        'http://api.test/providers/get_products?o=0&l=12&company=3',
      ].sort(),
    );
    expect(worker.postMessage).toHaveBeenCalledWith({ type: KEEP_OFFLINE, pages: ['/ar/partners/3'], images: ['http://api.test/media/logos/logo-3.svg'] });
  });

  it('asks for a product and then its company’s calls, and keeps its image', async () => {
    server.use(
      http.get(apiUrl('/providers/get_product_details/5'), () => envelope(makeProduct({ id: 5, company_id: 8, image: 'http://api.test/media/offers/offer-2.svg' }))),
      http.get(apiUrl('/providers/get_company_by_id/8/'), () => envelope(makeCompany({ id: 8 }))),
      http.get(apiUrl('/offers/get_all_company_active_offers/8/'), () => envelope([])),
    );
    const worker = { postMessage: jest.fn() };
    const asked = await askedDuring(() => keepOffline(makeStore().dispatch, { kind: 'product', id: 5, language: 'en' }, worker));
    expect(asked).toEqual([
      'http://api.test/providers/get_product_details/5',
      'http://api.test/providers/get_company_by_id/8/',
      'http://api.test/offers/get_all_company_active_offers/8/',
    ]);
    expect(worker.postMessage).toHaveBeenCalledWith({ type: KEEP_OFFLINE, pages: ['/products/5'], images: ['http://api.test/media/offers/offer-2.svg'] });
  });

  it('still keeps the page of a record without an image, with no image to fetch', async () => {
    server.use(http.get(apiUrl('/offers/get_offer_details/12'), () => envelope(makeOffer({ id: 12, images: [] }))));
    const worker = { postMessage: jest.fn() };
    await keepOffline(makeStore().dispatch, { kind: 'offer', id: 12, language: 'en' }, worker);
    expect(worker.postMessage).toHaveBeenCalledWith({ type: KEEP_OFFLINE, pages: ['/offers/12'], images: [] });
  });
});

describe('the calls kept are the ones the record’s screen makes (the worker’s cache keys)', () => {
  beforeEach(() =>
    server.use(
      http.get(apiUrl('/providers/get_company_by_id/:id/'), ({ params }) => envelope(makeCompany({ id: Number(params.id) }))),
      http.get(apiUrl('/providers/get_active_branches_for_company/:id/'), () => envelope([])),
      http.get(apiUrl('/offers/get_all_company_active_offers/:id/'), () => envelope([])),
      http.get(apiUrl('/providers/get_products'), () => envelope(page([], 0))),
      http.get(apiUrl('/providers/get_product_details/:id'), ({ params }) => envelope(makeProduct({ id: Number(params.id), company_id: 8 }))),
      http.get(apiUrl('/offers/get_offer_details/:id'), ({ params }) => envelope(makeOffer({ id: Number(params.id) }))),
    ),
  );

  it.each([
    ['partner', '/partners/9', /\/9\/|company=9/],
    ['product', '/products/5', /\/5$|\/8\/$/],
    ['offer', '/offers/12', /\/12$/],
  ] as const)('%s: every call of %s about it, and no other', async (kind, address, aboutIt) => {
    const kept = await askedDuring(() => keepOffline(makeStore().dispatch, { kind, id: Number(address.split('/')[2]), language: 'en' }, { postMessage: jest.fn() }));
    const screenAsked = await askedDuring(async (seen) => {
      const { store } = await renderRoute(address);
      // The sections asked for after the header's paint, and a product's company, are in too (a
      // call the screen never makes never comes: the test then fails here).
      await waitFor(() => expect(seen).toEqual(expect.arrayContaining(kept)));
      await waitForNoPendingRequest(store);
    });
    expect([...new Set(kept)].sort()).toEqual([...new Set(screenAsked.filter((url) => aboutIt.test(url)))].sort());
  });
});

describe('the images kept are the ones the record’s screen shows (the worker’s image cache keys)', () => {
  const media = (name: string) => `http://api.test/media/${name}.svg`;
  const offers = Array.from({ length: PARTNER_OFFERS_SHOWN + 2 }, (_, index) => makeOffer({ id: 100 + index, company_id: 9, images: [media(`offer-${100 + index}`)] }));
  const products = Array.from({ length: 3 }, (_, index) => makeProduct({ id: 200 + index, company_id: 9, image: media(`product-${200 + index}`) }));
  beforeEach(() =>
    server.use(
      http.get(apiUrl('/providers/get_company_by_id/9/'), () => envelope(makeCompany({ id: 9, logo: media('logo-9') }))),
      http.get(apiUrl('/providers/get_active_branches_for_company/9/'), () => envelope([])),
      http.get(apiUrl('/offers/get_all_company_active_offers/9/'), () => envelope(offers)),
      http.get(apiUrl('/providers/get_products'), () => envelope(page(products, products.length))),
    ),
  );

  it('a partner: its logo, the offers shown before “Show all” and its products, each kept', async () => {
    const worker = { postMessage: jest.fn() };
    await keepOffline(makeStore().dispatch, { kind: 'partner', id: 9, language: 'en' }, worker);
    const kept: string[] = worker.postMessage.mock.calls[0][0].images;
    await renderRoute('/partners/9');
    const shown = () => [...document.querySelectorAll('img')].map((img) => img.getAttribute('src') ?? '').filter((src) => src.startsWith('http://api.test/'));
    // Every section drawn: the logo, twelve offers and three products.
    await waitFor(() => expect(shown()).toHaveLength(1 + PARTNER_OFFERS_SHOWN + products.length));
    expect([...kept].sort()).toEqual([...new Set(shown())].sort());
  });
});

describe('following the saved list', () => {
  const worker = { postMessage: jest.fn() };
  /** A page the worker controls (or none), in a browser with the Cache API (jsdom has neither). */
  function workerInControl(controller: typeof worker | null) {
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller } });
    Object.defineProperty(globalThis, 'caches', { configurable: true, value: {} });
  }

  beforeEach(() => resetSavedStoreForTests());
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    Reflect.deleteProperty(globalThis, 'caches');
    worker.postMessage.mockReset();
  });

  it('keeps each record saved with a worker in control, in the page’s language; not an unsave, nor a save without a worker', async () => {
    let detailCalls = 0;
    server.use(
      http.get(apiUrl('/offers/get_offer_details/4'), () => {
        detailCalls += 1;
        return envelope(makeOffer({ id: 4, images: ['http://api.test/media/offers/offer-4.svg'] }));
      }),
    );
    const kept = { type: KEEP_OFFLINE, pages: ['/ar/offers/4'], images: ['http://api.test/media/offers/offer-4.svg'] };
    const offer = { kind: 'offer' as const, id: 4, names: { ar: 'عرض' } };
    const stop = keepSavesOffline(makeStore().dispatch, () => 'ar');
    workerInControl(worker);
    savedStore().toggle(offer);
    await waitFor(() => expect(worker.postMessage).toHaveBeenCalledWith(kept));
    savedStore().toggle(offer); // unsaved
    workerInControl(null);
    savedStore().toggle(offer); // saved, with no worker in control
    savedStore().toggle(offer);
    workerInControl(worker);
    savedStore().toggle(offer);
    await waitFor(() => expect(worker.postMessage).toHaveBeenCalledTimes(2));
    expect(worker.postMessage).toHaveBeenLastCalledWith(kept);
    expect(detailCalls).toBe(2);
    stop();
  });

  it('keeps what this page saved before it began to follow the list (its chunk comes after the page’s load), not older saves', async () => {
    server.use(http.get(apiUrl('/offers/get_offer_details/:id'), ({ params }) => envelope(makeOffer({ id: Number(params.id), images: [] }))));
    workerInControl(worker);
    savedStore().toggle({ kind: 'offer', id: 7, names: { ar: 'سبعة', en: 'Seven' } }); // an earlier visit's
    const pageStartedAt = Date.now() + 1;
    // Until the clock has passed the page's start (a millisecond): the next save is then this page's.
    while (Date.now() < pageStartedAt) {
      // spin
    }
    savedStore().toggle({ kind: 'offer', id: 8, names: { ar: 'ثمانية', en: 'Eight' } }); // this page's, before its load
    const store = makeStore();
    const stop = keepSavesOffline(store.dispatch, () => 'en', { pageStartedAt });
    await waitFor(() => expect(worker.postMessage).toHaveBeenCalled());
    await waitForNoPendingRequest(store);
    expect(worker.postMessage.mock.calls.map(([message]) => message.pages)).toEqual([['/offers/8']]);
    stop();
  });

  it('keeps what was saved before any worker controlled the page once the first one takes control, and only then', async () => {
    server.use(
      http.get(apiUrl('/offers/get_offer_details/4'), () => envelope(makeOffer({ id: 4, images: [] }))),
      http.get(apiUrl('/offers/get_offer_details/6'), () => envelope(makeOffer({ id: 6, images: [] }))),
    );
    const workers = Object.assign(new EventTarget(), { controller: null as typeof worker | null });
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: workers });
    Object.defineProperty(globalThis, 'caches', { configurable: true, value: {} });
    savedStore().toggle({ kind: 'offer', id: 4, names: { ar: 'أربعة', en: 'Four' } }); // before this page load, say
    const store = makeStore();
    const stop = keepSavesOffline(store.dispatch, () => 'en');
    savedStore().toggle({ kind: 'offer', id: 6, names: { ar: 'ستة', en: 'Six' } }); // the worker still installing
    // Nothing asked for: no call is in the store at all.
    expect(Object.keys(store.getState().api.queries)).toEqual([]);
    expect(worker.postMessage).not.toHaveBeenCalled();

    workers.controller = worker; // the worker claims the page
    workers.dispatchEvent(new Event('controllerchange'));
    await waitFor(() => expect(worker.postMessage).toHaveBeenCalledTimes(2));
    const pages = worker.postMessage.mock.calls.map(([message]) => message.pages[0]);
    expect(pages.sort()).toEqual(['/offers/4', '/offers/6']);

    await waitForNoPendingRequest(store);
    // A new deploy's worker taking over later finds the same caches: nothing asked again.
    workers.dispatchEvent(new Event('controllerchange'));
    expect(Object.values(store.getState().api.queries).filter((query) => query?.status === 'pending')).toEqual([]);
    expect(worker.postMessage).toHaveBeenCalledTimes(2);
    stop();
  });
});
