// Issue 34: one record that breaks openapi.yaml never takes a section down. The answers below
// break the contract on purpose; the base query leaves out what cannot be shown, the rest renders,
// and the count line says what was left out.
import { screen, within } from '@testing-library/react';
import { makeCompany, makeOffer, makeProduct } from '../utils/fixtures';
import { range, serveHomeApi } from '../utils/homeApi';
import { apiUrl, breaksContractOnPurpose, envelope, http, page, server } from '../utils/msw';
import { renderRoute } from '../utils/render';
import { forgetReportedViolations } from '@/api/contractReport';
import { apiLogger } from '@/lib/logger';

/** A record with its required name (or title) of the wrong type, as a host might send it. */
const brokenCompany = (id: number) => ({ ...makeCompany({ id, en_name: `Broken ${id}` }), name: 404 }) as unknown as ReturnType<typeof makeCompany>;
const brokenOffer = (id: number) => ({ ...makeOffer({ id, en_title: `Broken ${id}` }), title: { ar: 'x' } }) as unknown as ReturnType<typeof makeOffer>;
const brokenProduct = (id: number) => ({ ...makeProduct({ id, en_name: `Broken ${id}` }), name: null }) as unknown as ReturnType<typeof makeProduct>;

/** Twenty companies, the fifth broken. */
const twentyCompanies = () => range(20).map((i) => (i === 5 ? brokenCompany(i) : makeCompany({ id: i, en_name: `Partner ${i}` })));
const twentyOffers = () => range(20).map((i) => (i === 5 ? brokenOffer(i) : makeOffer({ id: i, en_title: `Deal ${i}` })));

const noBoundary = () => expect(screen.queryByText(/This part of the page could not be shown/)).not.toBeInTheDocument();
const region = (name: string) => screen.getByRole('region', { name });

// Whole routes render here, as in the screens' own tests.

