import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Category, Company } from '@/api';
import { renderRoute } from '@tests/utils/render';
import { retryListError } from '@tests/utils/retry';
import { itSaysTheNetworkSentence } from '@tests/utils/networkSentence';
import { waitForDebouncedSearch, waitForNoPendingRequest } from '@tests/utils/settle';
import { apiUrl, delay, envelope, errorBody, http, HttpResponse, page, server } from '@tests/utils/msw';
import { makeCategory, makeCompany } from '@tests/utils/fixtures';
import { pagedListHandler } from '@tests/utils/pagedListHandler';
// Injects the filters slice before a test's store is made, so preloaded state can hold a last visit.
import './partnersQuerySlice';
import { partnersQuery } from './partnersUrl';
import { routeData } from './routeData';
import { makeStore, runRouteData } from '@/store';

let companyRequests: URL[] = [];

interface Serve {
  /** The rows for a request (default: 20 companies of the requested page). */
  companies?: (url: URL, call: number) => Company[];
  count?: number;
  categories?: Category[];
  respond?: (url: URL, call: number) => Response | Promise<Response> | undefined | Promise<undefined>;
}

const pageFromUrl = (url: URL) => Number(url.searchParams.get('o') ?? 0) / 20 + 1;
const pageOf = (n: number) =>
  Array.from({ length: 20 }, (_, i) => makeCompany({ id: n * 100 + i, en_name: `Company p${n}-${i}`, name: `شركة ص${n}-${i}` }));

const restaurants = makeCategory({ id: 3, name: 'مطاعم', en_name: 'Restaurants' });
const cafes = makeCategory({ id: 7, name: 'مقاهي', en_name: 'Cafés' });

function serve({ companies = (url) => pageOf(pageFromUrl(url)), count = 57, categories = [restaurants, cafes], respond }: Serve = {}) {
  server.use(
    pagedListHandler('/providers/get_paging_active_companies', companyRequests, { rows: companies, count, respond }),
    http.get(apiUrl('/providers/get_active_categories'), () => envelope(page(categories))),
  );
}

const argsOf = (url: URL) => Object.fromEntries(url.searchParams.entries());
const lastArgs = () => argsOf(companyRequests[companyRequests.length - 1]);
const query = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search).entries());
const numberedPages = () =>
  within(screen.getByRole('navigation', { name: 'Pagination' }))
    .getAllByRole('link')
    .filter((link) => /^Page \d+$/.test(link.getAttribute('aria-label') ?? ''))
    .map((link) => link.textContent);

/** Serves the default directory, opens `path` and waits for the first company of its `page`. */
async function openDirectory(path: string, { page = 1 } = {}) {
  serve();
  const rendered = await renderRoute(path);
  await screen.findByText(`Company p${page}-0`);
  return rendered;
}

/** jsdom has no media queries, so the filter panel is in its phone form: collapsed until opened. */
async function openFilters() {
  const toggle = screen.getByRole('button', { name: /^(Filters|عوامل التصفية)/, expanded: false });
  await userEvent.click(toggle);
}

beforeEach(() => {
  companyRequests = [];
});

