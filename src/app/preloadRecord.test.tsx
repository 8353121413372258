import { screen } from '@testing-library/react';
import { makeStore } from '@/store';
import { paths } from '@/config/paths';
import { envelope, http, page, server, TEST_API } from '@tests/utils/msw';
import { makeAd, makeCompany, makeOffer, makeProduct } from '@tests/utils/fixtures';
import { renderRoute } from '@tests/utils/render';
import { preloadRecord } from './routes';

// Leaflet needs layout that jsdom lacks; the screens' maps are stood in for, as in their own tests.
jest.mock('@/components/map', () => jest.requireActual('../../tests/utils/mapMock').mapModuleMock());

// src/main.tsx: when the head's call has answered, the record is put in the store before the first
// render, so that render draws the record itself. After index.html's record preview a skeleton
// would blank the photo or name it painted for a moment.
const detailScreens = [
  { name: 'a partner', href: paths.partner.getHref(7), call: '/providers/get_company_by_id/7/', record: makeCompany({ id: 7, en_name: 'Preloaded Partner' }), heading: 'Preloaded Partner', loading: 'Loading partner…' },
  { name: 'an offer', href: paths.offer.getHref(7), call: '/offers/get_offer_details/7', record: makeOffer({ id: 7, en_title: 'Preloaded Offer' }), heading: 'Preloaded Offer', loading: 'Loading offer…' },
  { name: 'an ad', href: paths.ad.getHref(7), call: '/ads/get_ad_by_id/7/', record: makeAd({ id: 7, en_title: 'Preloaded Ad' }), heading: 'Preloaded Ad', loading: 'Loading the advertisement…' },
  { name: 'a product', href: paths.product.getHref(7), call: '/providers/get_product_details/7', record: makeProduct({ id: 7, en_name: 'Preloaded Product' }), heading: 'Preloaded Product', loading: 'Loading product…' },
];

/** Serves the record at `call` (counting its requests) and an empty list or page for any other call. */
function serve(call: string, record: object): { count: number } {
  const asked = { count: 0 };
  server.use(
    http.get(`${TEST_API}/*`, ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === call) {
        asked.count += 1;
        return envelope(record);
      }
      if (url.pathname.includes('get_company_by_id')) return envelope(makeCompany({ id: 9 }));
      // The contract's plain lists (a company's branches, offers, ads) are lists; the rest pages.
      return /(branches_for_company|company_active_offers|company_offers|active_now_ads)/.test(url.pathname) ? envelope([]) : envelope(page([]));
    }),
  );
  return asked;
}

describe('preloadRecord: the first render of a detail screen', () => {
  it.each(detailScreens)('draws $name itself, asked for once, when its record was preloaded', async ({ href, call, record, heading, loading }) => {
    const asked = serve(call, record);
    const store = makeStore();
    await preloadRecord(href, store.dispatch);
    await renderRoute(href, { store });
    // No waiting: the first render has it, and never showed the loading state.
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.queryByText(loading)).not.toBeInTheDocument();
    expect(asked.count).toBe(1);
  });

  it.each(detailScreens)('without it, $name starts from its skeleton', async ({ href, call, record, heading, loading }) => {
    serve(call, record);
    await renderRoute(href);
    expect(screen.getByText(loading)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: heading })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each(['/', '/partners', '/offers', '/offers/0', '/offers/abc'])('asks for nothing on %s', async (href) => {
    let asked = 0;
    server.use(
      http.get(`${TEST_API}/*`, () => {
        asked += 1;
        return envelope(page([]));
      }),
    );
    await preloadRecord(href, makeStore().dispatch);
    expect(asked).toBe(0);
  });
});
