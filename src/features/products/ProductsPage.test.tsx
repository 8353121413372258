import { screen, within } from '@testing-library/react';
import { renderRoute } from '@tests/utils/render';
import { itSaysTheNetworkSentence } from '@tests/utils/networkSentence';
import { apiUrl, envelope, http, HttpResponse, page, server } from '@tests/utils/msw';
import { makeProduct } from '@tests/utils/fixtures';
import { waitForNoPendingRequest } from '@tests/utils/settle';
import { makeStore, runRouteData } from '@/store';
import { routeData } from './routeData';

/** One product, Samar honey, of 30; returns each call's query string as it comes. */
function serveHoney(): URLSearchParams[] {
  const calls: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl('/providers/get_products'), ({ request }) => {
      calls.push(new URL(request.url).searchParams);
      return envelope(page([makeProduct({ id: 5, en_name: 'Samar honey' })], 30));
    }),
  );
  return calls;
}

describe('Products list (/products?q=), the search’s View all', () => {
  it('asks the server for the query’s page and links every product', async () => {
    const calls = serveHoney();
    await renderRoute('/products?q=honey&page=2');
    expect(await screen.findByRole('link', { name: 'Samar honey' })).toHaveAttribute('href', '/products/5');
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('honey');
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/products?q=honey&page=3');
    expect(calls.map((c) => [c.get('search'), c.get('o'), c.get('l')])).toEqual([['honey', '12', '12']]);
  });

  it('a page past the end (an old link, fewer products now) moves to the last page, not to "no products"', async () => {
    const all = Array.from({ length: 30 }, (_, i) => makeProduct({ id: i + 1, en_name: `Product ${i + 1}` }));
    server.use(
      http.get(apiUrl('/providers/get_products'), ({ request }) => {
        const params = new URL(request.url).searchParams;
        const o = Number(params.get('o'));
        return envelope(page(all.slice(o, o + Number(params.get('l'))), all.length));
      }),
    );
    const { router } = await renderRoute('/products?page=999');
    expect(await screen.findByRole('link', { name: 'Product 25' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=3');
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  // A static host answers /products?… with /products' published HTML, which the app draws over
  // afresh: the boot starts the screen's call first (routeData.ts, src/main.tsx), and the
  // screen's hook takes that answer rather than asking again.
  it("an address with a query: the page's products in the first render, asked for once, before it", async () => {
    const calls = serveHoney();
    const store = makeStore();
    await runRouteData(store.dispatch, routeData.ProductsPage, { params: {}, search: new URLSearchParams('q=honey&page=2') });
    expect(calls.map((c) => [c.get('search'), c.get('o'), c.get('l')])).toEqual([['honey', '12', '12']]);
    await renderRoute('/products?q=honey&page=2', { store });
    // At once, without waiting: no placeholders ("Loading…") first.
    expect(screen.queryAllByText('Loading…')).toEqual([]);
    expect(screen.getByRole('link', { name: 'Samar honey' })).toHaveAttribute('href', '/products/5');
    await waitForNoPendingRequest(store);
    expect(calls).toHaveLength(1);
  });

  itSaysTheNetworkSentence(
    '/products',
    { en: 'Unable to load products due to server configuration. Please try again later.', ar: 'تعذّر تحميل المنتجات بسبب إعدادات الخادم. يُرجى المحاولة لاحقًا.' },
    () => server.use(http.get(apiUrl('/providers/get_products'), () => HttpResponse.error())),
  );
});