describe('Partners list: loading and results', () => {
  it("shows 'Our Business Partners', one page of 20 from the server and '{n} companies found'", async () => {
    serve();
    await renderRoute('/partners');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Business Partners' })).toBeInTheDocument();
    expect(await screen.findByText('57 companies found')).toBeInTheDocument();
    // The count is shown with the answer; the cards follow in React's deferred render.
    expect(await screen.findAllByRole('heading', { level: 3 })).toHaveLength(20);
    expect(screen.getByRole('heading', { level: 3, name: 'Company p1-0' })).toBeInTheDocument();
    expect(lastArgs()).toEqual({ o: '0', l: '20' });
    expect(document.title).toMatch(/^Our Business Partners/);
  });

  it('shows skeletons while the first page loads, then the cards', async () => {
    serve({ respond: async () => { await delay(150); return undefined; } });
    await renderRoute('/partners');
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByText('Company p1-0')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('shows the error with a Retry that asks again', async () => {
    serve({ respond: (_url, call) => (call === 1 ? errorBody(500, 'The directory is resting') : undefined) });
    await renderRoute('/partners');
    await retryListError({ says: ['Something went wrong', 'The directory is resting'], shows: 'Company p1-0' });
    expect(companyRequests).toHaveLength(2);
  });

  itSaysTheNetworkSentence(
    '/partners',
    { en: 'Unable to load partners due to server configuration. Please try again later.', ar: 'تعذّر تحميل الشركاء بسبب إعدادات الخادم. يُرجى المحاولة لاحقًا.' },
    () => serve({ respond: (_url, call) => (call === 1 ? HttpResponse.error() : undefined) }),
  );

  it("shows 'No Partners Found' with Clear Filters, which goes back to every partner", async () => {
    serve({ companies: (url) => (url.searchParams.get('locally_made') ? [] : pageOf(1)), count: 0 });
    const { router } = await renderRoute('/partners?filter=locally_made&q=zzz');
    expect(await screen.findByRole('heading', { name: 'No Partners Found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('searchbox', { name: 'Search partners' })).toHaveValue('');
    await waitFor(() => expect(lastArgs()).toEqual({ o: '0', l: '20' }));
  });

  it('keeps the previous page on screen, marked busy, while the next one loads (no flash of skeletons)', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    serve({ respond: async (url) => { if (pageFromUrl(url) === 2) await held; return undefined; } });
    const { router } = await renderRoute('/partners');
    expect(await screen.findByText('Company p1-0')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(query(router)).toEqual({ page: '2' }));
    expect(screen.getByText('Company p1-0')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(screen.getByText('Company p1-0').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    act(() => release());
    expect(await screen.findByText('Company p2-0')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('list', { name: 'Partners' })).toHaveAttribute('aria-busy', 'false'));
  });

  it('lists as a grid by default; the toggle switches to a list and writes view=list to the URL', async () => {
    const { router } = await openDirectory('/partners?filter=family_business');
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'List view' }));
    await waitFor(() => expect(query(router)).toEqual({ filter: 'family_business', view: 'list' }));
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  });
});

// The boot of an address with a query starts the list's calls before its first render (src/main.tsx,
// through the feature's routeData): the render then draws the page's cards, not placeholders, and
// the list's hooks take those answers rather than asking again.
describe('Partners list: an address with a query, its calls started before the first render', () => {
  it("shows that page's cards in its first render, asking nothing twice", async () => {
    serve();
    const store = makeStore();
    await runRouteData(store.dispatch, routeData.PartnersPage, { params: {}, search: new URLSearchParams('page=2&category=3&filter=family_business') });
    expect(companyRequests.map(argsOf)).toEqual([{ o: '20', l: '20', category: '3', family: 'true' }]);
    await renderRoute('/partners?page=2&category=3&filter=family_business', { store });
    // At once, without waiting: no placeholders ("Loading…") first.
    expect(screen.queryAllByText('Loading…')).toEqual([]);
    expect(screen.getByRole('heading', { level: 3, name: 'Company p2-0' })).toBeInTheDocument();
    expect(screen.getByText('57 companies found')).toBeInTheDocument();
    await waitForNoPendingRequest(store);
    expect(companyRequests).toHaveLength(1);
  });
});

describe('Partners list: the pager', () => {
  it('slides its 5 page links with the current page: first, middle and last pages', async () => {
    serve({ count: 400 }); // 20 pages
    const { router } = await renderRoute('/partners');
    await screen.findByText('Company p1-0');
    expect(numberedPages()).toEqual(['1', '2', '3', '4', '5']);

    await act(() => router.navigate('/partners?page=10'));
    expect(await screen.findByText('Company p10-0')).toBeInTheDocument();
    expect(numberedPages()).toEqual(['8', '9', '10', '11', '12']);
    expect(screen.getByRole('link', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');

    await act(() => router.navigate('/partners?page=20'));
    expect(await screen.findByText('Company p20-0')).toBeInTheDocument();
    expect(numberedPages()).toEqual(['16', '17', '18', '19', '20']);
    expect(lastArgs()).toEqual({ o: '380', l: '20' });
  });

  it('keeps the filters in every page link, and a page click asks the server for that page only', async () => {
    serve({ count: 100 });
    const { router } = await renderRoute('/partners?filter=locally_made&category=3&q=tea');
    await screen.findByText('Company p1-0');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/partners?filter=locally_made&category=3&q=tea&page=2',
    );
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/partners?filter=locally_made&category=3&q=tea');
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Company p2-0')).toBeInTheDocument();
    expect(query(router)).toEqual({ filter: 'locally_made', category: '3', q: 'tea', page: '2' });
    expect(lastArgs()).toEqual({ o: '20', l: '20', search: 'tea', category: '3', locally_made: 'true' });
  });

  it('treats page=abc as page 1 and moves page=999 to the last page', async () => {
    serve({ count: 57 });
    const first = await renderRoute('/partners?page=abc');
    await screen.findByText('Company p1-0');
    expect(lastArgs()).toEqual({ o: '0', l: '20' });
    first.unmount();

    const { router } = await renderRoute('/partners?filter=locally_made&page=999');
    await waitFor(() => expect(query(router)).toEqual({ filter: 'locally_made', page: '3' }));
    expect(await screen.findByText('Company p3-0')).toBeInTheDocument();
    expect(screen.queryByText('No Partners Found')).not.toBeInTheDocument();
  });
});

describe('Partners list: the URL is the state (URL ↔ filters)', () => {
  it('reads filter=locally_made (the home tile link): Made in Oman is chosen and the server filters', async () => {
    await openDirectory('/partners?filter=locally_made');
    await openFilters();
    expect(screen.getByRole('radio', { name: 'Made in Oman' })).toBeChecked();
    expect(lastArgs()).toEqual({ o: '0', l: '20', locally_made: 'true' });
  });

  it('reads filter=family_business, category, q and page into the filters, the fields and the request', async () => {
    serve({ count: 100 });
    await renderRoute('/partners?filter=family_business&category=3&q=halwa&page=2');
    await screen.findByText('Company p2-0');
    await openFilters();
    expect(screen.getByRole('radio', { name: 'Family Businesses' })).toBeChecked();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('3'));
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Restaurants');
    expect(screen.getByRole('searchbox', { name: 'Search partners' })).toHaveValue('halwa');
    await screen.findByText('Company p2-0');
    expect(lastArgs()).toEqual({ o: '20', l: '20', search: 'halwa', category: '3', family: 'true' });
  });

  it('ignores category=xyz, and drops a category id the directory does not have', async () => {
    const first = await openDirectory('/partners?category=xyz');
    expect(lastArgs()).toEqual({ o: '0', l: '20' });
    first.unmount();

    const { router } = await renderRoute('/partners?category=999&filter=locally_made');
    await waitFor(() => expect(query(router)).toEqual({ filter: 'locally_made' }));
    await waitFor(() => expect(lastArgs()).toEqual({ o: '0', l: '20', locally_made: 'true' }));
    await openFilters();
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('');
  });

  it('keeps a linked category past the first 100 the filter lists (the directory has more than it asked for)', async () => {
    // The filter asks for 100 categories (the contract's page limit); this directory has 150.
    const first100 = Array.from({ length: 100 }, (_, i) => makeCategory({ id: i + 1, en_name: `Category ${i + 1}` }));
    server.use(
      pagedListHandler('/providers/get_paging_active_companies', companyRequests, { rows: (url) => pageOf(pageFromUrl(url)), count: 57 }),
      http.get(apiUrl('/providers/get_active_categories'), () => envelope(page(first100, 150))),
    );
    const { router } = await renderRoute('/partners?category=120');
    await screen.findByText('Company p1-0');
    await waitFor(() => expect(lastArgs()).toEqual({ o: '0', l: '20', category: '120' }));
    expect(query(router)).toEqual({ category: '120' });
  });

  it('writes a business type or category choice to the URL, back on page 1, and the controls show it', async () => {
    serve({ count: 100 });
    const { router } = await renderRoute('/partners?page=3&view=list');
    await screen.findByText('Company p3-0');
    await openFilters();

    await userEvent.click(screen.getByRole('radio', { name: 'Made in Oman' }));
    await waitFor(() => expect(query(router)).toEqual({ filter: 'locally_made', view: 'list' }));
    expect(screen.getByRole('radio', { name: 'Made in Oman' })).toBeChecked();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Cafés');
    await waitFor(() => expect(query(router)).toEqual({ filter: 'locally_made', category: '7', view: 'list' }));
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Cafés');
    await waitFor(() => expect(lastArgs()).toEqual({ o: '0', l: '20', category: '7', locally_made: 'true' }));

    await userEvent.click(screen.getByRole('radio', { name: 'All Partners' }));
    await waitFor(() => expect(query(router)).toEqual({ category: '7', view: 'list' }));
  });

  it('Open now: the box writes open_now=true to the URL, back on page 1, the server filters, and a link with it arrives checked', async () => {
    serve({ count: 100 });
    const { router } = await renderRoute('/partners?page=3');
    await screen.findByText('Company p3-0');
    await openFilters();
    const openNow = screen.getByRole('checkbox', { name: 'Open now' });
    expect(openNow).not.toBeChecked();

    await userEvent.click(openNow);
    await waitFor(() => expect(query(router)).toEqual({ open_now: 'true' }));
    expect(openNow).toBeChecked();
    await waitFor(() => expect(lastArgs()).toEqual({ o: '0', l: '20', open_now: 'true' }));
    // It counts as an active filter: Clear All appears and undoes it.
    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(query(router)).toEqual({}));
    expect(openNow).not.toBeChecked();
    await waitFor(() => expect(lastArgs()).toEqual({ o: '0', l: '20' }));
  });

  it('reads open_now=true from a shared link: the box arrives checked and the server filters', async () => {
    await openDirectory('/partners?open_now=true');
    await waitFor(() => expect(lastArgs()).toEqual({ o: '0', l: '20', open_now: 'true' }));
    await openFilters();
    expect(screen.getByRole('checkbox', { name: 'Open now' })).toBeChecked();
  });

  it('Clear All resets every filter (docs/product.md §4 defaults) and keeps the view', async () => {
    const { router } = await openDirectory('/partners?filter=family_business&category=7&q=tea&page=2&view=list', { page: 2 });
    await openFilters();
    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(query(router)).toEqual({ view: 'list' }));
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'All Partners' })).toBeChecked();
    expect(screen.getByRole('searchbox', { name: 'Search partners' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear All' })).not.toBeInTheDocument();
  });

  it("arrives with the URL's filters, never the last visit's: one request, for what the link says", async () => {
    serve();
    const lastVisit = { ...partnersQuery.defaults, filter: 'family_business', category: 7, q: 'tea', page: 2 } as const;
    const { store } = await renderRoute('/partners?filter=locally_made', { preloadedState: { partnersQuery: lastVisit } });
    expect(await screen.findByText('Company p1-0')).toBeInTheDocument();
    await waitForNoPendingRequest(store);
    await openFilters();
    expect(screen.getByRole('radio', { name: 'Made in Oman' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('');
    expect(screen.getByRole('searchbox', { name: 'Search partners' })).toHaveValue('');
    expect(companyRequests.map(argsOf)).toEqual([{ o: '0', l: '20', locally_made: 'true' }]);
  });

  it('follows Back: the previous filters come back into the fields and the list', async () => {
    const { router } = await openDirectory('/partners?filter=locally_made&q=tea');
    await openFilters();
    await userEvent.click(screen.getByRole('radio', { name: 'Family Businesses' }));
    await waitFor(() => expect(query(router).filter).toBe('family_business'));
    await act(() => router.navigate(-1));
    expect(screen.getByRole('radio', { name: 'Made in Oman' })).toBeChecked();
    expect(screen.getByRole('searchbox', { name: 'Search partners' })).toHaveValue('tea');
  });
});

describe('Partners list: search', () => {
  it('searches on the server once typing pauses — one request, not one per key — and starts again at page 1', async () => {
    serve({ count: 100 });
    const { router } = await renderRoute('/partners?filter=locally_made&page=3');
    await screen.findByText('Company p3-0');
    const before = companyRequests.length;

    // No pause between the keys, so the 300 ms debounce (the app's own timer) cannot end mid-word
    // however busy the machine.
    await userEvent.setup({ delay: null }).type(screen.getByRole('searchbox', { name: 'Search partners' }), 'karak');
    await waitFor(() => expect(query(router)).toEqual({ filter: 'locally_made', q: 'karak' }));
    await waitFor(() => expect(lastArgs()).toEqual({ o: '0', l: '20', search: 'karak', locally_made: 'true' }));
    const searches = companyRequests.slice(before).map((url) => url.searchParams.get('search'));
    expect(searches).toEqual(['karak']);
    // Typing replaces the history entry: Back does not replay every keystroke.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('clears the search with the clear button', async () => {
    const { router } = await openDirectory('/partners?q=karak');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('searchbox', { name: 'Search partners' })).toHaveValue('');
    await waitFor(() => expect(lastArgs()).toEqual({ o: '0', l: '20' }));
  });

  it('ignores a whitespace-only search', async () => {
    const { router, store } = await openDirectory('/partners');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search partners' }), '   ');
    await waitForDebouncedSearch(store);
    expect(router.state.location.search).toBe('');
    expect(companyRequests).toHaveLength(1);
  });
});

describe('Partners list in Arabic', () => {
  it('shows the Arabic title, Arabic names and the Arabic count', async () => {
    serve({ count: 57 });
    await renderRoute('/partners?filter=locally_made', { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'شركاؤنا في الأعمال' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'شركة ص1-0' })).toBeInTheDocument();
    await openFilters();
    expect(screen.getByRole('radio', { name: 'صُنع في عُمان' })).toBeChecked();
    expect(screen.getByRole('option', { name: 'مطاعم' })).toBeInTheDocument();
    expect(screen.getByText('٥٧ شركة')).toBeInTheDocument();
  });
});
