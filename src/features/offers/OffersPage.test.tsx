import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Category, Offer, OfferLocation } from '@/api';
import { lastMapProps, mapProps } from '@tests/utils/mapMock';
import { renderRoute, renderWithProviders } from '@tests/utils/render';
import { waitForDebouncedSearch, waitForNoPendingRequest } from '@tests/utils/settle';
import { apiUrl, delay, envelope, errorBody, http, HttpResponse, page, server } from '@tests/utils/msw';
import { isoDateInDays, makeCategory, makeOffer } from '@tests/utils/fixtures';
import { pagedListHandler } from '@tests/utils/pagedListHandler';
import { serveRouting } from '@tests/utils/routing';
import { makeStore, runRouteData } from '@/store';
import { routeData } from './routeData';

jest.mock('@/components/map', () => jest.requireActual('../../../tests/utils/mapMock').mapModuleMock());

interface Serve {
  offers?: Offer[] | ((url: URL) => Offer[]);
  count?: number;
  categories?: Category[];
  locations?: OfferLocation[];
  offersResponse?: (url: URL, call: number) => Response | undefined | Promise<Response | undefined>;
}

let offerRequests: URL[] = [];
let locationRequests: URL[] = [];

function serve({ offers = [], count, categories = [], locations = [], offersResponse }: Serve = {}) {
  server.use(
    pagedListHandler('/offers/get_all_active_offers', offerRequests, {
      rows: (url) => (typeof offers === 'function' ? offers(url) : offers),
      count,
      respond: offersResponse,
    }),
    http.get(apiUrl('/providers/get_active_categories'), () => envelope(page(categories))),
    http.get(apiUrl('/offers/get_active_offer_locations'), ({ request }) => {
      locationRequests.push(new URL(request.url));
      return envelope(locations);
    }),
  );
}

const argsOf = (url: URL) => Object.fromEntries(url.searchParams.entries());
const lastOfferArgs = () => argsOf(offerRequests[offerRequests.length - 1]);
const search = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search).entries());

/** Twenty offers of page `n`, titled so a test can tell pages apart. */
const pageOf = (n: number) =>
  Array.from({ length: 20 }, (_, i) => makeOffer({ id: n * 100 + i, en_title: `Offer p${n}-${i}` }));
const pageFromUrl = (url: URL) => Number(url.searchParams.get('o') ?? 0) / 20 + 1;

const restaurants = makeCategory({ id: 4, name: 'مطاعم', en_name: 'Restaurants' });
const cafes = makeCategory({ id: 7, name: 'مقاهي', en_name: 'Cafés' });

/** Serves page 1 of `count` offers, opens `path` and waits until the list says how many it found. */
async function openList(path: string, { count, categories }: { count: number; categories?: Category[] }) {
  serve({ offers: pageOf(1), count, categories });
  const user = userEvent.setup();
  const rendered = await renderRoute(path);
  await screen.findByText(`${count} offers found`);
  return { user, ...rendered };
}

beforeEach(() => {
  offerRequests = [];
  locationRequests = [];
  mapProps.length = 0;
});

describe('Offers list: loading and results', () => {
  it("shows 'Current Offers', asks for 20 offers from offset 0 and says how many were found", async () => {
    serve({ offers: pageOf(1), count: 57 });
    await renderRoute('/offers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Current Offers' })).toBeInTheDocument();
    expect(await screen.findByText('57 offers found')).toBeInTheDocument();
    expect(lastOfferArgs()).toEqual({ o: '0', l: '20' });
    expect(await screen.findAllByRole('article')).toHaveLength(20);
    expect(screen.getByRole('link', { name: 'Offer p1-0' })).toHaveAttribute('href', '/offers/100');
    expect(document.title).toMatch(/^Current Offers/);
  });

  it('shows skeletons while the first page loads', async () => {
    server.use(
      http.get(apiUrl('/offers/get_all_active_offers'), async () => {
        await delay('infinite');
        return envelope(page([]));
      }),
      http.get(apiUrl('/providers/get_active_categories'), () => envelope(page([]))),
      http.get(apiUrl('/offers/get_active_offer_locations'), () => envelope([])),
    );
    await renderRoute('/offers');
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByText(/offers found/)).not.toBeInTheDocument();
  });

  it("asks for the first card's photo at once, before the others, and the rest as they near the viewport", async () => {
    const photo = (i: number) => `http://api.test/media/offers/offer-${i}.svg`;
    serve({ offers: [1, 2, 3].map((i) => makeOffer({ id: i, images: [photo(i)] })) });
    const { container } = await renderRoute('/offers');
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    const images = [...container.querySelectorAll('img.card__image')];
    expect(images.map((image) => [image.getAttribute('src'), image.getAttribute('loading'), image.getAttribute('fetchpriority')])).toEqual([
      [photo(1), 'eager', 'high'],
      [photo(2), 'lazy', null],
      [photo(3), 'lazy', null],
    ]);
  });

  it("says '1 offer found' for a single offer", async () => {
    serve({ offers: [makeOffer()] });
    await renderRoute('/offers');
    expect(await screen.findByText('1 offer found')).toBeInTheDocument();
  });
});

