import { act, screen } from '@testing-library/react';
import { renderRoute } from '@tests/utils/render';
import { silenceConsoleErrors } from '@tests/utils/console';
import { apiUrl, envelope, http, page, server } from '@tests/utils/msw';
import { makeCompany } from '@tests/utils/fixtures';
import { makeStore } from '@/store';
import { startRouteCalls } from './routeData';

// The saved-places screen fails to download on its first request (a dropped chunk), then arrives.
let mockSavedDownloads = 0;
jest.mock('@/features/saved', () => {
  mockSavedDownloads += 1;
  if (mockSavedDownloads === 1) throw new Error('Loading chunk saved failed');
  return { SavedPage: () => <h1>Saved places</h1> };
});

// The About screen crashes while rendering; the other static pages are the real ones.
jest.mock('@/features/pages', () => ({
  ...jest.requireActual<object>('@/features/pages'),
  AboutPage: () => {
    throw new Error('About crashed');
  },
}));

describe('a screen that fails', () => {
  silenceConsoleErrors();

  it('crashing while rendering: the error page stands in the frame, and the next page clears it', async () => {
    const { router } = await renderRoute('/about');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    await act(() => router.navigate('/privacy'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a chunk that fails to download: the error page, and the next visit asks again', async () => {
    const { router } = await renderRoute('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });

    await act(() => router.navigate('/saved'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(mockSavedDownloads).toBe(1);

    await act(() => router.navigate('/contact'));
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    await act(() => router.navigate('/saved'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Saved places' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(mockSavedDownloads).toBe(2);
  });
});

describe('an unknown path', () => {
  it('shows the not-found page inside the layout', async () => {
    await renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(document.title).toBe('Page not found · Dalil');
  });

  it('is titled with the Arabic site name in Arabic', async () => {
    await renderRoute('/no/such/page', { language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'الصفحة غير موجودة' })).toBeInTheDocument();
    expect(document.title).toBe('الصفحة غير موجودة · دليل');
  });
});

// A route's calls are started before its render, in the publish and the browser alike: each
// feature declares its screens' (`routeData`), and startRouteCalls runs the address's.
describe("the route's calls, started before its render (startRouteCalls)", () => {
  function serveEveryList(): string[] {
    const asked: string[] = [];
    for (const path of ['/providers/get_paging_active_companies', '/offers/search_offers', '/providers/get_products']) {
      server.use(
        http.get(apiUrl(path), ({ request }) => {
          const url = new URL(request.url);
          asked.push(`${url.pathname}?search=${url.searchParams.get('search')}`);
          return envelope(page([]));
        }),
      );
    }
    return asked;
  }

  it("starts the search's three calls for the address's query, settled when they are", async () => {
    const asked = serveEveryList();
    const store = makeStore();
    await startRouteCalls(store.dispatch, '/search?q=tea');
    expect(asked.sort()).toEqual(['/offers/search_offers?search=tea', '/providers/get_paging_active_companies?search=tea', '/providers/get_products?search=tea']);
    expect(Object.values(store.getState().api.queries).map((query) => query?.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
  });

  it("starts the categories' and the products' page for the address's query and page, and an open category's lists", async () => {
    const asked: string[] = [];
    const paths = ['/providers/get_active_categories', '/providers/get_products', '/providers/get_paging_active_companies', '/offers/get_paging_category_active_offers/:categoryId/'];
    for (const path of paths) {
      server.use(
        http.get(apiUrl(path), ({ request }) => {
          const url = new URL(request.url);
          asked.push(`${url.pathname}${url.search}`);
          return envelope(page([]));
        }),
      );
    }
    const store = makeStore();
    await startRouteCalls(store.dispatch, '/categories?q=food&page=2');
    // An open category's address lists the same page beside its panel, and the panel's own two
    // lists; with the category not on that (empty) page, the panel's one lookup of it too.
    await startRouteCalls(store.dispatch, '/ar/categories/7?page=3');
    await startRouteCalls(store.dispatch, '/products?q=honey&page=2');
    expect(asked.sort()).toEqual([
      '/offers/get_paging_category_active_offers/7/?l=8',
      '/providers/get_active_categories?l=100',
      '/providers/get_active_categories?o=20&l=20&search=food',
      '/providers/get_active_categories?o=40&l=20',
      '/providers/get_paging_active_companies?l=8&category=7',
      '/providers/get_products?o=12&l=12&search=honey',
    ]);
    expect(Object.values(store.getState().api.queries).map((query) => query?.status)).toEqual(Array(6).fill('fulfilled'));
  });

  it("starts a partner's four calls, its products at the address's page of them, and says which it started", async () => {
    server.use(
      http.get(apiUrl('/providers/get_company_by_id/1/'), () => envelope(makeCompany({ id: 1 }))),
      http.get(apiUrl('/providers/get_active_branches_for_company/1/'), () => envelope([])),
      http.get(apiUrl('/offers/get_all_company_active_offers/1/'), () => envelope([])),
      http.get(apiUrl('/providers/get_products'), () => envelope(page([], 24))),
    );
    const store = makeStore();
    const calls = await startRouteCalls(store.dispatch, '/partners/1?products_page=2');
    expect(calls).toEqual([
      { endpoint: 'getCompanyById', arg: { id: 1 } },
      { endpoint: 'getActiveBranchesForCompany', arg: { id: 1 } },
      { endpoint: 'getAllCompanyActiveOffers', arg: { id: 1 } },
      { endpoint: 'getProducts', arg: { company: 1, o: 12, l: 12 } },
    ]);
  });

  it('starts nothing for a screen that declares no calls, whatever the query', async () => {
    const asked = serveEveryList();
    const store = makeStore();
    await expect(startRouteCalls(store.dispatch, '/about?q=tea')).resolves.toEqual([]);
    await expect(startRouteCalls(store.dispatch, '/no/such/page?q=tea')).resolves.toEqual([]);
    expect(asked).toEqual([]);
    expect(store.getState().api.queries).toEqual({});
  });
});
