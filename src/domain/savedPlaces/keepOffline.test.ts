import type { RouteCall } from '@/store';
import { KEEP_OFFLINE, KEEP_OFFLINE_MAX } from '@/sw/rules';
import { waitFor } from '@testing-library/react';
import { page } from '@tests/utils/msw';
import { makeCompany, makeOffer, makeProduct } from '@tests/utils/fixtures';
import { keepOffline, keepSavesOffline, type LoadPage } from './keepOffline';
import { resetSavedStoreForTests, savedStore } from './savedPlaces';
import { PARTNER_OFFERS_SHOWN, savedPageImages, savedPagePath, savedRecordImage } from './offlineCopies';

// A partner's page's calls, as its route data starts them (src/app/keepOffline.test.tsx checks the real ones).
const record: RouteCall = { endpoint: 'getCompanyById', arg: { id: 3 } };
const branches: RouteCall = { endpoint: 'getActiveBranchesForCompany', arg: { id: 3 } };
const offersCall: RouteCall = { endpoint: 'getAllCompanyActiveOffers', arg: { id: 3 } };
const productsCall: RouteCall = { endpoint: 'getProducts', arg: { company: 3, o: 0, l: 12 } };

/** A page loader answering `answers` for any page, noting each page asked for. */
function loaderOf(answers: readonly (readonly [RouteCall, unknown])[]): LoadPage & { pages: string[] } {
  const pages: string[] = [];
  return Object.assign(async (path: string) => {
    pages.push(path);
    return answers;
  }, { pages });
}

describe('what a saved record needs offline', () => {
  it('is its page at its address in the page’s language', () => {
    expect(savedPagePath('partner', 3, 'en')).toBe('/partners/3');
    expect(savedPagePath('partner', 3, 'ar')).toBe('/ar/partners/3');
    expect(savedPagePath('offer', 12, 'ar')).toBe('/ar/offers/12');
    expect(savedPagePath('product', 5, 'en')).toBe('/products/5');
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
    const products = Array.from({ length: 100 }, (_, index) => makeProduct({ id: index + 1, image: `http://api.test/media/product-${index + 1}.svg` }));
    const images = savedPageImages([
      [record, makeCompany({ id: 3, logo: 'http://api.test/media/logo.svg' })],
      [productsCall, page(products, 100)],
    ]);
    expect(images).toHaveLength(KEEP_OFFLINE_MAX.images);
    expect(images[0]).toBe('http://api.test/media/logo.svg');
  });
});

describe('keeping a saved record offline', () => {
  it('asks for its page’s calls at its address in the page’s language, then has the worker keep the page and its images', async () => {
    const loadPage = loaderOf([[record, makeCompany({ id: 3, logo: 'http://api.test/media/logos/logo-3.svg' })], [branches, []], [offersCall, []], [productsCall, page([], 0)]]);
    const worker = { postMessage: jest.fn() };
    await keepOffline(loadPage, { kind: 'partner', id: 3, language: 'ar' }, worker);
    expect(loadPage.pages).toEqual(['/ar/partners/3']);
    expect(worker.postMessage).toHaveBeenCalledWith({ type: KEEP_OFFLINE, pages: ['/ar/partners/3'], images: ['http://api.test/media/logos/logo-3.svg'] });
  });

  it('still keeps the page of a record without an image, with no image to fetch', async () => {
    const worker = { postMessage: jest.fn() };
    await keepOffline(loaderOf([[{ endpoint: 'getOfferDetails', arg: { id: 12 } }, makeOffer({ id: 12, images: [] })]]), { kind: 'offer', id: 12, language: 'en' }, worker);
    expect(worker.postMessage).toHaveBeenCalledWith({ type: KEEP_OFFLINE, pages: ['/offers/12'], images: [] });
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
    const loadPage = loaderOf([[{ endpoint: 'getOfferDetails', arg: { id: 4 } }, makeOffer({ id: 4, images: ['http://api.test/media/offers/offer-4.svg'] })]]);
    const kept = { type: KEEP_OFFLINE, pages: ['/ar/offers/4'], images: ['http://api.test/media/offers/offer-4.svg'] };
    const offer = { kind: 'offer' as const, id: 4, names: { ar: 'عرض' } };
    const stop = keepSavesOffline(loadPage, () => 'ar');
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
    expect(loadPage.pages).toEqual(['/ar/offers/4', '/ar/offers/4']);
    stop();
  });

  it('keeps what this page saved before it began to follow the list (its chunk comes after the page’s load), not older saves', async () => {
    const loadPage = loaderOf([]);
    workerInControl(worker);
    savedStore().toggle({ kind: 'offer', id: 7, names: { ar: 'سبعة', en: 'Seven' } }); // an earlier visit's
    const pageStartedAt = Date.now() + 1;
    // Until the clock has passed the page's start (a millisecond): the next save is then this page's.
    while (Date.now() < pageStartedAt) {
      // spin
    }
    savedStore().toggle({ kind: 'offer', id: 8, names: { ar: 'ثمانية', en: 'Eight' } }); // this page's, before its load
    const stop = keepSavesOffline(loadPage, () => 'en', { pageStartedAt });
    await waitFor(() => expect(worker.postMessage).toHaveBeenCalled());
    expect(loadPage.pages).toEqual(['/offers/8']);
    expect(worker.postMessage.mock.calls.map(([message]) => message.pages)).toEqual([['/offers/8']]);
    stop();
  });

  it('keeps what was saved before any worker controlled the page once the first one takes control, and only then', async () => {
    const loadPage = loaderOf([]);
    const workers = Object.assign(new EventTarget(), { controller: null as typeof worker | null });
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: workers });
    Object.defineProperty(globalThis, 'caches', { configurable: true, value: {} });
    savedStore().toggle({ kind: 'offer', id: 4, names: { ar: 'أربعة', en: 'Four' } }); // before this page load, say
    const stop = keepSavesOffline(loadPage, () => 'en');
    savedStore().toggle({ kind: 'offer', id: 6, names: { ar: 'ستة', en: 'Six' } }); // the worker still installing
    // Nothing asked for.
    expect(loadPage.pages).toEqual([]);
    expect(worker.postMessage).not.toHaveBeenCalled();

    workers.controller = worker; // the worker claims the page
    workers.dispatchEvent(new Event('controllerchange'));
    await waitFor(() => expect(worker.postMessage).toHaveBeenCalledTimes(2));
    const pages = worker.postMessage.mock.calls.map(([message]) => message.pages[0]);
    expect(pages.sort()).toEqual(['/offers/4', '/offers/6']);

    // A new deploy's worker taking over later finds the same caches: nothing asked again.
    workers.dispatchEvent(new Event('controllerchange'));
    expect(loadPage.pages.sort()).toEqual(['/offers/4', '/offers/6']);
    expect(worker.postMessage).toHaveBeenCalledTimes(2);
    stop();
  });
});
