import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Category, Company, Offer } from '@/api';
import { renderRoute } from '@tests/utils/render';
import { retryListError } from '@tests/utils/retry';
import { itSaysTheNetworkSentence } from '@tests/utils/networkSentence';
import { waitForDebouncedSearch, waitForNoPendingRequest } from '@tests/utils/settle';
import { apiUrl, delay, envelope, errorBody, http, HttpResponse, page, server } from '@tests/utils/msw';
import { makeCategory, makeCompany, makeOffer } from '@tests/utils/fixtures';
import { pagedListHandler } from '@tests/utils/pagedListHandler';
import { makeStore, runRouteData } from '@/store';
import { routeData } from './routeData';

/** 44 categories, like the real directory: "Category 1" … "Category 44". */
const makeCategories = (n: number) =>
  Array.from({ length: n }, (_, i) => makeCategory({ id: i + 1, name: `فئة ${i + 1}`, en_name: `Category ${i + 1}` }));

let categoryRequests: URL[] = [];
let companyRequests: URL[] = [];
let offerRequests: URL[] = [];

/** Answers the categories list like the server: search over name/en_name, then o/l. */
function serveCategories(all: Category[], { count }: { count?: number } = {}) {
  server.use(
    http.get(apiUrl('/providers/get_active_categories'), ({ request }) => {
      const url = new URL(request.url);
      categoryRequests.push(url);
      const search = url.searchParams.get('search')?.toLowerCase();
      const matches = search
        ? all.filter((c) => c.name.toLowerCase().includes(search) || (c.en_name ?? '').toLowerCase().includes(search))
        : all;
      const o = Number(url.searchParams.get('o') ?? 0);
      const l = Number(url.searchParams.get('l') ?? 20);
      return envelope(page(matches.slice(o, o + l), count ?? matches.length));
    }),
  );
}

function serveDetail({
  companies = [],
  companyCount,
  offers = [],
  offerCount,
}: { companies?: Company[]; companyCount?: number; offers?: Offer[]; offerCount?: number } = {}) {
  server.use(
    pagedListHandler('/providers/get_paging_active_companies', companyRequests, { rows: () => companies, count: companyCount }),
    pagedListHandler('/offers/get_paging_category_active_offers/:categoryId/', offerRequests, { rows: () => offers, count: offerCount }),
  );
}

/** Opens `url` and waits for the category panel named `name`. */
async function renderPanel(url: string, name: string) {
  const result = await renderRoute(url);
  const region = await screen.findByRole('region', { name });
  return { ...result, region };
}

/** Category 3's panel, open over a directory of 44 categories (three pages of the list). */
async function openCategory3Over44(url: string) {
  serveCategories(makeCategories(44));
  serveDetail();
  return renderPanel(url, 'Category 3');
}

const argsOf = (url: URL) => Object.fromEntries(url.searchParams.entries());
const lastCategoryArgs = () => argsOf(categoryRequests[categoryRequests.length - 1]);
const pageRequests = () => categoryRequests.filter((url) => url.searchParams.get('l') === '20');
const lookupRequests = () => categoryRequests.filter((url) => url.searchParams.get('l') === '100');
const locationOf = (router: { state: { location: { pathname: string; search: string } } }) =>
  router.state.location.pathname + router.state.location.search;

beforeEach(() => {
  categoryRequests = [];
  companyRequests = [];
  offerRequests = [];
});

