import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Offer } from '@/api';
import { mapProps } from '@tests/utils/mapMock';
import { renderRoute } from '@tests/utils/render';
import { retryRecordFailure } from '@tests/utils/retry';
import { serveRouting } from '@tests/utils/routing';
import { apiUrl, envelope, errorBody, http, HttpResponse, server } from '@tests/utils/msw';
import { isoDateInDays, makeOffer } from '@tests/utils/fixtures';
import { OfferDetailPage } from './OfferDetailPage';

jest.mock('@/components/map', () => jest.requireActual('../../../tests/utils/mapMock').mapModuleMock());

// The detail screen alone, with a stand-in list behind it (so Retry and Back have somewhere to go).
const routes = [
  { path: '/offers/:id', element: <OfferDetailPage /> },
  { path: '/offers', element: <h1>Offers list</h1> },
  { path: '/partners/:id', element: <h1>Partner page</h1> },
];

let detailRequests = 0;
function serveOffer(offer: Offer | (() => Response)) {
  server.use(
    http.get(apiUrl(`/offers/get_offer_details/:id`), () => {
      detailRequests += 1;
      return typeof offer === 'function' ? offer() : envelope(offer);
    }),
  );
}

beforeEach(() => {
  mapProps.length = 0;
  detailRequests = 0;
});

