import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '@/api';
import { renderRoute } from '@tests/utils/render';
import { waitForDebouncedSearch, waitForQuery } from '@tests/utils/settle';
import { apiUrl, envelope, errorBody, http, page, server } from '@tests/utils/msw';
import { makeCompany, makeProduct } from '@tests/utils/fixtures';

jest.mock('@/components/map', () => jest.requireActual('../../../tests/utils/mapMock').mapModuleMock());

/** A company selling `total` products, answered a page at a time like the mock; records each call. */
function serveCompany(total: number, { fail = false }: { fail?: boolean } = {}) {
  const all: Product[] = Array.from({ length: total }, (_, i) =>
    makeProduct({ id: i + 1, en_name: i % 2 ? `Honey jar ${i + 1}` : `Date cake ${i + 1}`, price: 2.5 + i }),
  );
  const calls: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl('/providers/get_company_by_id/:id/'), () => envelope(makeCompany({ id: 9, en_name: 'Al Khaleej' }))),
    http.get(apiUrl('/providers/get_active_branches_for_company/:id/'), () => envelope([])),
    http.get(apiUrl('/offers/get_all_company_active_offers/:id/'), () => envelope([])),
    http.get(apiUrl('/providers/get_products'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      calls.push(params);
      if (fail) return errorBody(500, 'boom');
      const search = (params.get('search') ?? '').toLowerCase();
      const rows = all.filter((p) => !search || (p.en_name ?? '').toLowerCase().includes(search));
      const o = Number(params.get('o') ?? 0);
      const l = Number(params.get('l') ?? 20);
      return envelope(page(rows.slice(o, o + l), rows.length));
    }),
  );
  return calls;
}

const section = () => screen.getByRole('region', { name: 'Products' });

describe('Partner page: Products', () => {
  it('shows the first page of the company’s products, asked of the server for this company only', async () => {
    const calls = serveCompany(5);
    await renderRoute('/partners/9');
    await screen.findByRole('heading', { level: 1, name: 'Al Khaleej' });
    expect(await within(section()).findByRole('link', { name: 'Date cake 1' })).toHaveAttribute('href', '/products/1');
    expect(within(section()).getAllByRole('article')).toHaveLength(5);
    expect(within(section()).getByText('5 products')).toBeInTheDocument();
    expect(calls.map((c) => [c.get('company'), c.get('o'), c.get('l'), c.get('search')])).toEqual([['9', '0', '12', null]]);
  });

  it('has no search and no pager while every product fits on one page', async () => {
    serveCompany(12);
    await renderRoute('/partners/9');
    await within(await screen.findByRole('region', { name: 'Products' })).findByText('12 products');
    expect(within(section()).queryByRole('searchbox')).not.toBeInTheDocument();
    expect(within(section()).queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('a products page past the end (a shared link, a shorter catalogue now) moves to the last page', async () => {
    serveCompany(30);
    const { router } = await renderRoute('/partners/9?products_page=99');
    await screen.findByRole('heading', { level: 1, name: 'Al Khaleej' });
    expect(await within(section()).findByRole('link', { name: 'Date cake 25' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?products_page=3');
    expect(within(section()).queryByText('No products yet')).not.toBeInTheDocument();
  });

  it('pages on the server past one page: page 2 is its own call and its own URL', async () => {
    const calls = serveCompany(30);
    const user = userEvent.setup();
    const { router } = await renderRoute('/partners/9');
    await within(await screen.findByRole('region', { name: 'Products' })).findByText('30 products');
    const pager = await within(section()).findByRole('navigation', { name: 'Product pages' });
    await user.click(within(pager).getByRole('link', { name: 'Page 2' }));
    expect(await within(section()).findByRole('link', { name: 'Date cake 13' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?products_page=2');
    expect(calls.map((c) => c.get('o'))).toEqual(['0', '12']);
  });

  it('opens on the page in the URL (Back from a product returns to it)', async () => {
    const calls = serveCompany(30);
    await renderRoute('/partners/9?products_page=3');
    expect(await within(await screen.findByRole('region', { name: 'Products' })).findByRole('link', { name: 'Date cake 25' })).toBeInTheDocument();
    expect(calls.map((c) => c.get('o'))).toEqual(['24']);
  });

  it('searches this company’s products once it has more than one page, after typing pauses', async () => {
    const calls = serveCompany(30);
    // No pause between keys: the 300 ms debounce (the app's own timer) can never end mid-word however
    // busy the host (at load 12 it did: 'h', then 'honey').
    const user = userEvent.setup({ delay: null });
    const { router, store } = await renderRoute('/partners/9?products_page=2');
    const field = await within(await screen.findByRole('region', { name: 'Products' })).findByRole('searchbox', {
      name: "Search this company's products",
    });
    await user.type(field, 'honey');
    await waitForDebouncedSearch(store);
    await waitFor(() => expect(router.state.location.search).toBe('?products_q=honey'));
    expect(await within(section()).findByText('15 products')).toBeInTheDocument();
    await waitFor(() => expect(within(section()).queryByRole('link', { name: /Date cake/ })).not.toBeInTheDocument());
    // One call for the typed word, not one per key.
    expect(calls.filter((c) => c.get('search')).map((c) => [c.get('search'), c.get('o'), c.get('company')])).toEqual([['honey', '0', '9']]);
  });

  it('says when nothing matches, with a way to clear the search', async () => {
    serveCompany(30);
    const user = userEvent.setup();
    const { router } = await renderRoute('/partners/9?products_q=zzz');
    expect(await within(await screen.findByRole('region', { name: 'Products' })).findByRole('heading', { name: /No products match .*zzz/ })).toBeInTheDocument();
    await user.click(within(section()).getByRole('button', { name: 'Show all products' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await within(section()).findByText('30 products')).toBeInTheDocument();
  });

  it('says so when the company sells nothing', async () => {
    serveCompany(0);
    await renderRoute('/partners/9');
    expect(await within(await screen.findByRole('region', { name: 'Products' })).findByRole('heading', { name: 'No products yet' })).toBeInTheDocument();
  });

  it('shows an error with Retry in the section alone when the products call fails', async () => {
    serveCompany(3, { fail: true });
    const { store } = await renderRoute('/partners/9');
    await waitForQuery(store, 'getProducts', 'rejected');
    const products = section();
    // The store says rejected a frame before React has drawn it (notifications are batched).
    expect(await within(products).findByRole('heading', { name: 'Products could not be loaded' })).toBeInTheDocument();
    expect(within(products).getByRole('button', { name: /Retry/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Al Khaleej' })).toBeInTheDocument();
  });

  it('prices in OMR with three decimals, in Arabic too', async () => {
    serveCompany(1);
    await renderRoute('/partners/9', { language: 'ar' });
    const products = await screen.findByRole('region', { name: 'المنتجات' });
    expect(await within(products).findByRole('link', { name: 'منتج 1' })).toBeInTheDocument();
    const price = within(products).getByText((_, el) => el?.classList.contains('product-card__price') ?? false);
    expect(price.textContent).toContain(new Intl.NumberFormat('ar-OM', { style: 'currency', currency: 'OMR', minimumFractionDigits: 3 }).format(2.5));
  });
});