// The boot of an address with a query starts the list's calls before its first render (src/main.tsx,
// through the feature's routeData): the render then draws the page's cards, not placeholders, and
// the list's hooks take those answers rather than asking again.
describe('Offers list: an address with a query, its calls started before the first render', () => {
  it("shows that page's cards in its first render, asking nothing twice", async () => {
    serve({ offers: (url) => pageOf(pageFromUrl(url)), count: 57, categories: [restaurants, cafes] });
    const store = makeStore();
    await runRouteData(store.dispatch, routeData.OffersPage, { params: {}, search: new URLSearchParams('q=coffee&category=4&page=2') });
    expect(offerRequests.map(argsOf)).toEqual([{ o: '20', l: '20', search: 'coffee', category: '4' }]);
    await renderRoute('/offers?q=coffee&category=4&page=2', { store });
    // At once, without waiting: no placeholders ("Loading…") first.
    expect(screen.queryAllByText('Loading…')).toEqual([]);
    expect(screen.getByRole('heading', { level: 3, name: 'Offer p2-0' })).toBeInTheDocument();
    expect(screen.getByText('57 offers found')).toBeInTheDocument();
    await waitForNoPendingRequest(store);
    expect(offerRequests).toHaveLength(1);
  });
});

describe('Offers list: the URL is the state', () => {
  it('reads q, category, page and view from the URL and sends them to the server', async () => {
    serve({ offers: pageOf(3), count: 200, categories: [restaurants, cafes] });
    await renderRoute('/offers?q=tea&category=4&page=3&view=list');
    await screen.findByText('200 offers found');
    expect(lastOfferArgs()).toEqual({ o: '40', l: '20', search: 'tea', category: '4' });
    expect(screen.getByRole('searchbox', { name: 'Search offers' })).toHaveValue('tea');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('4'));
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('follows the URL when it changes from outside (Back, a link)', async () => {
    serve({ offers: pageOf(1), count: 100, categories: [restaurants, cafes] });
    const { router, store } = await renderRoute('/offers');
    await screen.findByText('100 offers found');
    await act(() => router.navigate('/offers?q=dates&category=7&page=2'));
    await waitFor(() => expect(lastOfferArgs()).toEqual({ o: '20', l: '20', search: 'dates', category: '7' }));
    expect(screen.getByRole('searchbox', { name: 'Search offers' })).toHaveValue('dates');
    expect(screen.getByRole('combobox', { name: 'Category', hidden: true })).toHaveValue('7');
    // Back at once, before the box's debounce has settled on 'dates'.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search offers' })).toHaveValue(''));
    expect(screen.getByRole('combobox', { name: 'Category', hidden: true })).toHaveValue('');
    // The box's own (debounced) text must not write the old search back into the URL.
    await waitForDebouncedSearch(store);
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search offers' })).toHaveValue('');
  });

  it('falls back to the defaults for values that make no sense', async () => {
    await openList('/offers?page=abc&category=-3&view=table&q=%20%20', { count: 30, categories: [restaurants] });
    expect(lastOfferArgs()).toEqual({ o: '0', l: '20' });
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
    // The (closed) filters panel holds 'All Categories'.
    expect(screen.getByRole('combobox', { name: 'Category', hidden: true })).toHaveValue('');
  });

  it('moves a page past the end to the last page there is', async () => {
    serve({ offers: (url) => (pageFromUrl(url) > 3 ? [] : pageOf(pageFromUrl(url))), count: 57 });
    const { router } = await renderRoute('/offers?page=99');
    await waitFor(() => expect(search(router)).toEqual({ page: '3' }));
    expect(await screen.findByRole('link', { name: 'Offer p3-0' })).toBeInTheDocument();
  });

  it('debounces typing into one request, writes q to the URL and goes back to page 1', async () => {
    const { router } = await openList('/offers?page=4', { count: 300 });
    const before = offerRequests.length;
    // The keys go in without a pause between them, so the 300 ms debounce (the app's own timer) can
    // never end mid-word however busy the machine: one request is the app's doing, not the host's speed.
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('searchbox', { name: 'Search offers' }), 'coffee');
    await waitFor(() => expect(search(router)).toEqual({ q: 'coffee' }));
    await waitFor(() => expect(lastOfferArgs()).toEqual({ o: '0', l: '20', search: 'coffee' }));
    const searched = offerRequests.slice(before).map((url) => url.searchParams.get('search'));
    expect(searched).toEqual(['coffee']);
  });

  it('the clear button empties the search at once', async () => {
    const { user, router } = await openList('/offers?q=tea&page=2', { count: 40 });
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(search(router)).toEqual({}));
    expect(screen.getByRole('searchbox', { name: 'Search offers' })).toHaveValue('');
  });

  it('toggles grid and list through the URL (grid by default)', async () => {
    const { user, router } = await openList('/offers', { count: 20 });
    await user.click(screen.getByRole('button', { name: 'List view' }));
    expect(search(router)).toEqual({ view: 'list' });
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Grid view' }));
    expect(search(router)).toEqual({});
  });
});