describe('Categories list', () => {
  it("shows 'Business Categories', asks the server for 20 from offset 0 and says how many exist", async () => {
    serveCategories(makeCategories(44));
    await renderRoute('/categories');
    expect(await screen.findByRole('heading', { level: 1, name: 'Business Categories' })).toBeInTheDocument();
    expect(await screen.findByText('44 categories found')).toBeInTheDocument();
    expect(lastCategoryArgs()).toEqual({ o: '0', l: '20' });
    const grid = screen.getByRole('region', { name: 'All categories' });
    const cards = await within(grid).findAllByRole('link', { name: /Category \d+/ });
    expect(cards).toHaveLength(20);
    expect(cards[0]).toHaveAttribute('href', '/categories/1');
    expect(document.title).toBe('Business Categories · Dalil');
  });

  it('shows 12 skeletons while the first page loads', async () => {
    server.use(http.get(apiUrl('/providers/get_active_categories'), async () => {
      await delay('infinite');
      return envelope(page([]));
    }));
    const { container } = await renderRoute('/categories');
    await screen.findByRole('heading', { level: 1, name: 'Business Categories' });
    const results = screen.getByRole('region', { name: 'All categories' });
    expect(within(results).getByText('Loading…')).toHaveAttribute('role', 'status');
    expect(container.querySelectorAll('.card-skeleton--category')).toHaveLength(12);
  });

  it("shows the category's own colour, and #48A002 when it has none", async () => {
    serveCategories([
      makeCategory({ id: 1, en_name: 'Schools', color: null }),
      makeCategory({ id: 2, en_name: 'Cafés', color: '#8C5E34' }),
    ]);
    await renderRoute('/categories');
    const schools = await screen.findByRole('link', { name: /Schools/ });
    expect(schools.style.getPropertyValue('--category-color')).toBe('#48A002');
    expect(screen.getByRole('link', { name: /Cafés/ }).style.getPropertyValue('--category-color')).toBe('#8C5E34');
  });

  it('shows the error message with a Retry that asks again', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('/providers/get_active_categories'), () => {
        calls += 1;
        return calls === 1 ? errorBody(500, 'Categories are resting') : envelope(page(makeCategories(3)));
      }),
    );
    await renderRoute('/categories');
    await retryListError({ says: ['Categories are resting'], shows: '3 categories found' });
    expect(calls).toBe(2);
  });

  itSaysTheNetworkSentence(
    '/categories',
    { en: 'Unable to load categories due to server configuration. Please try again later.', ar: 'تعذّر تحميل الفئات بسبب إعدادات الخادم. يُرجى المحاولة لاحقًا.' },
    () => server.use(http.get(apiUrl('/providers/get_active_categories'), () => HttpResponse.error())),
  );
});

