import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeCompany, makeOffer, makeProduct } from '@tests/utils/fixtures';
import { apiUrl, breaksContractOnPurpose, envelope, errorBody, http, HttpResponse, page, server } from '@tests/utils/msw';
import { renderRoute } from '@tests/utils/render';
import { makeStore, runRouteData } from '@/store';
import { waitForNoPendingRequest } from '@tests/utils/settle';
// Injects the search slice before a test's store is made, so preloaded state can hold a last search.
import './searchSlice';
import { routeData } from './routeData';

function serveSearch({
  companies = page([makeCompany({ id: 1, en_name: 'Coffee House' })], 9),
  offers = page([makeOffer({ id: 2, en_title: 'Coffee for two' })], 1),
  products = page([makeProduct({ id: 3, en_name: 'Omani coffee with cardamom', price: 3.2 })], 40),
}: {
  companies?: ReturnType<typeof page> | 'fail';
  offers?: ReturnType<typeof page> | 'fail';
  products?: ReturnType<typeof page> | 'fail';
} = {}) {
  const calls: { path: string; params: URLSearchParams }[] = [];
  server.use(
    http.get(apiUrl('/providers/get_paging_active_companies'), ({ request }) => {
      const url = new URL(request.url);
      calls.push({ path: url.pathname, params: url.searchParams });
      return companies === 'fail' ? errorBody(500, 'boom') : envelope(companies);
    }),
    http.get(apiUrl('/offers/search_offers'), ({ request }) => {
      const url = new URL(request.url);
      calls.push({ path: url.pathname, params: url.searchParams });
      return offers === 'fail' ? HttpResponse.error() : envelope(offers);
    }),
    http.get(apiUrl('/providers/get_products'), ({ request }) => {
      const url = new URL(request.url);
      calls.push({ path: url.pathname, params: url.searchParams });
      return products === 'fail' ? errorBody(503, 'down') : envelope(products);
    }),
  );
  return calls;
}

const heading = (re: RegExp) => screen.findByRole('heading', { level: 1, name: re });
const side = (name: string) => screen.getByRole('region', { name });