describe('Offers list: the category filter', () => {
  it("a category in the URL preselects the dropdown and shows the badge '1'", async () => {
    await openList('/offers?category=7', { count: 20, categories: [restaurants, cafes] });
    const toggle = screen.getByRole('button', { name: /Filters/ });
    expect(within(toggle).getByText('1')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('7'));
    expect(screen.getByRole('option', { name: 'Cafés', selected: true })).toBeInTheDocument();
    expect(lastOfferArgs()).toEqual({ o: '0', l: '20', category: '7' });
  });

  it('no badge and no Clear without a category', async () => {
    await openList('/offers', { count: 20, categories: [restaurants] });
    expect(within(screen.getByRole('button', { name: /Filters/ })).queryByText('1')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  });

  it('choosing a category filters on the server, resets the page and Clear removes it', async () => {
    const { user, router } = await openList('/offers?page=3', { count: 80, categories: [restaurants, cafes] });
    await user.click(screen.getByRole('button', { name: /Filters/ }));
    await screen.findByRole('option', { name: 'Restaurants' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Restaurants');
    expect(search(router)).toEqual({ category: '4' });
    await waitFor(() => expect(lastOfferArgs()).toEqual({ o: '0', l: '20', category: '4' }));
    expect(within(screen.getByRole('button', { name: /Filters/ })).getByText('1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(search(router)).toEqual({});
    await waitFor(() => expect(lastOfferArgs()).toEqual({ o: '0', l: '20' }));
  });

  it('keeps an unknown category id from a link selectable and clearable instead of breaking', async () => {
    serve({ offers: [], categories: [restaurants] });
    const user = userEvent.setup();
    const { router } = await renderRoute('/offers?category=999');
    expect(await screen.findByRole('heading', { name: 'No Offers Found' })).toBeInTheDocument();
    expect(lastOfferArgs()).toEqual({ o: '0', l: '20', category: '999' });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Category 999', selected: true })).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(search(router)).toEqual({});
  });

  it('names the categories in Arabic for Arabic visitors', async () => {
    serve({ offers: pageOf(1), count: 20, categories: [restaurants, cafes] });
    await renderRoute('/offers', { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'العروض الحالية' })).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'مقاهي', hidden: true })).toBeInTheDocument();
    expect(screen.getByText('٢٠ عرضًا')).toBeInTheDocument();
  });
});

describe('Offers list: the pager reaches every page', () => {
  it('on page 6 of 15 shows pages 4 to 8 and asks the server for offset 100', async () => {
    serve({ offers: (url) => pageOf(pageFromUrl(url)), count: 300 });
    await renderRoute('/offers?page=6');
    expect(await screen.findByRole('link', { name: 'Offer p6-0' })).toBeInTheDocument();
    expect(lastOfferArgs()).toEqual({ o: '100', l: '20' });
    const pager = screen.getByRole('navigation', { name: 'Offers pages' });
    const numbers = within(pager)
      .getAllByRole('link')
      .filter((link) => /^Page \d+$/.test(link.getAttribute('aria-label') ?? ''))
      .map((link) => link.textContent);
    expect(numbers).toEqual(['4', '5', '6', '7', '8']);
    expect(within(pager).getByRole('link', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
  });

  it('walks from page 5 to page 6 and beyond with the numbered buttons and Next', async () => {
    serve({ offers: (url) => pageOf(pageFromUrl(url)), count: 300, categories: [restaurants] });
    const user = userEvent.setup();
    const { router } = await renderRoute('/offers?category=4&page=5');
    await screen.findByRole('link', { name: 'Offer p5-0' });
    await user.click(screen.getByRole('link', { name: 'Page 6' }));
    expect(search(router)).toEqual({ category: '4', page: '6' });
    expect(await screen.findByRole('link', { name: 'Offer p6-0' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Offer p7-0' })).toBeInTheDocument();
    expect(lastOfferArgs()).toEqual({ o: '120', l: '20', category: '4' });
    expect(screen.getByRole('link', { name: 'Page 9' })).toBeInTheDocument();
  });

  it('keeps the previous page on screen, dimmed and busy, while the next one loads', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    serve({
      count: 300,
      offers: (url) => pageOf(pageFromUrl(url)),
      offersResponse: async (url) => {
        if (pageFromUrl(url) === 2) await gate;
        return undefined;
      },
    });
    const user = userEvent.setup();
    await renderRoute('/offers');
    await screen.findByRole('link', { name: 'Offer p1-0' });
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getByRole('list', { busy: true })).toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Offer p1-0' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('link', { name: 'Offer p2-0' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { busy: true })).not.toBeInTheDocument();
  });
});

describe('Offers list: the days-left badge on the cards', () => {
  it("shows '{n}d left' for 1 to 7 days, nothing for more, and 'Expired' for an ended offer", async () => {
    serve({
      offers: [
        makeOffer({ id: 1, en_title: 'Soon', valid_until: isoDateInDays(3) }),
        makeOffer({ id: 2, en_title: 'Week', valid_until: isoDateInDays(7) }),
        makeOffer({ id: 3, en_title: 'Later', valid_until: isoDateInDays(12) }),
        makeOffer({ id: 4, en_title: 'Gone', valid_until: isoDateInDays(-2) }),
      ],
    });
    await renderRoute('/offers');
    const card = async (title: string) => (await screen.findByRole('link', { name: title })).closest('article') as HTMLElement;
    expect(within(await card('Soon')).getByText('3d left')).toBeInTheDocument();
    expect(within(await card('Week')).getByText('7d left')).toBeInTheDocument();
    expect(within(await card('Later')).queryByText(/d left/)).not.toBeInTheDocument();
    expect(within(await card('Gone')).getByText('Expired')).toBeInTheDocument();
  });
});

describe('Offers list: empty and error states', () => {
  it("shows 'No Offers Found' with Clear Filters that resets search and category", async () => {
    serve({ offers: [], categories: [restaurants] });
    const user = userEvent.setup();
    const { router } = await renderRoute('/offers?q=zzz&category=4');
    expect(await screen.findByRole('heading', { name: 'No Offers Found' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(search(router)).toEqual({});
    expect(screen.getByRole('searchbox', { name: 'Search offers' })).toHaveValue('');
  });

  it('says there are no active offers (and offers no Clear) when nothing is filtered', async () => {
    serve({ offers: [] });
    await renderRoute('/offers');
    expect(await screen.findByRole('heading', { name: 'No Offers Found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();
  });

  it('a network or CORS failure shows the server-configuration message; Retry refetches', async () => {
    serve({ offers: pageOf(1), count: 20, offersResponse: (_url, call) => (call === 1 ? HttpResponse.error() : undefined) });
    const user = userEvent.setup();
    await renderRoute('/offers');
    expect(
      await screen.findByText('Unable to load offers due to server configuration. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByText(/offers found/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('20 offers found')).toBeInTheDocument();
    expect(offerRequests).toHaveLength(2);
  });

  it("any other failure shows the error's own message and empties the list", async () => {
    serve({ offersResponse: () => errorBody(500, 'The offers service is down for maintenance') });
    await renderRoute('/offers');
    expect(await screen.findByText('The offers service is down for maintenance')).toBeInTheDocument();
    expect(screen.queryByText(/server configuration/)).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('Offers Map', () => {
  const locations: OfferLocation[] = [
    { id: 11, title: 'قهوة مجانية', en_title: 'Free coffee', company_name: 'مقهى الواحة', company_en_name: 'Oasis Café', latitude: 23.61, longitude: 58.54 },
    { id: 12, title: 'خصم التمور', en_title: null, company_name: 'تمور نزوى', company_en_name: null, latitude: 22.93, longitude: 57.53 },
    { id: 13, title: 'No place', en_title: 'No place', latitude: 0, longitude: 0 },
  ];

  it('maps every matching location (not only the page), centred on the first, zoom 8, 400 px, clustered', async () => {
    serve({ offers: pageOf(1), count: 300, locations, categories: [restaurants] });
    await renderRoute('/offers?q=coffee&category=4&page=2');
    expect(await screen.findByRole('heading', { name: 'Offers Map' })).toBeInTheDocument();
    await screen.findByTestId('map');
    expect(argsOf(locationRequests[locationRequests.length - 1])).toEqual({ search: 'coffee', category: '4' });
    const props = lastMapProps();
    expect(props.points).toEqual([
      { id: 11, lat: 23.61, lng: 58.54, title: 'Free coffee', subtitle: 'Oasis Café', href: '/offers/11' },
      { id: 12, lat: 22.93, lng: 57.53, title: 'خصم التمور', subtitle: 'تمور نزوى', href: '/offers/12' },
    ]);
    expect(props.center).toEqual({ lat: 23.61, lng: 58.54 });
    expect(props).toMatchObject({ zoom: 8, height: 400, cluster: true });
    expect(screen.getByText('2 offers on the map')).toBeInTheDocument();
  });

  it('titles the points in Arabic for Arabic visitors', async () => {
    serve({ offers: pageOf(1), count: 20, locations });
    await renderRoute('/offers', { language: 'ar' });
    await screen.findByTestId('map');
    expect(lastMapProps().points.map((p) => [p.title, p.subtitle])).toEqual([
      ['قهوة مجانية', 'مقهى الواحة'],
      ['خصم التمور', 'تمور نزوى'],
    ]);
    expect(screen.getByRole('heading', { name: 'خريطة العروض' })).toBeInTheDocument();
  });

  // Leaflet's popups need a layout jsdom lacks: the popup the map is handed is rendered on its own.
  async function openPopup() {
    await screen.findByTestId('map');
    const { renderPopup, points } = lastMapProps();
    expect(renderPopup).toBeDefined();
    const popup = await renderWithProviders(<>{renderPopup?.(points[0])}</>);
    return { ...popup, popup: within(popup.container) };
  }

  it("a popup names the offer and its company, opens the offer inside the app, and offers Open in maps without a routing service", async () => {
    serve({ offers: pageOf(1), count: 20, locations });
    await renderRoute('/offers');
    const { popup, router } = await openPopup();
    expect(popup.getByText('Free coffee')).toBeInTheDocument();
    expect(popup.getByText('Oasis Café')).toBeInTheDocument();
    const open = popup.getByRole('link', { name: /Open in maps/ });
    expect(open).toHaveAttribute('href', 'https://www.openstreetmap.org/?mlat=23.610000&mlon=58.540000#map=16/23.610000/58.540000');
    expect(open).toHaveAttribute('target', '_blank');
    await userEvent.click(popup.getByRole('link', { name: 'View offer' }));
    expect(router.state.location.pathname).toBe('/offers/11');
  });

  it("with a routing service, a popup's Directions asks for the position on press and draws the route on the offers map", async () => {
    const { getCurrentPosition, restore } = serveRouting({ lat: 23.61, lng: 58.54 });
    try {
      serve({ offers: pageOf(1), count: 20, locations });
      await renderRoute('/offers');
      const { popup } = await openPopup();
      expect(getCurrentPosition).not.toHaveBeenCalled();
      await userEvent.click(popup.getByRole('button', { name: 'Directions to Free coffee' }));
      expect(getCurrentPosition).toHaveBeenCalledTimes(1);
      const map = screen.getByRole('region', { name: 'Offers Map' });
      expect(await within(map).findByText(/2\.5 km by car, about 4 min/)).toBeInTheDocument();
      expect(lastMapProps().route).toEqual([[23.588, 58.3829], [23.61, 58.54]]);
    } finally {
      restore();
    }
  });

  it('says so quietly when no matching offer has coordinates', async () => {
    serve({ offers: pageOf(1), count: 20, locations: [locations[2]] });
    await renderRoute('/offers');
    expect(await screen.findByText('None of these offers has a location to show on the map.')).toBeInTheDocument();
    expect(screen.queryByTestId('map')).not.toBeInTheDocument();
  });
});