let warn: jest.SpyInstance;
beforeEach(() => {
  breaksContractOnPurpose();
  forgetReportedViolations();
  warn = jest.spyOn(apiLogger, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('a list with one record that breaks the contract', () => {
  it('/partners shows the other nineteen, its heading and an honest count, and no boundary', async () => {
    server.use(
      http.get(apiUrl('/providers/get_paging_active_companies'), () => envelope(page(twentyCompanies(), 20))),
      http.get(apiUrl('/providers/get_active_categories'), () => envelope(page([]))),
    );
    await renderRoute('/partners');
    expect(await screen.findByText('20 companies found, 1 could not be shown')).toBeInTheDocument();
    expect(await screen.findAllByRole('heading', { level: 3 })).toHaveLength(19);
    expect(screen.getByRole('heading', { level: 1, name: 'Our Business Partners' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Broken 5' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Partner 6' })).toBeInTheDocument();
    noBoundary();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/getPagingActiveCompanies, record 5: \/name/));
  });

  it('says the count in Arabic too', async () => {
    server.use(
      http.get(apiUrl('/providers/get_paging_active_companies'), () => envelope(page(twentyCompanies(), 20))),
      http.get(apiUrl('/providers/get_active_categories'), () => envelope(page([]))),
    );
    await renderRoute('/partners', { language: 'ar' });
    expect(await screen.findByText('٢٠ شركة، وتعذّر إظهار واحد منها')).toBeInTheDocument();
  });

  it("home's partners and offers sections show the other nineteen under their headings", async () => {
    serveHomeApi({ companies: page(twentyCompanies(), 250), offers: page(twentyOffers(), 300) });
    await renderRoute('/');
    const partners = region('Our Trusted Partners');
    expect(await within(partners).findByRole('heading', { name: 'Partner 6' })).toBeInTheDocument();
    expect(within(partners).getAllByRole('article')).toHaveLength(19);
    const offers = region('Exclusive Offers');
    expect(await within(offers).findByRole('link', { name: 'Deal 6' })).toBeInTheDocument();
    expect(within(offers).getAllByRole('article')).toHaveLength(19);
    expect(within(offers).getByText('Showing 19 of 300 exclusive offers, 1 could not be shown')).toBeInTheDocument();
    noBoundary();
  });

  it('/offers shows the other nineteen with an honest count', async () => {
    server.use(
      http.get(apiUrl('/offers/get_all_active_offers'), () => envelope(page(twentyOffers(), 20))),
      http.get(apiUrl('/providers/get_active_categories'), () => envelope(page([]))),
      http.get(apiUrl('/offers/get_active_offer_locations'), () => envelope([])),
    );
    await renderRoute('/offers');
    expect(await screen.findByText('20 offers found, 1 could not be shown')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Deal 6' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Broken 5' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(19);
    noBoundary();
  });

  it("a partner's products show the rest, and the badge says one could not be shown", async () => {
    const products = range(5).map((i) => (i === 2 ? brokenProduct(i) : makeProduct({ id: i, en_name: `Date cake ${i}` })));
    server.use(
      http.get(apiUrl('/providers/get_company_by_id/:id/'), () => envelope(makeCompany({ id: 9, en_name: 'Al Khaleej' }))),
      http.get(apiUrl('/providers/get_active_branches_for_company/:id/'), () => envelope([])),
      http.get(apiUrl('/offers/get_all_company_active_offers/:id/'), () => envelope([])),
      http.get(apiUrl('/providers/get_products'), () => envelope(page(products, 5))),
    );
    await renderRoute('/partners/9');
    await screen.findByRole('heading', { level: 1, name: 'Al Khaleej' });
    const section = region('Products');
    expect(await within(section).findByRole('link', { name: 'Date cake 3' })).toBeInTheDocument();
    expect(within(section).getAllByRole('article')).toHaveLength(4);
    expect(within(section).getByText('5 products, 1 could not be shown')).toBeInTheDocument();
    noBoundary();
  });

  it('search shows the other companies and offers', async () => {
    server.use(
      http.get(apiUrl('/providers/get_paging_active_companies'), () => envelope(page([brokenCompany(1), makeCompany({ id: 2, en_name: 'Coffee House' })], 2))),
      http.get(apiUrl('/offers/search_offers'), () => envelope(page([makeOffer({ id: 3, en_title: 'Coffee deal' }), brokenOffer(4)], 2))),
      http.get(apiUrl('/providers/get_products'), () => envelope(page([], 0))),
    );
    await renderRoute('/search?q=coffee');
    expect(await within(region('Companies')).findByRole('heading', { name: 'Coffee House' })).toBeInTheDocument();
    expect(within(region('Companies')).getByText('2 companies, 1 could not be shown')).toBeInTheDocument();
    expect(await within(region('Offers')).findByRole('link', { name: 'Coffee deal' })).toBeInTheDocument();
    expect(within(region('Offers')).queryByRole('link', { name: 'Broken 4' })).not.toBeInTheDocument();
    noBoundary();
  });
});

describe('every record broken', () => {
  it("home keeps 'Our Trusted Partners' and says the partners could not be shown", async () => {
    serveHomeApi({ companies: page(range(20).map(brokenCompany), 250) });
    await renderRoute('/');
    const partners = region('Our Trusted Partners');
    expect(within(partners).getByRole('heading', { level: 2, name: 'Our Trusted Partners' })).toBeInTheDocument();
    expect(await within(partners).findByRole('heading', { name: 'The partners could not be shown' })).toBeInTheDocument();
    expect(within(partners).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(within(partners).queryByRole('heading', { name: 'No Partners Found' })).not.toBeInTheDocument();
    noBoundary();
  });
});

describe('an optional field of the wrong type', () => {
  it('is treated as missing: the card falls back to what it shows without it', async () => {
    const company = { ...makeCompany({ id: 1, en_name: 'Odd Rating' }), rating: 'five', logo: { url: 'x' }, opening_hours: 'always' };
    server.use(
      http.get(apiUrl('/providers/get_paging_active_companies'), () => envelope(page([company], 1))),
      http.get(apiUrl('/providers/get_active_categories'), () => envelope(page([]))),
    );
    await renderRoute('/partners');
    expect(await screen.findByRole('heading', { level: 3, name: 'Odd Rating' })).toBeInTheDocument();
    expect(screen.getByText('1 company found')).toBeInTheDocument();
    // No rating: the card's usual 4.5.
    expect(within(screen.getByRole('article')).getByText('4.5')).toBeInTheDocument();
    noBoundary();
  });
});

describe('a detail record that breaks the contract', () => {
  it.each([
    ['en', "This record can't be shown", 'Retry'],
    ['ar', 'تعذّر إظهار هذا السجل', 'أعد المحاولة'],
  ] as const)('shows its own state with Back and Retry (%s)', async (language, title, retry) => {
    server.use(http.get(apiUrl('/offers/get_offer_details/:id'), () => envelope({ ...makeOffer({ id: 7 }), title: 7 })));
    await renderRoute('/offers/7', { language });
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: retry })).toBeInTheDocument();
    expect(screen.getAllByRole('link').length).toBeGreaterThan(0);
    noBoundary();
  });

  it("a partner's page says so too, and Retry asks again", async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('/providers/get_company_by_id/:id/'), () => {
        calls += 1;
        return envelope(calls === 1 ? { id: 9 } : makeCompany({ id: 9, en_name: 'Al Khaleej' }));
      }),
      http.get(apiUrl('/providers/get_active_branches_for_company/:id/'), () => envelope([])),
      http.get(apiUrl('/offers/get_all_company_active_offers/:id/'), () => envelope([])),
      http.get(apiUrl('/providers/get_products'), () => envelope(page([], 0))),
    );
    await renderRoute('/partners/9');
    expect(await screen.findByRole('heading', { name: "This record can't be shown" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Partners/i })).toBeInTheDocument();
    screen.getByRole('button', { name: 'Retry' }).click();
    expect(await screen.findByRole('heading', { level: 1, name: 'Al Khaleej' })).toBeInTheDocument();
  });
});