describe('Categories paging', () => {
  it('reads ?page= as the offset: page 2 asks from 20', async () => {
    serveCategories(makeCategories(44));
    await renderRoute('/categories?page=2');
    expect(await screen.findByRole('link', { name: /Category 21/ })).toBeInTheDocument();
    expect(lastCategoryArgs()).toEqual({ o: '20', l: '20' });
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('reaches the last of 3 pages for 44 categories, and following it asks from 40', async () => {
    serveCategories(makeCategories(44));
    const { router } = await renderRoute('/categories');
    await screen.findByText('44 categories found');
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const numbers = within(nav).getAllByRole('link', { name: /^Page \d+$/ }).map((link) => link.textContent);
    expect(numbers).toEqual(['1', '2', '3']);
    expect(within(nav).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/categories?page=3');
    await userEvent.click(within(nav).getByRole('link', { name: 'Page 3' }));
    expect(await screen.findByRole('link', { name: /Category 44/ })).toBeInTheDocument();
    expect(lastCategoryArgs()).toEqual({ o: '40', l: '20' });
    expect(locationOf(router)).toBe('/categories?page=3');
    // Page 3 holds the last 4: 41…44.
    const grid = screen.getByRole('region', { name: 'All categories' });
    expect(within(grid).getAllByRole('link', { name: /Category \d+/ })).toHaveLength(4);
  });

  // 400 categories: 20 pages, each with its 20 (a page with none would be 'past the end' and move to the last).
  it.each([
    {
      why: 'slides a 5-page window with the current page and reaches every page (not only 1 to 5), the search in every link',
      url: '/categories?q=cat&page=10',
      window: ['8', '9', '10', '11', '12'],
      links: { 'Page 12': '/categories?q=cat&page=12', Next: '/categories?q=cat&page=11', 'Page 8': '/categories?q=cat&page=8' },
    },
    { why: 'shows the window ending on the last page when on page 20 of 20', url: '/categories?page=20', window: ['16', '17', '18', '19', '20'], links: { 'Page 16': '/categories?page=16' } },
  ])('$why', async ({ url, window, links }) => {
    serveCategories(makeCategories(400));
    await renderRoute(url);
    await screen.findByText('400 categories found');
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const numbers = within(nav).getAllByRole('link', { name: /^Page \d+$/ }).map((link) => link.textContent);
    expect(numbers).toEqual(window);
    for (const [name, href] of Object.entries(links)) expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('sends a page past the end to the last real page', async () => {
    serveCategories(makeCategories(44));
    const { router } = await renderRoute('/categories?page=9');
    await waitFor(() => expect(locationOf(router)).toBe('/categories?page=3'));
    expect(await screen.findByRole('link', { name: /Category 41/ })).toBeInTheDocument();
  });
});

// A static host answers /categories?… with /categories' published HTML, which the app draws over
// afresh: the boot starts the screen's call first (routeData.ts, src/main.tsx), and the
// screen's hook takes that answer rather than asking again.
describe('Categories: an address with a query, its call started before the first render', () => {
  it("shows that page's categories in its first render, asking nothing twice", async () => {
    serveCategories(makeCategories(44));
    const store = makeStore();
    await runRouteData(store.dispatch, routeData.CategoriesPage, { params: {}, search: new URLSearchParams('q=category&page=2') });
    expect(categoryRequests.map(argsOf)).toEqual([{ o: '20', l: '20', search: 'category' }]);
    await renderRoute('/categories?q=category&page=2', { store });
    // At once, without waiting: no placeholders ("Loading…") first.
    expect(screen.queryAllByText('Loading…')).toEqual([]);
    expect(screen.getByRole('link', { name: /Category 21/ })).toBeInTheDocument();
    expect(screen.getByText('44 categories found')).toBeInTheDocument();
    await waitForNoPendingRequest(store);
    expect(categoryRequests).toHaveLength(1);
  });

  // An open category's address with a query (/categories/3?q=…) is rendered afresh too: its panel's
  // two lists come with the page, not a frame of placeholders after it.
  it("shows an open category's companies and offers in its first render, asking nothing twice", async () => {
    serveCategories(makeCategories(44));
    serveDetail({
      companies: [makeCompany({ id: 501, en_name: 'Grill One' })],
      offers: [makeOffer({ id: 701, en_title: 'Deal One' })],
    });
    const store = makeStore();
    await runRouteData(store.dispatch, routeData.CategoriesPage, { params: { id: '3' }, search: new URLSearchParams('q=category') });
    expect(companyRequests.map(argsOf)).toEqual([{ category: '3', l: '8' }]);
    expect(offerRequests.map((url) => url.pathname)).toEqual([expect.stringMatching(/get_paging_category_active_offers\/3\/$/)]);
    await renderRoute('/categories/3?q=category', { store });
    // At once: no placeholders ('Loading companies…', 'Loading offers…') first.
    expect(screen.queryAllByText(/^Loading/)).toEqual([]);
    const region = screen.getByRole('region', { name: 'Category 3' });
    expect(within(region).getByRole('link', { name: /^Grill One/ })).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: /^Deal One/ })).toBeInTheDocument();
    await waitForNoPendingRequest(store);
    expect([categoryRequests.length, companyRequests.length, offerRequests.length]).toEqual([1, 1, 1]);
  });

  it('looks the open category up first when the query leaves it off the page, and shows it at once', async () => {
    serveCategories(makeCategories(44));
    serveDetail();
    const store = makeStore();
    await runRouteData(store.dispatch, routeData.CategoriesPage, { params: { id: '3' }, search: new URLSearchParams('q=Category 4') });
    expect(categoryRequests.map(argsOf)).toEqual([{ o: '0', l: '20', search: 'Category 4' }, { l: '100' }]);
    await renderRoute('/categories/3?q=Category%204', { store });
    expect(screen.queryAllByText(/^Loading/)).toEqual([]);
    expect(screen.getByRole('heading', { level: 2, name: 'Category 3' })).toBeInTheDocument();
    await waitForNoPendingRequest(store);
    expect(categoryRequests).toHaveLength(2);
  });

  it('asks for no panel lists when the open category is not a category id', async () => {
    serveCategories(makeCategories(44));
    serveDetail();
    const store = makeStore();
    await runRouteData(store.dispatch, routeData.CategoriesPage, { params: { id: 'abc' }, search: new URLSearchParams('q=category') });
    expect([categoryRequests.length, companyRequests.length, offerRequests.length]).toEqual([1, 0, 0]);
  });
});

describe('Categories search', () => {
  it('searches on the server once typing settles, puts q in the URL and goes back to page 1', async () => {
    serveCategories(makeCategories(44));
    const { router } = await renderRoute('/categories?page=2');
    await screen.findByText('44 categories found');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search categories' }), 'Category 4');
    expect(await screen.findByText('6 categories found')).toBeInTheDocument();
    expect(lastCategoryArgs()).toEqual({ o: '0', l: '20', search: 'Category 4' });
    // Debounced: no request per keystroke.
    expect(pageRequests().filter((url) => url.searchParams.has('search'))).toHaveLength(1);
    expect(locationOf(router)).toBe('/categories?q=Category+4');
  });

  it('reads ?q= from the URL into the box and the request', async () => {
    serveCategories(makeCategories(44));
    await renderRoute('/categories?q=Category%2044');
    expect(await screen.findByText('One category found')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search categories' })).toHaveValue('Category 44');
    expect(lastCategoryArgs()).toEqual({ o: '0', l: '20', search: 'Category 44' });
  });

  it('follows the URL when it changes under the box (Back, a link)', async () => {
    serveCategories(makeCategories(44));
    const { router, store } = await renderRoute('/categories?q=Category%201');
    await screen.findByText('11 categories found');
    await act(() => router.navigate('/categories?q=Category%202'));
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search categories' })).toHaveValue('Category 2'));
    expect(await screen.findByText('11 categories found')).toBeInTheDocument();
    // And the settled box does not write the old search back.
    await waitForDebouncedSearch(store);
    expect(locationOf(router)).toBe('/categories?q=Category%202');
  });

  it("shows 'No Categories Found' with Clear search, which brings every category back", async () => {
    serveCategories(makeCategories(44));
    const { router } = await renderRoute('/categories?q=zzz');
    const heading = await screen.findByRole('heading', { name: 'No Categories Found' });
    const empty = heading.parentElement!;
    expect(within(empty).getByText('No category matches “zzz”. Try another word or clear the search.')).toBeInTheDocument();
    await userEvent.click(within(empty).getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText('44 categories found')).toBeInTheDocument();
    expect(locationOf(router)).toBe('/categories');
    expect(screen.getByRole('searchbox', { name: 'Search categories' })).toHaveValue('');
  });

  it("shows 'No Categories Found' without a search to clear when the directory has none", async () => {
    serveCategories([]);
    await renderRoute('/categories');
    expect(await screen.findByRole('heading', { name: 'No Categories Found' })).toBeInTheDocument();
    expect(within(screen.getByRole('heading', { name: 'No Categories Found' }).parentElement!).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('Category detail panel', () => {
  const restaurants = makeCategory({
    id: 5,
    name: 'مطاعم',
    en_name: 'Restaurants',
    icon: '🍽️',
    company_count: 33,
    offer_count: 38,
    description: 'Omani and Gulf dishes.',
  });
  const others = makeCategories(4).map((c) => ({ ...c, id: c.id + 100 }));
  const tenCompanies = Array.from({ length: 10 }, (_, i) => makeCompany({ id: 500 + i, en_name: `Grill ${i + 1}` }));
  const tenOffers = Array.from({ length: 10 }, (_, i) => makeOffer({ id: 700 + i, en_title: `Deal ${i + 1}` }));

  it('opens from /categories/{id}: icon, names, counts, 8 companies and 8 offers with View All links', async () => {
    serveCategories([restaurants, ...others]);
    serveDetail({ companies: tenCompanies, companyCount: 33, offers: tenOffers, offerCount: 38 });
    const { region } = await renderPanel('/categories/5', 'Restaurants');
    expect(within(region).getByRole('heading', { level: 2, name: 'Restaurants' })).toBeInTheDocument();
    expect(within(region).getByText('مطاعم')).toBeInTheDocument();
    expect(region.querySelector('.category-panel__icon use')).toHaveAttribute('href', '/category-icons.svg#c1f37d');
    expect(region).not.toHaveTextContent('🍽️');
    expect(within(region).getByText('Omani and Gulf dishes.')).toBeInTheDocument();
    expect(within(region).getByText('33')).toBeInTheDocument();
    expect(within(region).getByText('38')).toBeInTheDocument();

    const companies = within(region).getByRole('region', { name: 'Companies' });
    expect(await within(companies).findAllByRole('link', { name: /Grill \d+/ })).toHaveLength(8);
    expect(within(companies).getByRole('link', { name: /^Grill 1 / })).toHaveAttribute('href', '/partners/500');
    expect(within(companies).getByRole('link', { name: 'View All 33 Companies' })).toHaveAttribute('href', '/partners?category=5');

    const offers = within(region).getByRole('region', { name: 'Offers' });
    expect(await within(offers).findAllByRole('link', { name: /Deal \d+/ })).toHaveLength(8);
    expect(within(offers).getByRole('link', { name: /^Deal 1 / })).toHaveAttribute('href', '/offers/700');
    expect(within(offers).getByRole('link', { name: 'View All 38 Offers' })).toHaveAttribute('href', '/offers?category=5');

    expect(argsOf(companyRequests[0])).toEqual({ category: '5', l: '8' });
    expect(offerRequests[0].pathname).toMatch(/\/offers\/get_paging_category_active_offers\/5\/$/);
    expect(argsOf(offerRequests[0])).toEqual({ l: '8' });
    expect(document.title).toBe('Restaurants · Dalil');
    // On the first page: no extra lookup.
    expect(lookupRequests()).toHaveLength(0);
  });

  it("labels each offer row with its saving: the percentage, else the amount in OMR, else nothing", async () => {
    serveCategories([restaurants, ...others]);
    serveDetail({
      offers: [
        makeOffer({ id: 801, en_title: 'Percent deal', discount_percentage: 20, discount_amount: 5 }),
        makeOffer({ id: 802, en_title: 'Amount deal', discount_percentage: null, discount_amount: 5 }),
        makeOffer({ id: 803, en_title: 'Plain deal', discount_percentage: null, discount_amount: null }),
      ],
    });
    const { region } = await renderPanel('/categories/5', 'Restaurants');
    const offers = within(region).getByRole('region', { name: 'Offers' });
    expect(within(await within(offers).findByRole('link', { name: /^Percent deal/ })).getByText('20% OFF')).toBeInTheDocument();
    expect(within(offers).getByRole('link', { name: /^Amount deal/ })).toHaveTextContent('OMR 5.000 OFF');
    expect(within(offers).getByRole('link', { name: /^Plain deal/ })).not.toHaveTextContent(/OFF/);
  });

  it('opens from ?category=<id> and normalises the URL to /categories/<id>', async () => {
    serveCategories([restaurants, ...others]);
    serveDetail();
    const { router } = await renderRoute('/categories?category=5&q=&page=1');
    expect(await screen.findByRole('region', { name: 'Restaurants' })).toBeInTheDocument();
    await waitFor(() => expect(locationOf(router)).toBe('/categories/5'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('looks a category up once in the bounded list when it is not on the current page', async () => {
    const all = [...makeCategories(44)];
    all[43] = { ...all[43], en_name: 'Co-working Spaces', company_count: 2, offer_count: 1 };
    serveCategories(all);
    serveDetail({ companies: [makeCompany({ en_name: 'Hub' })], offers: [] });
    await renderRoute('/categories/44');
    expect(await screen.findByRole('region', { name: 'Co-working Spaces' })).toBeInTheDocument();
    expect(lookupRequests()).toHaveLength(1);
    expect(argsOf(lookupRequests()[0])).toEqual({ l: '100' });
    expect(await screen.findByText('No active offers in this category right now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the Company' })).toHaveAttribute('href', '/partners?category=44');
    expect(screen.queryByRole('link', { name: /View .*Offers?/ })).not.toBeInTheDocument();
  });

  it('keeps the open category steady while paging away from it, without a lookup', async () => {
    const { router } = await openCategory3Over44('/categories/3');
    await userEvent.click(screen.getByRole('link', { name: 'Page 3' }));
    await waitFor(() => expect(locationOf(router)).toBe('/categories/3?page=3'));
    expect(await screen.findByRole('link', { name: /^Category 44 / })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Category 3' })).toBeInTheDocument();
    expect(lookupRequests()).toHaveLength(0);
  });

  it("counts the offers from the offers call when the category has no offer_count", async () => {
    serveCategories([{ ...restaurants, offer_count: undefined }]);
    serveDetail({ offers: tenOffers.slice(0, 3), offerCount: 3 });
    const { region } = await renderPanel('/categories/5', 'Restaurants');
    await within(region).findByRole('link', { name: 'View All 3 Offers' });
    const offersStat = within(region).getByText('Offers', { selector: 'dt' }).parentElement!;
    expect(within(offersStat).getByText('3')).toBeInTheDocument();
  });

  it("shows 'Category not found' for an unknown id, with a way back to the list", async () => {
    serveCategories(makeCategories(44));
    const { router } = await renderRoute('/categories/999?q=Cat');
    expect(await screen.findByRole('heading', { name: 'Category not found' })).toBeInTheDocument();
    expect(companyRequests).toHaveLength(0);
    await userEvent.click(screen.getByRole('link', { name: 'Back to all categories' }));
    await waitFor(() => expect(locationOf(router)).toBe('/categories?q=Cat'));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Category not found' })).not.toBeInTheDocument());
  });

  it("shows 'Category not found' for a malformed id without looking it up", async () => {
    serveCategories(makeCategories(3));
    await renderRoute('/categories/abc');
    expect(await screen.findByRole('heading', { name: 'Category not found' })).toBeInTheDocument();
    await screen.findByText('3 categories found');
    expect(lookupRequests()).toHaveLength(0);
  });

  it('selecting a card opens its panel (keeping q and page), marks the card and moves focus to the panel', async () => {
    serveCategories(makeCategories(44));
    serveDetail();
    const { router } = await renderRoute('/categories?q=Category&page=2');
    const card = await screen.findByRole('link', { name: /Category 22/ });
    await userEvent.click(card);
    await waitFor(() => expect(locationOf(router)).toBe('/categories/22?q=Category&page=2'));
    expect(router.state.historyAction).toBe('PUSH');
    const region = await screen.findByRole('region', { name: 'Category 22' });
    await waitFor(() => expect(region).toHaveFocus());
    expect(screen.getByRole('link', { name: /Category 22/, current: true })).toBeInTheDocument();
    expect(screen.getByText('Category 22', { selector: '.categories-filters__chip bdi' })).toBeInTheDocument();
  });

  it('closing the panel or Clear in Filters goes back to /categories with the same search and page', async () => {
    const { router } = await openCategory3Over44('/categories/3?q=Category');
    await userEvent.click(screen.getByRole('button', { name: 'Close category details' }));
    await waitFor(() => expect(locationOf(router)).toBe('/categories?q=Category'));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Category 3' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('link', { name: /^Category 3 / })).toHaveFocus());
    expect(screen.getByText('No category selected. Choose one below to see its companies and offers.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: /^Category 4 / }));
    await screen.findByRole('region', { name: 'Category 4' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(locationOf(router)).toBe('/categories?q=Category'));
  });

  it('Escape closes the panel', async () => {
    serveCategories(makeCategories(4));
    serveDetail();
    const { router, region } = await renderPanel('/categories/2', 'Category 2');
    region.focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(locationOf(router)).toBe('/categories'));
  });

  it('gives each list its own error with Retry, and loading rows while it waits', async () => {
    serveCategories([restaurants]);
    let companyCalls = 0;
    server.use(
      http.get(apiUrl('/providers/get_paging_active_companies'), () => {
        companyCalls += 1;
        return companyCalls === 1 ? errorBody(503, 'Companies are asleep') : envelope(page(tenCompanies.slice(0, 2), 2));
      }),
      http.get(apiUrl('/offers/get_paging_category_active_offers/:categoryId/'), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { region } = await renderPanel('/categories/5', 'Restaurants');
    const companies = within(region).getByRole('region', { name: 'Companies' });
    const alert = await within(companies).findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Companies could not be loaded' })).toBeInTheDocument();
    expect(within(alert).getByText('Companies are asleep')).toBeInTheDocument();
    const offers = within(region).getByRole('region', { name: 'Offers' });
    expect(within(offers).getByText('Loading offers…')).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(companies).findByRole('link', { name: 'View All 2 Companies' })).toHaveAttribute(
      'href',
      '/partners?category=5',
    );
  });

  it('shows the empty companies message when the category has none', async () => {
    serveCategories([{ ...restaurants, company_count: 0, offer_count: 0 }]);
    serveDetail();
    await renderRoute('/categories/5');
    expect(await screen.findByText('No companies in this category yet.')).toBeInTheDocument();
    expect(screen.getByText('No active offers in this category right now.')).toBeInTheDocument();
  });

  it('shows the lookup failure with a Retry', async () => {
    let lookups = 0;
    server.use(
      http.get(apiUrl('/providers/get_active_categories'), ({ request }) => {
        const url = new URL(request.url);
        if (url.searchParams.get('l') === '100') {
          lookups += 1;
          if (lookups === 1) return errorBody(500, 'Lookup failed');
          return envelope(page([restaurants]));
        }
        return envelope(page(others, 4));
      }),
    );
    serveDetail();
    await renderRoute('/categories/5');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Lookup failed')).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Restaurants' })).toBeInTheDocument();
  });

  it('reads in Arabic: Arabic name as the title, the English name beneath, Arabic links', async () => {
    serveCategories([restaurants]);
    serveDetail({ companies: tenCompanies, companyCount: 33, offers: tenOffers, offerCount: 38 });
    await renderRoute('/categories/5', { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'فئات الأعمال' })).toBeInTheDocument();
    const region = await screen.findByRole('region', { name: 'مطاعم' });
    expect(within(region).getByRole('heading', { level: 2, name: 'مطاعم' })).toBeInTheDocument();
    expect(within(region).getByText('Restaurants')).toBeInTheDocument();
    expect(await within(region).findByRole('link', { name: 'تصفّح جميع الشركات (٣٣)' })).toHaveAttribute('href', '/partners?category=5');
    expect(within(region).getByRole('link', { name: 'تصفّح جميع العروض (٣٨)' })).toHaveAttribute('href', '/offers?category=5');
    expect(document.title).toMatch(/^مطاعم · /);
  });
});
