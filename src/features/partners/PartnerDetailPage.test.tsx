import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, type Branch, type Company, type Offer } from '@/api';
import { makeStore } from '@/store';
import { lastMapProps, mapProps } from '@tests/utils/mapMock';
import { renderRoute } from '@tests/utils/render';
import { retryRecordFailure } from '@tests/utils/retry';
import { waitForQuery } from '@tests/utils/settle';
import { apiUrl, delay, envelope, errorBody, http, HttpResponse, page, server } from '@tests/utils/msw';
import { makeBranch, makeCompany, makeOffer, makeProduct } from '@tests/utils/fixtures';

jest.mock('@/components/map', () => jest.requireActual('../../../tests/utils/mapMock').mapModuleMock());

interface Serve {
  company?: Company | (() => Response | Promise<Response>);
  branches?: Branch[] | (() => Response);
  offers?: Offer[] | (() => Response | Promise<Response>);
}

let detailCalls = 0;

function serve({ company = makeCompany({ id: 9 }), branches = [], offers = [] }: Serve = {}) {
  server.use(
    http.get(apiUrl('/providers/get_company_by_id/:id/'), async () => {
      detailCalls += 1;
      return typeof company === 'function' ? company() : envelope(company);
    }),
    http.get(apiUrl('/providers/get_active_branches_for_company/:id/'), () =>
      typeof branches === 'function' ? branches() : envelope(branches),
    ),
    http.get(apiUrl('/offers/get_all_company_active_offers/:id/'), async () =>
      typeof offers === 'function' ? offers() : envelope(offers),
    ),
    // Products have their own suite (PartnerProducts.test.tsx); here the company sells none.
    http.get(apiUrl('/providers/get_products'), () => envelope(page([], 0))),
  );
}

const alKhaleej = () =>
  makeCompany({
    id: 9,
    name: 'مطعم الخليج',
    en_name: 'Al Khaleej Restaurant',
    description: 'Omani seafood by the sea.',
    category_name: 'مطاعم',
    category_en_name: 'Restaurants',
    productive_family: true,
    locally_made_in_company: true,
    phone: '+968 2412 3456',
    email: 'hello@alkhaleej.om',
    website: 'alkhaleej.om',
    location: 'Qurum, Muscat',
    established_date: '1998-03-01',
    latitude: 23.61,
    longitude: 58.48,
  });

const jsonLd = () => {
  // The LocalBusiness block (the page also has its breadcrumb trail's).
  const script = document.head.querySelector('script[type="application/ld+json"][data-owner="partner-detail"]');
  return script ? { text: script.textContent ?? '', data: JSON.parse(script.textContent ?? '{}') } : null;
};

beforeEach(() => {
  detailCalls = 0;
  mapProps.length = 0;
});