describe('Offer detail', () => {
  it('shows the image, title, description, price in OMR, the company link and the website', async () => {
    serveOffer(
      makeOffer({
        id: 5,
        en_title: 'Two meals for one',
        description: 'Every Tuesday evening.',
        price: 12.5,
        discount_percentage: 25,
        company_id: 9,
        company_en_name: 'Al Khaleej Restaurant',
        company_website: 'alkhaleej.om',
        images: ['http://api.test/media/offers/offer-5.svg'],
      }),
    );
    await renderRoute('/offers/5', { routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Two meals for one' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Two meals for one' })).toHaveAttribute('src', 'http://api.test/media/offers/offer-5.svg');
    expect(screen.getByText('Every Tuesday evening.')).toBeInTheDocument();
    expect(screen.getByText('OMR 12.500')).toBeInTheDocument();
    expect(screen.getAllByText('25% OFF').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: /^By .*Al Khaleej Restaurant/ })).toHaveAttribute('href', '/partners/9');
    const website = screen.getByRole('link', { name: /Visit Company Website/ });
    expect(website).toHaveAttribute('href', 'http://alkhaleej.om/');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(document.title).toMatch(/^Two meals for one/);
  });

  it('shows the company as plain text without a company id, and hides an unsafe website', async () => {
    serveOffer(makeOffer({ id: 6, company_id: null, company_en_name: 'Oasis Café', company_website: 'javascript:alert(1)' }));
    await renderRoute('/offers/6', { routes });
    expect(await screen.findByText(/^By .*Oasis Café/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Oasis Café/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Visit Company Website/ })).not.toBeInTheDocument();
  });

  it('offers Visit Company Website for a web address only, as the partner page does (not mailto: or tel:)', async () => {
    serveOffer(makeOffer({ id: 8, en_title: 'Mail deal', company_website: 'mailto:info@oasis.om' }));
    await renderRoute('/offers/8', { routes });
    await screen.findByRole('heading', { name: 'Mail deal' });
    expect(screen.queryByRole('link', { name: /Visit Company Website/ })).not.toBeInTheDocument();
  });

  it('uses the Arabic title and company name for Arabic visitors', async () => {
    serveOffer(makeOffer({ id: 7, title: 'خصم على القهوة', en_title: 'Coffee deal', company_name: 'مقهى الواحة', company_en_name: 'Oasis Café' }));
    await renderRoute('/offers/7', { routes, language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'خصم على القهوة' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /مقهى الواحة/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'عُد إلى العروض' })).toBeInTheDocument();
  });

  it("shows '{n}d left' when 1 to 7 days remain and 'Until {date}'", async () => {
    serveOffer(makeOffer({ id: 8, valid_until: isoDateInDays(4) }));
    await renderRoute('/offers/8', { routes });
    expect(await screen.findByText('4d left')).toBeInTheDocument();
    expect(screen.getByText(/^Until /)).toBeInTheDocument();
    expect(screen.queryByText('This offer has ended')).not.toBeInTheDocument();
  });

  it('shows no days-left badge with more than 7 days to go', async () => {
    serveOffer(makeOffer({ id: 9, en_title: 'Long deal', valid_until: isoDateInDays(20) }));
    await renderRoute('/offers/9', { routes });
    await screen.findByRole('heading', { name: 'Long deal' });
    expect(screen.queryByText(/d left/)).not.toBeInTheDocument();
  });

  it('says clearly when the offer has ended', async () => {
    serveOffer(makeOffer({ id: 10, en_title: 'Old deal', valid_until: isoDateInDays(-5) }));
    await renderRoute('/offers/10', { routes });
    expect(await screen.findByRole('heading', { name: 'This offer has ended' })).toBeInTheDocument();
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(screen.queryByText(/d left/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse current offers' })).toHaveAttribute('href', '/offers');
  });

  it('shows a small map and an Open in maps link when the offer has coordinates', async () => {
    serveOffer(makeOffer({ id: 11, en_title: 'Mapped', company_en_name: 'Oasis Café', latitude: 23.6, longitude: 58.4 }));
    await renderRoute('/offers/11', { routes });
    await screen.findByRole('heading', { name: 'Mapped' });
    expect(screen.getByTestId('map')).toBeInTheDocument();
    const props = mapProps[mapProps.length - 1];
    expect(props.points).toEqual([{ id: 11, lat: 23.6, lng: 58.4, title: 'Mapped', subtitle: 'Oasis Café' }]);
    expect(props.height).toBe(260);
    const open = screen.getByRole('link', { name: /Open in maps/ });
    expect(open).toHaveAttribute('href', 'https://www.openstreetmap.org/?mlat=23.600000&mlon=58.400000#map=16/23.600000/58.400000');
    expect(open).toHaveAttribute('target', '_blank');
  });

  it('with a routing service, Directions asks for the position on press and hands the route to the map', async () => {
    const { getCurrentPosition, restore } = serveRouting({ lat: 23.6, lng: 58.4 });
    try {
      serveOffer(makeOffer({ id: 14, en_title: 'Routed', latitude: 23.6, longitude: 58.4 }));
      const user = userEvent.setup();
      await renderRoute('/offers/14', { routes });
      await user.click(await screen.findByRole('button', { name: 'Directions to Routed' }));
      expect(getCurrentPosition).toHaveBeenCalledTimes(1);
      expect(await screen.findByText(/2\.5 km by car, about 4 min/)).toBeInTheDocument();
      expect(mapProps[mapProps.length - 1].route).toEqual([[23.588, 58.3829], [23.6, 58.4]]);
    } finally {
      restore();
    }
  });

  it('shows neither map nor link without coordinates', async () => {
    serveOffer(makeOffer({ id: 12, en_title: 'Nowhere', latitude: null, longitude: null }));
    await renderRoute('/offers/12', { routes });
    await screen.findByRole('heading', { name: 'Nowhere' });
    expect(screen.queryByTestId('map')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Open in maps/ })).not.toBeInTheDocument();
  });

  it.each([
    { why: 'returns to the list page the visitor came from', from: '/offers?page=6&category=4', id: 13, title: 'From page 6', lands: '/offers?page=6&category=4' },
    { why: 'goes to the list when the offer was opened directly', from: null, id: 14, title: 'Direct', lands: '/offers' },
    { why: 'goes to the list, not back to the partner page the offer was opened from', from: '/partners/9', id: 15, title: 'From its partner', lands: '/offers' },
  ])('Back $why', async ({ from, id, title, lands }) => {
    serveOffer(makeOffer({ id, en_title: title }));
    const user = userEvent.setup();
    const { router } = await renderRoute(from ?? `/offers/${id}`, { routes });
    if (from) await act(() => router.navigate(`/offers/${id}`));
    await screen.findByRole('heading', { name: title });
    await user.click(screen.getByRole('link', { name: 'Back to Offers' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(lands));
    expect(screen.getByRole('heading', { name: 'Offers list' })).toBeInTheDocument();
  });
});