describe('Search page (/search?q=)', () => {
  it('searches companies and offers in parallel with the query from the URL', async () => {
    const calls = serveSearch();
    await renderRoute('/search?q=coffee');
    await heading(/Results for .*coffee/);
    const companies = side('Companies');
    expect(await within(companies).findByText('Coffee House')).toBeInTheDocument();
    expect(within(companies).getByText('9 companies')).toBeInTheDocument();
    const offers = side('Offers');
    expect(await within(offers).findByText('Coffee for two')).toBeInTheDocument();
    expect(within(offers).getByText('1 offer')).toBeInTheDocument();
    expect(calls.map((c) => [c.path, c.params.get('search'), c.params.get('l')]).sort()).toEqual([
      ['/offers/search_offers', 'coffee', '12'],
      ['/providers/get_paging_active_companies', 'coffee', '12'],
      ['/providers/get_products', 'coffee', '12'],
    ]);
    // Screen readers hear the totals once both sides have answered.
    await waitFor(() => expect(screen.getByText('9 companies, 1 offer and 40 products found')).toHaveAttribute('aria-live', 'polite'));
    await waitFor(() => expect(document.title).toMatch(/coffee/));
  });

  it('links to the full lists with the query', async () => {
    serveSearch();
    await renderRoute('/search?q=coffee');
    expect(await screen.findByRole('link', { name: /View all companies/ })).toHaveAttribute(
      'href',
      '/partners?q=coffee',
    );
    expect(await screen.findByRole('link', { name: /View all offers/ })).toHaveAttribute('href', '/offers?q=coffee');
  });

  it('keeps the companies when the offers call fails, with a quiet note for offers', async () => {
    serveSearch({ offers: 'fail' });
    await renderRoute('/search?q=coffee');
    expect(await within(await waitFor(() => side('Companies'))).findByText('Coffee House')).toBeInTheDocument();
    expect(await within(side('Offers')).findByText('Offers could not be searched right now.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the offers when the companies call fails', async () => {
    serveSearch({ companies: 'fail' });
    await renderRoute('/search?q=coffee');
    expect(await within(await waitFor(() => side('Offers'))).findByText('Coffee for two')).toBeInTheDocument();
    expect(await within(side('Companies')).findByText('Companies could not be searched right now.')).toBeInTheDocument();
  });

  it('searches products as a third side, with its own count and View all', async () => {
    serveSearch();
    await renderRoute('/search?q=coffee');
    const products = await waitFor(() => side('Products'));
    expect(await within(products).findByRole('link', { name: 'Omani coffee with cardamom' })).toHaveAttribute('href', '/products/3');
    expect(within(products).getByText('40 products')).toBeInTheDocument();
    expect(within(products).getByText(/OMR\s*3\.200/)).toBeInTheDocument();
    expect(within(products).getByRole('link', { name: /View all products/ })).toHaveAttribute('href', '/products?q=coffee');
  });

  it('keeps companies and offers when the products call fails, with a quiet note for products', async () => {
    serveSearch({ products: 'fail' });
    await renderRoute('/search?q=coffee');
    expect(await within(await waitFor(() => side('Companies'))).findByText('Coffee House')).toBeInTheDocument();
    expect(await within(side('Offers')).findByText('Coffee for two')).toBeInTheDocument();
    expect(await within(side('Products')).findByText('Products could not be searched right now.')).toBeInTheDocument();
    expect(within(side('Products')).queryByText(/products$/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the results, not the empty state, when only products match', async () => {
    serveSearch({ companies: page([], 0), offers: page([], 0) });
    await renderRoute('/search?q=coffee');
    expect(await within(await waitFor(() => side('Products'))).findByText('Omani coffee with cardamom')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /No results for/ })).not.toBeInTheDocument();
  });

  it('says a side\'s records could not be shown when every one of them broke the contract, never that none matched', async () => {
    breaksContractOnPurpose();
    const broken = [1, 2].map((id) => ({ ...makeProduct({ id: 40 + id }), id: `product-${id}` }));
    serveSearch({ products: page(broken as never[], 2) });
    await renderRoute('/search?q=coffee');
    const products = await waitFor(() => side('Products'));
    expect(await within(products).findByText('2 products, 2 could not be shown')).toBeInTheDocument();
    // The count comes with the answer; the side's body a render later (SearchSide draws it deferred).
    expect(await within(products).findByText('None of these could be shown. Their data arrived damaged. Try again later.')).toBeInTheDocument();
    expect(within(products).queryByText(/No products match/)).not.toBeInTheDocument();
  });

  it('shows an empty state with ways out when nothing matches', async () => {
    serveSearch({ companies: page([], 0), offers: page([], 0), products: page([], 0) });
    await renderRoute('/search?q=zzz');
    expect(await screen.findByRole('heading', { name: /No results for .*zzz/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Partners' })).toHaveAttribute('href', '/partners');
    expect(screen.getByRole('link', { name: 'Browse Offers' })).toHaveAttribute('href', '/offers');
  });

  it('asks for a query and calls nothing when q is blank or only spaces', async () => {
    const calls = serveSearch();
    await renderRoute('/search?q=%20%20');
    expect(await screen.findByRole('heading', { name: 'What are you looking for?' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('runs a new search from its own box, puts it in the URL and ignores a blank one', async () => {
    serveSearch();
    const user = userEvent.setup();
    const { router } = await renderRoute('/search');
    await screen.findByRole('heading', { name: 'What are you looking for?' });
    const form = screen.getByRole('search', { name: 'Search Dalil' });
    await user.type(within(form).getByRole('searchbox'), '   ');
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('');
    await user.clear(within(form).getByRole('searchbox'));
    await user.type(within(form).getByRole('searchbox'), ' coffee ');
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=coffee'));
    expect(await screen.findByText('Coffee House')).toBeInTheDocument();
  });

  it('runs from the header search too', async () => {
    serveSearch();
    const user = userEvent.setup();
    const { router } = await renderRoute('/search');
    await screen.findByRole('heading', { name: 'What are you looking for?' });
    const header = screen.getByRole('banner');
    await user.type(within(header).getByRole('searchbox'), 'coffee{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=coffee'));
    expect(await screen.findByText('Coffee House')).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Search Dalil' }).querySelector('input')).toHaveValue('coffee');
  });

  it("arrives with the URL's query, never the last search's: only it is asked for", async () => {
    const calls = serveSearch();
    const { store } = await renderRoute('/search?q=coffee', { preloadedState: { search: { q: 'tea' } } });
    await heading(/Results for .*coffee/);
    expect(await screen.findByText('Coffee House')).toBeInTheDocument();
    await waitForNoPendingRequest(store);
    // One call per side (companies, offers, products), every one for the URL's query.
    expect(calls.map((call) => call.params.get('search'))).toEqual(['coffee', 'coffee', 'coffee']);
    expect(screen.getByRole('search', { name: 'Search Dalil' }).querySelector('input')).toHaveValue('coffee');
  });

  it('searches an over-long ?q= (a bookmark) clipped to the API’s 200 characters instead of failing', async () => {
    const calls = serveSearch();
    const { store } = await renderRoute(`/search?q=${encodeURIComponent('coffee '.repeat(40))}`);
    await heading(/Results for .*coffee/);
    await waitForNoPendingRequest(store);
    const clipped = 'coffee '.repeat(29).slice(0, 200);
    expect(calls.map((call) => call.params.get('search'))).toEqual([clipped, clipped, clipped]);
    const box = screen.getByRole('searchbox', { name: 'Search companies, offers and products' });
    expect(box).toHaveValue(clipped);
    expect(box).toHaveAttribute('maxLength', '200');
  });

  // The boot of an address with a query starts the screen's calls before its first render
  // (src/main.tsx, through the feature's routeData): the render then draws the answers, not placeholders, and the
  // screen's hooks take those answers rather than asking again.
  it('drawn once the boot has asked for the query, shows the results in its first render, asking nothing twice', async () => {
    const calls = serveSearch();
    const store = makeStore();
    await runRouteData(store.dispatch, routeData.SearchPage, { params: {}, search: new URLSearchParams('q=coffee') });
    expect(calls.map((call) => call.params.get('search'))).toEqual(['coffee', 'coffee', 'coffee']);
    await renderRoute('/search?q=coffee', { store });
    // At once, without waiting: no side drew its placeholders ("Loading…") first.
    expect(screen.queryAllByText('Loading…')).toEqual([]);
    expect(within(side('Companies')).getByText('Coffee House')).toBeInTheDocument();
    expect(within(side('Offers')).getByText('Coffee for two')).toBeInTheDocument();
    expect(within(side('Products')).getByText('Omani coffee with cardamom')).toBeInTheDocument();
    await waitForNoPendingRequest(store);
    expect(calls).toHaveLength(3);
  });

  it('asks for nothing before its first render when the address has no query', async () => {
    const calls = serveSearch();
    const store = makeStore();
    await runRouteData(store.dispatch, routeData.SearchPage, { params: {}, search: new URLSearchParams('q=%20%20') });
    await runRouteData(store.dispatch, routeData.SearchPage, { params: {}, search: new URLSearchParams('') });
    await waitForNoPendingRequest(store);
    expect(calls).toEqual([]);
  });

  it('speaks Arabic, right to left', async () => {
    serveSearch();
    await renderRoute('/search?q=coffee', { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: /نتائج البحث عن/ })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /تصفّح جميع الشركات/ })).toBeInTheDocument();
  });
});
