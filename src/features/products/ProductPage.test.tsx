import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Offer, Product } from '@/api';
import { renderRoute } from '@tests/utils/render';
import { retryRecordFailure } from '@tests/utils/retry';
import { waitForNoPendingRequest } from '@tests/utils/settle';
import { apiUrl, envelope, errorBody, http, page, server } from '@tests/utils/msw';
import { makeCompany, makeOffer, makeProduct } from '@tests/utils/fixtures';
import { productJsonLd } from './productJsonLd';

jest.mock('@/components/map', () => jest.requireActual('../../../tests/utils/mapMock').mapModuleMock());

const halwa = () =>
  makeProduct({
    id: 7,
    name: 'حلوى عمانية',
    en_name: 'Omani halwa',
    description: '<b>Slow-cooked</b> with ghee, saffron and rose water.',
    price: 4.5,
    image: 'https://cdn.example.om/halwa.jpg',
    company_id: 9,
    company_name: 'حلويات الخليج',
    category_id: 3,
  });

function serve({ product = halwa(), offers = [] as Offer[], offersFail = false }: { product?: Product | 'missing'; offers?: Offer[]; offersFail?: boolean } = {}) {
  server.use(
    http.get(apiUrl('/providers/get_product_details/:id'), () => (product === 'missing' ? errorBody(404, 'Product 7 not found') : envelope(product))),
    http.get(apiUrl('/providers/get_company_by_id/:id/'), () => envelope(makeCompany({ id: 9, name: 'حلويات الخليج', en_name: 'Al Khaleej Sweets' }))),
    http.get(apiUrl('/offers/get_all_company_active_offers/:id/'), () => (offersFail ? errorBody(500, 'boom') : envelope(offers))),
    // The partner page, for following the company link.
    http.get(apiUrl('/providers/get_active_branches_for_company/:id/'), () => envelope([])),
    // The company has two pages of products: its page 2 is a place to come back from.
    http.get(apiUrl('/providers/get_products'), () => envelope(page([], 24))),
  );
}

const jsonLd = () => {
  const script = document.head.querySelector('script[type="application/ld+json"][data-owner="product"]');
  return script ? JSON.parse(script.textContent ?? '{}') : null;
};

describe('Product page (/products/:id)', () => {
  it('shows the image, name, price in OMR with three decimals, description and the company with a link', async () => {
    serve();
    await renderRoute('/products/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Omani halwa' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Omani halwa' })).toHaveAttribute('src', 'https://cdn.example.om/halwa.jpg');
    expect(screen.getByRole('img', { name: 'Omani halwa' })).toHaveAttribute('width', '800');
    expect(screen.getByText(/OMR\s*4\.500/)).toBeInTheDocument();
    // API text is text: the markup shows as written, never as HTML.
    expect(screen.getByText('<b>Slow-cooked</b> with ghee, saffron and rose water.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Al Khaleej Sweets' })).toHaveAttribute('href', '/partners/9');
    await waitFor(() => expect(document.title).toMatch(/^Omani halwa · /));
  });

  it('writes a JSON-LD Product whose offer is priced in OMR', async () => {
    serve();
    await renderRoute('/products/7');
    await screen.findByRole('heading', { level: 1, name: 'Omani halwa' });
    await waitFor(() => expect(jsonLd()).toMatchObject({ '@type': 'Product', name: 'Omani halwa', image: 'https://cdn.example.om/halwa.jpg', offers: { '@type': 'Offer', price: '4.500', priceCurrency: 'OMR' } }));
  });

  it('leaves a javascript: image out of the JSON-LD and shows the fallback instead', () => {
    const data = productJsonLd(makeProduct({ image: 'javascript:alert(1)', price: 1 }), 'en');
    expect(data).not.toHaveProperty('image');
  });

  it('shows the company’s current offers on the product’s category, and only those', async () => {
    serve({ offers: [makeOffer({ id: 1, en_title: 'Halwa week', category_id: 3 }), makeOffer({ id: 2, en_title: 'Car wash deal', category_id: 8 })] });
    await renderRoute('/products/7');
    const offers = await screen.findByRole('region', { name: 'Current offers in this category' });
    expect(within(offers).getByRole('link', { name: 'Halwa week' })).toBeInTheDocument();
    expect(within(offers).queryByText('Car wash deal')).not.toBeInTheDocument();
  });

  it('has no offers section when the company has none on the category, or the call fails', async () => {
    serve({ offersFail: true });
    const { store } = await renderRoute('/products/7');
    await screen.findByRole('heading', { level: 1, name: 'Omani halwa' });
    await waitForNoPendingRequest(store);
    expect(screen.queryByRole('region', { name: 'Current offers in this category' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says Product not found in an alert with a way out, and titles the page so', async () => {
    serve({ product: 'missing' });
    await renderRoute('/products/7');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Browse Partners' })).toHaveAttribute('href', '/partners');
    await waitFor(() => expect(document.title).toMatch(/^Product not found/));
    expect(jsonLd()).toBeNull();
  });

  it('offers no Retry for a product the server says is not there', async () => {
    serve({ product: 'missing' });
    await renderRoute('/products/7');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This product may have been removed, or the link is wrong.')).toBeInTheDocument();
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  });

  it('a server error reads Product not found too, says it could not be loaded, and Retry asks again', async () => {
    serve();
    let failing = true;
    server.use(http.get(apiUrl('/providers/get_product_details/:id'), () => (failing ? errorBody(503, 'Down for a moment') : envelope(halwa()))));
    await renderRoute('/products/7');
    await retryRecordFailure({
      title: 'Product not found',
      wayOut: { name: 'Browse Partners', href: '/partners' },
      recover: () => (failing = false),
      shows: 'Omani halwa',
    });
  });

  it('treats an id that is not a number as not found, without a call', async () => {
    await renderRoute('/products/abc');
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
  });

  it('goes Back to where the visitor came from', async () => {
    serve();
    const user = userEvent.setup();
    const { router } = await renderRoute('/products/7');
    await screen.findByRole('heading', { level: 1, name: 'Omani halwa' });
    // Opened straight from a link: Back leads to the company.
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/partners/9');
    await act(() => router.navigate('/partners/9?products_page=2'));
    await screen.findByRole('heading', { level: 1, name: 'Al Khaleej Sweets' });
    await act(() => router.navigate('/products/7'));
    await screen.findByRole('heading', { level: 1, name: 'Omani halwa' });
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/partners/9?products_page=2'));
  });

  it('speaks Arabic: the Arabic name and the price in Arabic OMR', async () => {
    serve();
    await renderRoute('/products/7', { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'حلوى عمانية' })).toBeInTheDocument();
    const expected = new Intl.NumberFormat('ar-OM', { style: 'currency', currency: 'OMR', minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(4.5);
    expect(screen.getByText((_, el) => el?.classList.contains('product-page__price') ?? false).textContent).toContain(expected);
    expect(await screen.findByRole('link', { name: 'حلويات الخليج' })).toHaveAttribute('href', '/partners/9');
  });
});