describe('Offer detail: not found', () => {
  it("a 404 reads 'Offer not found', with a link to the offers list and no Retry", async () => {
    serveOffer(() => errorBody(404, 'Offer 99 was not found'));
    const user = userEvent.setup();
    const { router } = await renderRoute('/offers/99', { routes });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Offer not found' })).toBeInTheDocument();
    expect(within(alert).getByText('This offer may have been removed, or the link is wrong.')).toBeInTheDocument();
    // Asking again for a record the server says is not there would only say so again.
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('link', { name: 'Browse current offers' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/offers'));
    expect(screen.getByRole('heading', { name: 'Offers list' })).toBeInTheDocument();
  });

  it.each([
    ['a server error', () => errorBody(500, 'Internal error')],
    ['a network failure', () => HttpResponse.error()],
  ])("%s reads 'Offer not found' too (docs/product.md §8), says it could not be loaded, and Retry asks again on the spot", async (_name, failure) => {
    let failing = true;
    serveOffer(() => (failing ? failure() : envelope(makeOffer({ id: 99, en_title: 'Back online' }))));
    const { router } = await renderRoute('/offers/99', { routes });
    await retryRecordFailure({
      title: 'Offer not found',
      wayOut: { name: 'Browse current offers', href: '/offers' },
      recover: () => {
        // The server's own words are not the page's.
        expect(screen.queryByText('Internal error')).not.toBeInTheDocument();
        failing = false;
      },
      shows: 'Back online',
    });
    expect(router.state.location.pathname).toBe('/offers/99');
  });

  it("keeps the keyboard in the page's content when Retry (gone with the box) brings the offer", async () => {
    let failing = true;
    serveOffer(() => (failing ? HttpResponse.error() : envelope(makeOffer({ id: 99, en_title: 'Back online' }))));
    const user = userEvent.setup();
    // The app's frame: its <main> is where a new page puts the keyboard too (Layout).
    await renderRoute('/offers/99', {
      routes: [
        {
          path: '/offers/:id',
          element: (
            <main id="main" tabIndex={-1}>
              <OfferDetailPage />
            </main>
          ),
        },
      ],
    });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    failing = false;
    await user.click(retry);
    await screen.findByRole('heading', { level: 1, name: 'Back online' });
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it("an id that is not a number is 'Offer not found' without asking the server", async () => {
    await renderRoute('/offers/abc', { routes });
    expect(await screen.findByRole('heading', { name: 'Offer not found' })).toBeInTheDocument();
    expect(detailRequests).toBe(0);
    expect(document.title).toMatch(/^Offer not found/);
  });
});

describe('Offer detail: JSON-LD', () => {
  const block = (owner: string) => {
    const script = document.head.querySelector(`script[type="application/ld+json"][data-owner="${owner}"]`);
    return script ? (JSON.parse(script.textContent ?? '{}') as Record<string, unknown>) : null;
  };

  it('puts the Offer and its trail in <head> while shown, and takes them out after', async () => {
    serveOffer(makeOffer({ id: 5, en_title: 'Two meals for one', price: 12.5, discount_percentage: 25, company_id: 9, valid_until: '2026-12-31' }));
    const { unmount } = await renderRoute('/offers/5', { routes });
    await screen.findByRole('heading', { level: 1, name: 'Two meals for one' });
    await waitFor(() => expect(block('offer')).toMatchObject({
      '@type': 'Offer',
      name: 'Two meals for one',
      price: '12.500',
      priceCurrency: 'OMR',
      disambiguatingDescription: '25% OFF',
      validThrough: '2026-12-31',
      seller: { '@type': 'LocalBusiness', url: '/partners/9' },
    }));
    expect((block('breadcrumbs')?.itemListElement as { name: string }[]).map((step) => step.name)).toEqual(['Home', 'Offers', 'Two meals for one']);
    unmount();
    expect(block('offer')).toBeNull();
    expect(block('breadcrumbs')).toBeNull();
  });
});