describe('Partner detail: the company', () => {
  it('shows the name, the other name, badges, description, contact links, location and Additional Information', async () => {
    serve({ company: alKhaleej() });
    await renderRoute('/partners/9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Al Khaleej Restaurant' })).toBeInTheDocument();
    expect(screen.getByText('مطعم الخليج')).toBeInTheDocument();
    const badges = screen.getByRole('list', { name: 'Business type and category' });
    expect(within(badges).getByText('Family Business')).toBeInTheDocument();
    expect(within(badges).getByText('Made in Oman')).toBeInTheDocument();
    expect(within(badges).getByText('Restaurants')).toBeInTheDocument();
    expect(screen.getByText('Omani seafood by the sea.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+968 2412 3456' })).toHaveAttribute('href', 'tel:+96824123456');
    // The address may break only before its @ and dots (<wbr>): jsdom's name calculation puts spaces
    // there (it takes <wbr> for a block), Chromium does not.
    const email = screen.getByRole('link', { name: (name) => name.replace(/ /g, '') === 'hello@alkhaleej.om' });
    expect(email).toHaveAttribute('href', 'mailto:hello@alkhaleej.om');
    expect(email).toHaveTextContent(/^hello@alkhaleej\.om$/);
    expect(email.querySelectorAll('wbr')).toHaveLength(2);
    expect(screen.getByText('Qurum, Muscat')).toBeInTheDocument();
    const more = screen.getByRole('region', { name: 'Additional Information' });
    expect(within(more).getByText('1998')).toBeInTheDocument();
    expect(within(more).getByText('Restaurants')).toBeInTheDocument();
    expect(within(more).getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', 'tel:+96824123456');
    expect(document.title).toMatch(/^Al Khaleej Restaurant/);
  });

  it('reads in the order a visitor on a phone needs: who the business is and what it sells, then how to reach it', async () => {
    serve({ company: alKhaleej(), branches: seebAndSohar(), offers: [makeOffer({ id: 4, company_id: 9 })] });
    await renderRoute('/partners/9');
    await screen.findByRole('region', { name: 'Branches' });
    await screen.findByRole('heading', { level: 2, name: 'Products' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    const order = ['About', 'Products', 'Current Offers', 'Contact', 'Additional Information', 'Branches'];
    expect(headings.filter((text) => order.includes(text ?? ''))).toEqual(order);
  });

  it('shows no second name when the English name is the same, and the logo falls back to the initial letter', async () => {
    serve({ company: makeCompany({ id: 9, name: 'Omantel', en_name: 'Omantel', logo: null }) });
    await renderRoute('/partners/9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Omantel' })).toBeInTheDocument();
    expect(screen.getAllByText('Omantel')).toHaveLength(1);
    expect(document.querySelector('.company-logo--avatar')).toHaveTextContent('O');
  });

  it('goes Back to the page the visitor came from (the list, its page and filters)', async () => {
    serve({ company: alKhaleej() });
    server.use(http.get(apiUrl('/providers/get_paging_active_companies'), () => envelope(page([alKhaleej()], 60))));
    server.use(http.get(apiUrl('/providers/get_active_categories'), () => envelope(page([]))));
    const { router } = await renderRoute('/partners?filter=locally_made&page=2');
    await userEvent.click(await screen.findByRole('link', { name: 'View Details' }));
    await screen.findByRole('heading', { level: 1, name: 'Al Khaleej Restaurant' });
    await userEvent.click(screen.getByRole('link', { name: 'Back to Partners' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/partners'));
    expect(router.state.location.search).toBe('?filter=locally_made&page=2');
  });

  it("goes Back to the list, not to an earlier page of the partner's own products", async () => {
    serve({ company: alKhaleej() });
    const products = Array.from({ length: 30 }, (_, i) => makeProduct({ id: i + 1, en_name: `Halwa ${i + 1}` }));
    server.use(
      http.get(apiUrl('/providers/get_paging_active_companies'), () => envelope(page([alKhaleej()], 60))),
      http.get(apiUrl('/providers/get_active_categories'), () => envelope(page([]))),
      http.get(apiUrl('/providers/get_products'), ({ request }) => {
        const params = new URL(request.url).searchParams;
        const o = Number(params.get('o') ?? 0);
        return envelope(page(products.slice(o, o + Number(params.get('l') ?? 12)), products.length));
      }),
    );
    const user = userEvent.setup();
    const { router } = await renderRoute('/partners?filter=locally_made&page=2');
    await user.click(await screen.findByRole('link', { name: 'View Details' }));
    const pager = () => screen.getByRole('navigation', { name: 'Product pages' });
    await screen.findByRole('navigation', { name: 'Product pages' });
    await user.click(within(pager()).getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?products_page=2'));
    await user.click(within(pager()).getByRole('link', { name: 'Page 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?products_page=3'));
    await user.click(screen.getByRole('link', { name: 'Back to Partners' }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/partners?filter=locally_made&page=2'));
  });

  it('paints a company already in loaded state at once, without waiting for the detail call', async () => {
    serve({
      company: async () => {
        await delay('infinite');
        return envelope(alKhaleej());
      },
    });
    const store = makeStore();
    const args = { o: 20, l: 20, locallyMade: true };
    await store.dispatch(api.util.upsertQueryData('getPagingActiveCompanies', args, page([alKhaleej()], 21)));
    await renderRoute('/partners/9', { store });
    expect(await screen.findByRole('heading', { level: 1, name: 'Al Khaleej Restaurant' })).toBeInTheDocument();
    expect(detailCalls).toBe(1); // asked in the background, still pending
  });
});

describe('Partner detail: Visit Website', () => {
  it.each([
    ['alkhaleej.om', 'http://alkhaleej.om/'],
    ['www.alkhaleej.om/menu', 'http://www.alkhaleej.om/menu'],
    ['https://alkhaleej.om', 'https://alkhaleej.om/'],
    ['http://alkhaleej.om', 'http://alkhaleej.om/'],
  ])('links %s as %s, in a new tab', async (website, href) => {
    serve({ company: makeCompany({ id: 9, website }) });
    await renderRoute('/partners/9');
    const link = await screen.findByRole('link', { name: /Visit Website/ });
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', '//evil.example', 'ftp://files.example.om/a.pdf', 'data:text/html,hi', 'mailto:x@y.om'])(
    'never links %s',
    async (website) => {
      serve({ company: makeCompany({ id: 9, en_name: 'Risky Co', website }) });
      await renderRoute('/partners/9');
      await screen.findByRole('heading', { level: 1, name: 'Risky Co' });
      expect(screen.queryByRole('link', { name: /Visit Website/ })).not.toBeInTheDocument();
      const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
      expect(hrefs.filter((href) => /javascript|evil|ftp:|data:/i.test(href))).toEqual([]);
      // The business's `url` falls back to its page on Dalil, never to the unsafe address.
      await waitFor(() => expect(jsonLd()?.data.url).toBe('/partners/9'));
    },
  );
});

/** Two branches: Seeb with coordinates, Sohar without. */
function seebAndSohar() {
  return [
    makeBranch({ id: 1, name: 'فرع السيب', en_name: 'Seeb Branch', location: 'Seeb, Muscat', latitude: 23.67, longitude: 58.19 }),
    makeBranch({ id: 2, name: 'فرع صحار', en_name: 'Sohar Branch', location: 'Sohar', latitude: null, longitude: null }),
  ];
}

describe('Partner detail: branches', () => {
  it("lists each branch as '{name} - {location}' and maps the company with its branches that have coordinates", async () => {
    serve({ company: alKhaleej(), branches: seebAndSohar() });
    await renderRoute('/partners/9');
    const branches = await screen.findByRole('region', { name: 'Branches' });
    expect(within(branches).getByText('Seeb Branch - Seeb, Muscat')).toBeInTheDocument();
    expect(within(branches).getByText('Sohar Branch - Sohar')).toBeInTheDocument();
    await waitFor(() => expect(lastMapProps().points).toHaveLength(2));
    expect(lastMapProps().points.map((p) => p.title)).toEqual(['Al Khaleej Restaurant', 'Seeb Branch']);
    expect(lastMapProps().fitToPoints).toBe(true);
  });

  it('offers Open in maps (no routing service here) for the company and each branch with coordinates, and none for one without', async () => {
    serve({ company: alKhaleej(), branches: seebAndSohar() });
    await renderRoute('/partners/9');
    const branches = await screen.findByRole('region', { name: 'Branches' });
    const items = within(branches).getAllByRole('listitem');
    expect(within(items[0]).getByRole('link', { name: /Open in maps/ })).toHaveAttribute('href', expect.stringContaining('mlat=23.670000&mlon=58.190000'));
    expect(within(items[1]).queryByRole('link', { name: /Open in maps/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Open in maps/ })).toHaveLength(2);
  });

  it('shows the first 20 of a long branch list, and the rest on request (a flood never renders at once)', async () => {
    const many = Array.from({ length: 300 }, (_, index) =>
      makeBranch({ id: index + 1, name: `فرع ${index + 1}`, en_name: `Branch ${index + 1}`, location: 'Muscat' }),
    );
    serve({ company: alKhaleej(), branches: many });
    await renderRoute('/partners/9');
    const branches = await screen.findByRole('region', { name: 'Branches' });
    expect(within(branches).getAllByRole('listitem')).toHaveLength(20);
    const toggle = within(branches).getByRole('button', { name: 'Show all 300 branches' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(within(branches).getAllByRole('listitem')).toHaveLength(300);
    expect(within(branches).getByRole('button', { name: 'Show fewer branches' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('says nothing when branches fail to load: no section, no error', async () => {
    serve({ company: alKhaleej(), branches: () => errorBody(500, 'Branches are down') });
    const { store } = await renderRoute('/partners/9');
    await screen.findByRole('heading', { level: 1, name: 'Al Khaleej Restaurant' });
    await waitForQuery(store, 'getActiveBranchesForCompany', 'rejected');
    expect(screen.queryByRole('region', { name: 'Branches' })).not.toBeInTheDocument();
    expect(screen.queryByText('Branches are down')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows no map when neither the company nor a branch has coordinates', async () => {
    serve({ company: makeCompany({ id: 9, latitude: null, longitude: null }), branches: [makeBranch({ latitude: null, longitude: null })] });
    await renderRoute('/partners/9');
    await screen.findByRole('region', { name: 'Branches' });
    expect(screen.queryByTestId('map')).not.toBeInTheDocument();
  });
});

describe('Partner detail: Current Offers', () => {
  it("fills Current Offers with the company's active offers as offer cards", async () => {
    serve({ offers: [makeOffer({ id: 31, en_title: 'Two for one' }), makeOffer({ id: 32, en_title: 'Free dessert' })] });
    await renderRoute('/partners/9');
    const offers = await screen.findByRole('region', { name: 'Current Offers' });
    expect(await within(offers).findByRole('link', { name: /Two for one/ })).toHaveAttribute('href', '/offers/31');
    expect(within(offers).getByRole('link', { name: /Free dessert/ })).toHaveAttribute('href', '/offers/32');
  });

  it('shows its own loading state, then its empty state', async () => {
    serve({
      offers: async () => {
        await delay(150);
        return envelope([]);
      },
    });
    await renderRoute('/partners/9');
    const offers = await screen.findByRole('region', { name: 'Current Offers' });
    expect(within(offers).getByText('Loading…')).toBeInTheDocument();
    expect(await within(offers).findByRole('heading', { name: 'No Current Offers' })).toBeInTheDocument();
  });

  it('shows its own error with a Retry, and the rest of the page stays', async () => {
    let calls = 0;
    serve({
      company: alKhaleej(),
      offers: () => {
        calls += 1;
        return calls === 1 ? errorBody(500, 'Offers are resting') : envelope([makeOffer({ en_title: 'Back again' })]);
      },
    });
    await renderRoute('/partners/9');
    const offers = await screen.findByRole('region', { name: 'Current Offers' });
    const alert = await within(offers).findByRole('alert');
    expect(within(alert).getByText('Offers could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Al Khaleej Restaurant' })).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(offers).findByRole('link', { name: /Back again/ })).toBeInTheDocument();
  });
});

describe('Partner detail: not found', () => {
  it("shows 'Partner not found' for a 404, with a way back to /partners", async () => {
    serve({ company: () => errorBody(404, 'Company 9 was not found') });
    // The list the link leads to asks for its page and its categories: answered, not left unhandled.
    server.use(http.get(apiUrl('/providers/get_paging_active_companies'), () => envelope(page([alKhaleej()], 1))));
    server.use(http.get(apiUrl('/providers/get_active_categories'), () => envelope(page([]))));
    const { router } = await renderRoute('/partners/9');
    expect(await screen.findByRole('heading', { name: 'Partner not found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Partners' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/partners'));
  });

  it("a 404 offers no Retry: the server has said the partner is not there", async () => {
    serve({ company: () => errorBody(404, 'Company 9 was not found') });
    await renderRoute('/partners/9');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This partner does not exist or is no longer listed.')).toBeInTheDocument();
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  });

  it.each([
    ['a network failure', () => HttpResponse.error()],
    ['a server error', () => errorBody(500, 'Internal error')],
  ])("shows 'Partner not found' for %s too, says it could not be loaded, and Retry asks again", async (_name, failure) => {
    let failing = true;
    serve({ company: () => (failing ? failure() : envelope(alKhaleej())) });
    await renderRoute('/partners/9');
    await retryRecordFailure({
      title: 'Partner not found',
      wayOut: { name: 'Back to Partners', href: '/partners' },
      recover: () => (failing = false),
      shows: alKhaleej().en_name as string,
    });
  });

  it('does not ask the server about an id that is not a number', async () => {
    serve();
    await renderRoute('/partners/abc');
    expect(await screen.findByRole('heading', { name: 'Partner not found' })).toBeInTheDocument();
    expect(detailCalls).toBe(0);
    expect(document.title).toMatch(/^Partner not found/);
  });
});

describe('Partner detail: JSON-LD and language', () => {
  it('adds a schema.org LocalBusiness block whose API text can never close the script', async () => {
    serve({
      company: { ...alKhaleej(), description: 'Best </script><script>alert(1)</script> fish' },
      branches: [makeBranch({ en_name: 'Seeb Branch', location: 'Seeb', latitude: 23.67, longitude: 58.19 })],
    });
    const { unmount } = await renderRoute('/partners/9');
    await screen.findByRole('heading', { level: 1, name: 'Al Khaleej Restaurant' });
    await waitFor(() => expect(jsonLd()?.data.department).toHaveLength(1));
    const block = jsonLd()!;
    expect(block.text).not.toContain('<');
    expect(block.text).toContain('\\u003c/script>');
    expect(block.data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Al Khaleej Restaurant',
      inLanguage: 'en',
      description: 'Best </script><script>alert(1)</script> fish',
      telephone: '+968 2412 3456',
      email: 'hello@alkhaleej.om',
      url: 'http://alkhaleej.om/',
      address: { '@type': 'PostalAddress', streetAddress: 'Qurum, Muscat', addressCountry: 'OM' },
      geo: { '@type': 'GeoCoordinates', latitude: 23.61, longitude: 58.48 },
    });
    unmount();
    expect(jsonLd()).toBeNull();
  });

  it('speaks Arabic in Arabic: name, title, badges and JSON-LD', async () => {
    serve({ company: alKhaleej(), branches: [makeBranch({ name: 'فرع السيب', en_name: 'Seeb Branch', location: 'السيب' })] });
    await renderRoute('/partners/9', { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'مطعم الخليج' })).toBeInTheDocument();
    expect(screen.getByText('Al Khaleej Restaurant')).toBeInTheDocument();
    expect(screen.getByText('مشروع أسري')).toBeInTheDocument();
    expect(await screen.findByText('فرع السيب - السيب')).toBeInTheDocument();
    expect(document.title).toMatch(/^مطعم الخليج/);
    await waitFor(() => expect(jsonLd()?.data).toMatchObject({ name: 'مطعم الخليج', inLanguage: 'ar' }));
  });
});
