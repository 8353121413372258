import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSavedStoreForTests, SAVED_STORAGE_KEY, type SavedItem } from '@/domain/savedPlaces';
import { makeCompany, makeOffer } from '@tests/utils/fixtures';
import { apiUrl, envelope, errorBody, http, server } from '@tests/utils/msw';
import { renderRoute } from '@tests/utils/render';

function seed(items: Omit<SavedItem, 'savedAt'>[]) {
  window.localStorage.setItem(SAVED_STORAGE_KEY, JSON.stringify({ version: 1, items: items.map((item) => ({ ...item, savedAt: '2026-11-20T10:00:00.000Z' })) }));
  resetSavedStoreForTests();
}

/** The page's own live region (the footer has one too). */
const summary = () => within(screen.getByRole('main')).getByRole('status');

const stored = () => JSON.parse(window.localStorage.getItem(SAVED_STORAGE_KEY) ?? 'null');

function serve() {
  server.use(
    http.get(apiUrl('/providers/get_company_by_id/:id/'), ({ params }) =>
      params.id === '404'
        ? errorBody(404, 'Not found')
        : envelope(makeCompany({ id: Number(params.id), name: 'أكمي', en_name: 'Acme Builders (today)', category_en_name: 'Construction' })),
    ),
    http.get(apiUrl('/offers/get_offer_details/:id'), ({ params }) =>
      envelope(makeOffer({ id: Number(params.id), title: 'خصم', en_title: 'Half price', company_en_name: 'Acme' })),
    ),
    http.get(apiUrl('/providers/get_product_details/:id'), () => errorBody(404, 'Not found')),
  );
}

beforeEach(() => resetSavedStoreForTests());

describe('/saved', () => {
  it('with nothing saved shows three empty lists, each with a way out', async () => {
    await renderRoute('/saved');
    // The first test waits for the route's chunk to be compiled.
    expect(await screen.findByRole('heading', { level: 1, name: 'Saved places' })).toBeInTheDocument();
    expect(document.title).toBe('Saved places · Dalil');
    expect(summary()).toHaveTextContent('0 saved places');
    for (const [heading, empty, action] of [
      ['Partners (0)', 'No saved partners', 'Browse partners'],
      ['Offers (0)', 'No saved offers', 'Browse offers'],
      ['Products (0)', 'No saved products', 'Find a partner'],
    ]) {
      const section = screen.getByRole('region', { name: heading });
      expect(within(section).getByRole('heading', { name: empty })).toBeInTheDocument();
      expect(within(section).getByRole('link', { name: action })).toBeInTheDocument();
    }
  });

  it('lists each saved item as it is now, linked to its page', async () => {
    serve();
    seed([
      { kind: 'partner', id: 7, names: { ar: 'أكمي', en: 'Acme' } },
      { kind: 'offer', id: 3, names: { ar: 'خصم', en: 'Half off' } },
    ]);
    await renderRoute('/saved');
    const partners = await screen.findByRole('region', { name: 'Partners (1)' });
    expect(await within(partners).findByRole('link', { name: 'Acme Builders (today)' })).toHaveAttribute('href', '/partners/7');
    expect(within(partners).getByText('Construction')).toBeInTheDocument();
    const offers = screen.getByRole('region', { name: 'Offers (1)' });
    expect(await within(offers).findByRole('link', { name: 'Half price' })).toHaveAttribute('href', '/offers/3');
    expect(summary()).toHaveTextContent('2 saved places');
  });

  it('shows a record that is gone as "no longer listed", removed with one tap', async () => {
    serve();
    seed([
      { kind: 'partner', id: 404, names: { ar: 'قديمة', en: 'Old Firm' } },
      { kind: 'product', id: 5, names: { ar: 'عسل', en: 'Honey' } },
      { kind: 'partner', id: 7, names: { ar: 'أكمي', en: 'Acme' } },
    ]);
    const user = userEvent.setup();
    await renderRoute('/saved');
    const partners = await screen.findByRole('region', { name: 'Partners (2)' });
    const gone = (await within(partners).findByText('No longer listed')).closest('li') as HTMLElement;
    expect(within(gone).getByText('Old Firm')).toBeInTheDocument();
    expect(within(gone).queryByRole('link')).not.toBeInTheDocument();
    const products = screen.getByRole('region', { name: 'Products (1)' });
    expect(await within(products).findByText('No longer listed')).toBeInTheDocument();

    await user.click(within(gone).getByRole('button', { name: 'Remove Old Firm' }));
    expect(screen.getByRole('region', { name: 'Partners (1)' })).toBeInTheDocument();
    expect(screen.queryByText('Old Firm')).not.toBeInTheDocument();
    expect(summary()).toHaveTextContent('Removed Old Firm. 2 saved places');
    expect(screen.getByRole('heading', { name: 'Partners (1)' })).toHaveFocus();
    expect(stored().items.map((item: SavedItem) => `${item.kind}:${item.id}`)).toEqual(['product:5', 'partner:7']);
  });

  it('keeps the saved name when the record cannot be fetched for another reason', async () => {
    server.use(http.get(apiUrl('/offers/get_offer_details/:id'), () => errorBody(500, 'Down')));
    seed([{ kind: 'offer', id: 3, names: { ar: 'خصم', en: 'Half off' } }]);
    await renderRoute('/saved');
    const offers = await screen.findByRole('region', { name: 'Offers (1)' });
    expect(await within(offers).findByText(/Could not be refreshed/)).toBeInTheDocument();
    expect(within(offers).getByRole('link', { name: 'Half off' })).toHaveAttribute('href', '/offers/3');
  });

  it('speaks Arabic', async () => {
    seed([]);
    await renderRoute('/saved', { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'المحفوظات' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تصفّح العروض' })).toBeInTheDocument();
    // Each section's count is heard as words, never a digit beside the noun ('الشركاء ٠').
    expect(screen.getByRole('region', { name: 'الشركاء (لا شركات)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'العروض (لا عروض)' })).toBeInTheDocument();
  });

  it('says two saved offers with the dual in Arabic', async () => {
    serve();
    seed([
      { kind: 'offer', id: 3, names: { ar: 'خصم', en: 'Half off' } },
      { kind: 'offer', id: 4, names: { ar: 'خصم آخر', en: 'Another' } },
    ]);
    await renderRoute('/saved', { language: 'ar' });
    expect(await screen.findByRole('region', { name: 'العروض (عرضان)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'الشركاء (لا شركات)' })).toBeInTheDocument();
  });

  it('the header counts saved places and links to /saved', async () => {
    seed([{ kind: 'offer', id: 3, names: { ar: 'خصم', en: 'Half off' } }]);
    serve();
    const user = userEvent.setup();
    await renderRoute('/saved');
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Saved 1 place' })).toHaveAttribute('href', '/saved');
    const offers = await screen.findByRole('region', { name: 'Offers (1)' });
    await user.click(await within(offers).findByRole('button', { name: 'Remove Half price' }));
    expect(within(banner).getByRole('link', { name: 'Saved 0 places' })).toBeInTheDocument();
  });
});
