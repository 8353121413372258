import { api } from '@/api';
import { makeStore } from '@/store';
import { KEEP_OFFLINE } from '@/sw/rules';
import { waitFor } from '@testing-library/react';
import { apiUrl, envelope, http, page, server } from '@tests/utils/msw';
import { renderRoute } from '@tests/utils/render';
import { waitForNoPendingRequest } from '@tests/utils/settle';
import { makeCompany, makeOffer, makeProduct } from '@tests/utils/fixtures';
import { keepOffline, keepSavesOffline } from './keepOffline';
import { resetSavedStoreForTests, savedStore } from './savedPlaces';
import { savedFollowUpCalls, savedPagePath, savedRecordCalls, savedRecordImage } from './offlineCopies';

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
});
