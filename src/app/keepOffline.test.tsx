// A saved record's offline copy asks for its page's route data (loadPageAnswers): the very calls
// its screen makes, so the worker's cached answers are the ones the screen looks up offline, and
// the images kept are the ones the screen shows.
import { api } from '@/api';
import { keepSavesOffline, resetSavedStoreForTests, savedStore } from '@/domain/savedPlaces';
import { makeStore } from '@/store';
import { KEEP_OFFLINE } from '@/sw/rules';
import { waitFor } from '@testing-library/react';
import { makeCompany, makeOffer, makeProduct } from '@tests/utils/fixtures';
import { apiUrl, envelope, http, page, server } from '@tests/utils/msw';
import { renderRoute } from '@tests/utils/render';
import { waitForNoPendingRequest } from '@tests/utils/settle';
import { loadPageAnswers } from './pageAnswers';

/** Every API URL asked for while `run` runs. */
async function askedDuring(run: (asked: readonly string[]) => Promise<unknown>): Promise<string[]> {
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

/** The offline copy of the record at `address`, as the worker's page side asks for it. */
const keep = (address: string) => loadPageAnswers(makeStore(), address);

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

  it.each(['/partners/9', '/products/5', '/offers/12'])('%s: every call of its screen, and no other', async (address) => {
    const kept = await askedDuring(() => keep(address));
    const screenAsked = await askedDuring(async (seen) => {
      const { store } = await renderRoute(address);
      await waitFor(() => expect(seen).toEqual(expect.arrayContaining(kept)));
      await waitForNoPendingRequest(store);
    });
    expect([...new Set(kept)].sort()).toEqual([...new Set(screenAsked)].sort());
  });

  it('asks afresh for answers the app already holds, so they pass through the worker', async () => {
    const store = makeStore();
    await store.dispatch(api.endpoints.getOfferDetails.initiate({ id: 12 }));
    const asked = await askedDuring(() => loadPageAnswers(store, '/ar/offers/12'));
    expect(asked).toEqual(['http://api.test/offers/get_offer_details/12']);
  });

  it('asks for a product, then its company’s record and offers', async () => {
    const asked = await askedDuring(() => keep('/products/5'));
    expect(asked).toEqual(['http://api.test/providers/get_product_details/5', 'http://api.test/providers/get_company_by_id/8/', 'http://api.test/offers/get_all_company_active_offers/8/']);
  });
});

describe('the images kept are the ones the record’s screen shows (the worker’s image cache keys)', () => {
  const media = (name: string) => `http://api.test/media/${name}.svg`;
  const offers = Array.from({ length: 14 }, (_, index) => makeOffer({ id: 100 + index, company_id: 9, images: [media(`offer-${100 + index}`)] }));
  const products = Array.from({ length: 3 }, (_, index) => makeProduct({ id: 200 + index, company_id: 9, image: media(`product-${200 + index}`) }));
  const worker = { postMessage: jest.fn() };
  beforeEach(() => {
    server.use(
      http.get(apiUrl('/providers/get_company_by_id/9/'), () => envelope(makeCompany({ id: 9, logo: media('logo-9') }))),
      http.get(apiUrl('/providers/get_active_branches_for_company/9/'), () => envelope([])),
      http.get(apiUrl('/offers/get_all_company_active_offers/9/'), () => envelope(offers)),
      http.get(apiUrl('/providers/get_products'), () => envelope(page(products, products.length))),
    );
    resetSavedStoreForTests();
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: worker } });
    Object.defineProperty(globalThis, 'caches', { configurable: true, value: {} });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    Reflect.deleteProperty(globalThis, 'caches');
  });

  it('a partner: its logo, the offers shown before “Show all” and its products, each kept', async () => {
    const store = makeStore();
    const stop = keepSavesOffline((path) => loadPageAnswers(store, path), () => 'en');
    savedStore().toggle({ kind: 'partner', id: 9, names: { ar: 'تسعة', en: 'Nine' } });
    await waitFor(() => expect(worker.postMessage).toHaveBeenCalled());
    stop();
    const message = worker.postMessage.mock.calls[0][0] as { type: string; pages: string[]; images: string[] };
    expect(message).toMatchObject({ type: KEEP_OFFLINE, pages: ['/partners/9'] });
    await renderRoute('/partners/9');
    const shown = () => [...document.querySelectorAll('img')].map((img) => img.getAttribute('src') ?? '').filter((src) => src.startsWith('http://api.test/'));
    // Every section rendered: the logo, twelve offers and three products.
    await waitFor(() => expect(shown()).toHaveLength(1 + 12 + products.length));
    expect([...message.images].sort()).toEqual([...new Set(shown())].sort());
  });
});
