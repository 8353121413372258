import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeAd, makeCategory, makeCompany, makeOffer } from '@tests/utils/fixtures';
import { apiUrl, delay, envelope, errorBody, http, HttpResponse, page, server } from '@tests/utils/msw';
import { renderRoute } from '@tests/utils/render';
import { range, serveHomeApi } from '@tests/utils/homeApi';

const DAY = 24 * 60 * 60 * 1000;
/** The contract's valid_until is a date (YYYY-MM-DD): the UTC day `days` from now. */
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

async function renderHome(options: Parameters<typeof renderRoute>[1] = {}) {
  const user = userEvent.setup();
  const result = await renderRoute('/', options);
  // The first visit loads the lazy route chunk, which takes a moment under jest.
  await screen.findByRole('heading', { level: 1, name: 'Discover the best local businesses in Oman' });
  return { ...result, user };
}

const section = (name: string) => screen.getByRole('region', { name });
const stat = (scope: HTMLElement, label: string) => within(scope).getByText(label).closest('div')?.querySelector('dd')?.textContent;

/** The home API, except that `path` never answers: its section stays loading. */
function serveHomeApiWithPending(path: string) {
  serveHomeApi();
  server.use(
    http.get(apiUrl(path), async () => {
      await delay('infinite');
      return envelope(page([]));
    }),
  );
}

/** The home API, except that `path` fails once with `status` and `message`, then answers with `items`. */
function serveHomeApiFailingOnce(path: string, status: number, message: string, items: unknown[]) {
  serveHomeApi();
  let calls = 0;
  server.use(
    http.get(apiUrl(path), () => {
      calls += 1;
      return calls === 1 ? errorBody(status, message) : envelope(page(items, items.length));
    }),
  );
}

/** The section's error box says `message`, and its Retry brings in the card showing `recovered`. */
async function expectRetryRecovers(user: ReturnType<typeof userEvent.setup>, block: HTMLElement, message: string, recovered: string) {
  const alert = await within(block).findByRole('alert');
  expect(within(alert).getByText(message)).toBeInTheDocument();
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await within(block).findByText(recovered)).toBeInTheDocument();
}

describe('Home page', () => {
  it('shows the eight sections in the spec order, with a page title', async () => {
    serveHomeApi();
    await renderHome();
    await screen.findByRole('heading', { name: 'Slide 1' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    const order = [
      'Featured Advertisements',
      'Our Trusted Partners',
      'Browse by Category',
      'Business Spotlight',
      'Exclusive Offers',
      'Business Insights & News',
    ].map((title) => headings.indexOf(title));
    expect(order.every((index, i) => index >= 0 && (i === 0 || index > order[i - 1]))).toBe(true);
    // The tiles sit between partners and categories.
    const tiles = screen.getByRole('region', { name: 'Explore Omani businesses' });
    expect(section('Our Trusted Partners').compareDocumentPosition(tiles) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(tiles.compareDocumentPosition(section('Browse by Category')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Discover local businesses in Oman · Dalil'));
  });

  it('has every section heading and, once its data arrives, every list, without any scroll', async () => {
    // A browser with IntersectionObserver whose visitor never scrolls: nothing may wait for it.
    const original = window.IntersectionObserver;
    const observe = jest.fn();
    window.IntersectionObserver = class {
      observe = observe;
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
    try {
      serveHomeApi();
      await renderHome();
      for (const name of ['Our Trusted Partners', 'Browse by Category', 'Business Spotlight', 'Exclusive Offers', 'Business Insights & News']) {
        expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
      }
      expect(screen.getByRole('region', { name: 'Explore Omani businesses' })).toBeInTheDocument();
      await waitFor(() => expect(within(section('Exclusive Offers')).getAllByRole('article').length).toBeGreaterThan(0));
      await waitFor(() => expect(within(section('Business Insights & News')).getAllByRole('article').length).toBeGreaterThan(0));
      await waitFor(() => expect(within(section('Our Trusted Partners')).getAllByRole('article').length).toBeGreaterThan(0));
      // Below-the-fold cost is cut by CSS (content-visibility), not by leaving content out.
      expect(section('Exclusive Offers').closest('.home-offscreen')).not.toBeNull();
    } finally {
      window.IntersectionObserver = original;
    }
  });

  describe('hero', () => {
    it("uses a tag from get_tags in the search placeholder", async () => {
      serveHomeApi();
      await renderHome();
      expect(await screen.findByPlaceholderText('Search for coffee...')).toBeInTheDocument();
    });

    it('keeps the default placeholder, silently, when the tags call fails', async () => {
      serveHomeApi();
      server.use(http.get(apiUrl('/core/get_tags'), () => errorBody(500, 'tags down')));
      await renderHome();
      await screen.findByText('250', { selector: '.hero__stat dd' });
      expect(screen.getByPlaceholderText('Search for companies, offers, services...')).toBeInTheDocument();
      expect(screen.queryByText('tags down')).not.toBeInTheDocument();
    });

    it('shows the server counts: Active Partners, Current Offers and the fixed 50+', async () => {
      serveHomeApi();
      await renderHome();
      const stats = screen.getByLabelText('Dalil in numbers');
      await waitFor(() => expect(stat(stats, 'Active Partners')).toBe('250'));
      await waitFor(() => expect(stat(stats, 'Current Offers')).toBe('264'));
      expect(stat(stats, 'Success Stories')).toBe('50+');
      expect(screen.getByText('Serving all of Oman')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Browse Partners' })).toHaveAttribute('href', '/partners');
      expect(screen.getByRole('link', { name: 'View Offers' })).toHaveAttribute('href', '/offers');
    });

    it('offers the six quick searches, each running the combined search', async () => {
      serveHomeApi();
      const { router, user } = await renderHome();
      const group = screen.getByRole('group', { name: 'Popular:' });
      expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual([
        'Restaurants',
        'Shopping',
        'Services',
        'Healthcare',
        'Education',
        'Tourism',
      ]);
      // The search screen it opens asks for offers and products (companies come from serveHomeApi).
      server.use(
        http.get(apiUrl('/offers/search_offers'), () => envelope(page([]))),
        http.get(apiUrl('/providers/get_products'), () => envelope(page([]))),
      );
      await user.click(within(group).getByRole('button', { name: 'Healthcare' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
      expect(router.state.location.search).toBe('?q=Healthcare');
    });

    it('searches with a trimmed query and ignores a blank one', async () => {
      serveHomeApi();
      const { router, user } = await renderHome();
      const hero = section('Discover the best local businesses in Oman');
      const box = within(hero).getByRole('searchbox', { name: 'Search companies, offers and services' });
      await user.type(box, '   ');
      await user.click(within(hero).getByRole('button', { name: 'Search' }));
      await user.type(box, '{Enter}');
      expect(router.state.location.pathname).toBe('/');
      server.use(
        http.get(apiUrl('/offers/search_offers'), () => envelope(page([]))),
        http.get(apiUrl('/providers/get_products'), () => envelope(page([]))),
      );
      await user.clear(box);
      await user.type(box, '  halwa  ');
      await user.click(within(hero).getByRole('button', { name: 'Search' }));
      await waitFor(() => expect(router.state.location.search).toBe('?q=halwa'));
    });
  });

  describe('Our Trusted Partners', () => {
    it('shows chips with server counts, at most 20 cards, summary counts and the two links', async () => {
      const many = range(25).map((i) => makeCompany({ id: i, en_name: `Partner ${i}` }));
      const { requests } = serveHomeApi({ companies: page(many, 250) });
      await renderHome();
      const partners = section('Our Trusted Partners');
      await within(partners).findByText('Partner 1');
      expect(within(partners).getAllByRole('link', { name: 'View Details' })).toHaveLength(20);
      expect(within(partners).getByRole('button', { name: /All Partners/ })).toHaveTextContent('250');
      expect(within(partners).getByRole('button', { name: /Family Businesses/ })).toHaveTextContent('41');
      expect(within(partners).getByRole('button', { name: /Made in Oman/ })).toHaveTextContent('63');
      const summary = within(partners).getByLabelText('Partners at a glance');
      expect(stat(summary, 'Total partners')).toBe('250');
      expect(stat(summary, 'Family businesses')).toBe('41');
      expect(stat(summary, 'Made in Oman')).toBe('63');
      expect(within(partners).getByRole('link', { name: 'See More Partners' })).toHaveAttribute('href', '/partners');
      expect(within(partners).getByRole('link', { name: 'Join Us' })).toHaveAttribute('href', '/register');
      // Counts come from the server: small pages, never "download everything".
      const companyCalls = requests.filter((url) => url.pathname.includes('/providers/'));
      expect(companyCalls.every((url) => Number(url.searchParams.get('l')) <= 20)).toBe(true);
      const locallyMade = requests.find((url) => url.pathname.includes('locally_made'));
      expect(locallyMade?.searchParams.get('o')).toBe('0');
      expect(locallyMade?.searchParams.get('l')).toBe('18');
    });

    it('switches the cards between the loaded sets with the chips', async () => {
      serveHomeApi();
      const { user } = await renderHome();
      const partners = section('Our Trusted Partners');
      await within(partners).findByText('Partner 1');
      await user.click(within(partners).getByRole('button', { name: /Family Businesses/ }));
      expect(within(partners).getByRole('button', { name: /Family Businesses/ })).toHaveAttribute('aria-pressed', 'true');
      expect(within(partners).getByText('Family 1')).toBeInTheDocument();
      expect(within(partners).queryByText('Partner 1')).not.toBeInTheDocument();
      await user.click(within(partners).getByRole('button', { name: /Made in Oman/ }));
      expect(within(partners).getByText('Omani 2')).toBeInTheDocument();
    });

    it("shows 'No Partners Found' with Show All Partners when a filter has no companies", async () => {
      serveHomeApi({ family: page([], 0) });
      const { user } = await renderHome();
      const partners = section('Our Trusted Partners');
      await within(partners).findByText('Partner 1');
      await user.click(within(partners).getByRole('button', { name: /Family Businesses/ }));
      expect(within(partners).getByRole('heading', { name: 'No Partners Found' })).toBeInTheDocument();
      await user.click(within(partners).getByRole('button', { name: 'Show All Partners' }));
      expect(within(partners).getByText('Partner 1')).toBeInTheDocument();
    });

    it('shows 8 skeletons while the partners load', async () => {
      serveHomeApiWithPending('/providers/get_paging_active_companies');
      await renderHome();
      await waitFor(() => expect(section('Our Trusted Partners').querySelectorAll('.card-skeleton')).toHaveLength(8));
      // Skeletons stand in for the cards: no card, no empty state and no error while the answer is on its way.
      expect(within(section('Our Trusted Partners')).queryByRole('list', { name: 'All Partners' })).not.toBeInTheDocument();
      expect(within(section('Our Trusted Partners')).queryByRole('heading', { name: 'No Partners Found' })).not.toBeInTheDocument();
      expect(within(section('Our Trusted Partners')).queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  it('heads the two tiles, so heading navigation finds Made in Oman and Family Businesses', async () => {
    serveHomeApi();
    await renderHome();
    const tiles = screen.getByRole('region', { name: 'Explore Omani businesses' });
    expect(within(tiles).getByRole('heading', { level: 2, name: 'Explore Omani businesses' })).toBeInTheDocument();
    expect(within(tiles).getByRole('heading', { level: 3, name: 'Made in Oman' })).toBeInTheDocument();
    expect(within(tiles).getByRole('heading', { level: 3, name: 'Family Businesses' })).toBeInTheDocument();
  });

  it('links the two tiles to the filtered partner lists, with their counts', async () => {
    serveHomeApi();
    await renderHome();
    const tiles = screen.getByRole('region', { name: 'Explore Omani businesses' });
    await waitFor(() => expect(within(tiles).getByRole('link', { name: /Made in Oman/ })).toHaveTextContent('63'));
    expect(within(tiles).getByRole('link', { name: /Made in Oman/ })).toHaveAttribute('href', '/partners?filter=locally_made');
    expect(within(tiles).getByRole('link', { name: /Family Businesses/ })).toHaveAttribute('href', '/partners?filter=family_business');
    expect(within(tiles).getByRole('link', { name: /Family Businesses/ })).toHaveTextContent('41');
  });

  it("says each tile's count with the number's own plural: 1 company, 5 companies; in Arabic ٥ شركات", async () => {
    serveHomeApi({ locallyMade: page([makeCompany({ id: 200, locally_made_in_company: true })], 1), family: page([], 5) });
    await renderHome();
    const tiles = screen.getByRole('region', { name: 'Explore Omani businesses' });
    await waitFor(() => expect(within(tiles).getByRole('link', { name: /Made in Oman/ })).toHaveTextContent(/1 company$/));
    expect(within(tiles).getByRole('link', { name: /Family Businesses/ })).toHaveTextContent(/5 companies$/);
  });

  it('says the tile counts in Arabic with the plural a number takes', async () => {
    serveHomeApi({ locallyMade: page([makeCompany({ id: 200, locally_made_in_company: true })], 5), family: page([], 11) });
    await renderRoute('/', { language: 'ar' });
    const tiles = await screen.findByRole('region', { name: 'استكشف الأعمال العُمانية' });
    await waitFor(() => expect(within(tiles).getByRole('link', { name: /صُنع في عُمان/ })).toHaveTextContent(/٥ شركات$/));
    expect(within(tiles).getByRole('link', { name: /المشاريع الأسرية/ })).toHaveTextContent(/١١ شركة$/);
  });

  describe('Browse by Category', () => {
    it("shows the first 12, 'Showing 12 of N categories', View All and Popular This Month", async () => {
      const categories = range(15).map((i) => makeCategory({ id: i, name: `فئة ${i}`, en_name: `Category ${i}`, company_count: i * 10 }));
      const { requests } = serveHomeApi({ categories: page(categories, 44) });
      await renderHome();
      const block = section('Browse by Category');
      await within(block).findByText('Showing 12 of 44 categories');
      expect(requests.find((url) => url.pathname.includes('get_active_categories'))?.searchParams.get('l')).toBe('12');
      const grid = block.querySelector('.home-categories') as HTMLElement;
      expect(within(grid).getAllByRole('link')).toHaveLength(12);
      expect(within(block).getByRole('link', { name: /View All Categories/ })).toHaveAttribute('href', '/categories');
      const popular = within(block).getByRole('complementary', { name: 'Popular This Month' });
      const popularLinks = within(popular).getAllByRole('link');
      expect(popularLinks.map((link) => link.getAttribute('href'))).toEqual(['/categories/1', '/categories/2', '/categories/3']);
      const tiles = within(within(popular).getByRole('list', { name: 'Categories at a glance' })).getAllByRole('listitem');
      expect(tiles).toHaveLength(4);
      expect(tiles[0]).toHaveTextContent('C');
      expect(tiles[0]).toHaveTextContent('10 companies');
      expect(tiles[3]).toHaveTextContent('40 companies');
    });

    it('has no "Showing" note when every category fits', async () => {
      serveHomeApi({ categories: page(range(5).map((i) => makeCategory({ id: i })), 5) });
      await renderHome();
      const block = section('Browse by Category');
      await within(block).findAllByRole('link', { name: /Category/ });
      expect(within(block).queryByText(/^Showing/)).not.toBeInTheDocument();
    });

    it("shows 'No Categories Available' when there are none", async () => {
      serveHomeApi({ categories: page([], 0) });
      await renderHome();
      expect(await within(section('Browse by Category')).findByRole('heading', { name: 'No Categories Available' })).toBeInTheDocument();
    });
  });

  describe('Business Spotlight', () => {
    it('shows level 2 ads with images only, at most 10', async () => {
      const ads = [
        ...range(11).map((i) => makeAd({ id: 500 + i, en_title: `Spot ${i}`, ad_type: 'Level 2' })),
        makeAd({ id: 600, en_title: 'No Picture', images: [], image: null, ad_type: 'Level 2' }),
      ];
      // A host that sends more than the 10 asked for is cut to 10 by the API layer; of those, only
      // the ads with a picture are shown.
      const { requests } = serveHomeApi({ spotlight: page([ads[11]!, ...ads.slice(0, 11)], 12) });
      await renderHome();
      const block = section('Business Spotlight');
      await within(block).findByText('Spot 1');
      expect(within(block).getAllByRole('article')).toHaveLength(9);
      expect(within(block).queryByText('No Picture')).not.toBeInTheDocument();
      const call = requests.find((url) => url.searchParams.get('with_images') === 'true');
      expect(call?.pathname).toMatch(/\/2$/);
      expect(call?.searchParams.get('l')).toBe('10');
    });

    it('shows 6 skeletons while loading', async () => {
      serveHomeApiWithPending('/ads/get_all_active_ads_by_type/:type');
      await renderHome();
      await waitFor(() => expect(section('Business Spotlight').querySelectorAll('.card-skeleton')).toHaveLength(6));
      expect(section('Business Insights & News').querySelectorAll('.card-skeleton')).toHaveLength(6);
    });

    it("shows 'No Newsletters or Level 2 Ads Available' when there are none", async () => {
      serveHomeApi({ spotlight: page([], 0) });
      await renderHome();
      expect(
        await within(section('Business Spotlight')).findByRole('heading', { name: 'No Newsletters or Level 2 Ads Available' }),
      ).toBeInTheDocument();
    });

    it('blames the server configuration on a network failure', async () => {
      serveHomeApi();
      server.use(
        http.get(apiUrl('/ads/get_all_active_ads_by_type/:type'), ({ params }) =>
          params.type === '2' ? HttpResponse.error() : envelope(page([])),
        ),
      );
      await renderHome();
      const block = section('Business Spotlight');
      const alert = await within(block).findByRole('alert');
      expect(within(alert).getByText('Something went wrong')).toBeInTheDocument();
      expect(
        within(alert).getByText('Unable to load business spotlights due to server configuration. Please try again later.'),
      ).toBeInTheDocument();
    });
  });

  describe('Exclusive Offers', () => {
    it('shows the first 20 offers, the server stats and the "Showing" note', async () => {
      const offers = range(24).map((i) => makeOffer({ id: i, en_title: `Deal ${i}` }));
      serveHomeApi({ offers: page(offers, 300) });
      await renderHome();
      const block = section('Exclusive Offers');
      await within(block).findByText('Deal 1');
      expect(within(block).getAllByRole('link', { name: /^Deal \d+$/ })).toHaveLength(20);
      const stats = within(block).getByLabelText('Offers at a glance');
      expect(stat(stats, 'Average discount')).toBe('40%');
      expect(stat(stats, 'Active offers')).toBe('264');
      expect(stat(stats, 'Ending soon')).toBe('67');
      expect(within(block).getByText('Showing 20 of 300 exclusive offers')).toBeInTheDocument();
      expect(within(block).getByRole('link', { name: /View All Offers/ })).toHaveAttribute('href', '/offers');
    });

    it("rounds the average discount (39.4 → 39%)", async () => {
      serveHomeApi({ summary: { active_count: 10, ending_soon_count: 2, average_discount_percentage: 39.4 } });
      await renderHome();
      const stats = await within(section('Exclusive Offers')).findByLabelText('Offers at a glance');
      expect(stat(stats, 'Average discount')).toBe('39%');
    });

    it("shows the 'd left' badge for 1 to 7 days left, and not for 0 or 8", async () => {
      serveHomeApi({
        offers: page(
          [
            makeOffer({ id: 1, en_title: 'Zero days', valid_until: inDays(0) }),
            makeOffer({ id: 2, en_title: 'One day', valid_until: inDays(1) }),
            makeOffer({ id: 3, en_title: 'Seven days', valid_until: inDays(7) }),
            makeOffer({ id: 4, en_title: 'Eight days', valid_until: inDays(8) }),
          ],
          4,
        ),
      });
      await renderHome();
      const block = section('Exclusive Offers');
      const card = async (title: string) => (await within(block).findByRole('link', { name: title })).closest('article') as HTMLElement;
      expect(within(await card('One day')).getByText('1d left')).toBeInTheDocument();
      expect(within(await card('Seven days')).getByText('7d left')).toBeInTheDocument();
      expect(within(await card('Eight days')).queryByText(/d left/)).not.toBeInTheDocument();
      expect(within(await card('Zero days')).queryByText(/d left/)).not.toBeInTheDocument();
    });

    it('shows 8 skeletons while loading', async () => {
      serveHomeApiWithPending('/offers/get_all_active_offers');
      await renderHome();
      await waitFor(() => expect(section('Exclusive Offers').querySelectorAll('.card-skeleton')).toHaveLength(8));
    });

    it('explains a network or CORS failure with the server-configuration sentence', async () => {
      serveHomeApi();
      server.use(http.get(apiUrl('/offers/get_all_active_offers'), () => HttpResponse.error()));
      await renderHome();
      expect(
        await within(section('Exclusive Offers')).findByText(
          'Unable to load offers due to server configuration. Please try again later.',
        ),
      ).toBeInTheDocument();
    });

    it("has a 'Never Miss a Deal' box that sends nothing and says the newsletter is coming", async () => {
      serveHomeApi();
      const { user } = await renderHome();
      const block = section('Exclusive Offers');
      expect(within(block).getByRole('heading', { name: 'Never Miss a Deal' })).toBeInTheDocument();
      await user.type(within(block).getByRole('textbox', { name: 'Your e-mail address' }), 'not an email');
      await user.click(within(block).getByRole('button', { name: 'Subscribe' }));
      expect(within(block).getByText('Thank you! Our newsletter launches soon.')).toBeInTheDocument();
    });
  });

  describe('Business Insights & News', () => {
    it('features the first article, lists the rest, and notes "Showing N of M articles"', async () => {
      const { requests } = serveHomeApi();
      await renderHome();
      const block = section('Business Insights & News');
      await within(block).findByText('Showing 4 of 45 articles');
      const newsCall = requests.find((url) => url.pathname.endsWith('/2') && !url.searchParams.has('with_images'));
      expect(newsCall?.searchParams.get('l')).toBe('30');
      expect(block.querySelector('.ad-card--featured')).toHaveTextContent('Article 1');
      expect(block.querySelectorAll('.home-news__columns .ad-card--compact')).toHaveLength(3);
      expect(within(block).getByText('We respect your privacy. Unsubscribe at any time.')).toBeInTheDocument();
    });

    it('View All Articles opens the rest in place', async () => {
      const all = range(45).map((i) => makeAd({ id: 700 + i, en_title: `Story ${i}`, ad_type: 'Level 2' }));
      serveHomeApi();
      server.use(
        http.get(apiUrl('/ads/get_all_active_ads_by_type/:type'), ({ request, params }) => {
          const url = new URL(request.url);
          if (params.type === '1' || url.searchParams.has('with_images')) return envelope(page([]));
          return envelope(page(all.slice(0, Number(url.searchParams.get('l'))), 45));
        }),
      );
      const { user } = await renderHome();
      const block = section('Business Insights & News');
      await within(block).findByText('Showing 30 of 45 articles');
      await user.click(within(block).getByRole('button', { name: /View All Articles/ }));
      expect(await within(block).findByText('Showing 45 of 45 articles')).toBeInTheDocument();
      expect(within(block).queryByRole('button', { name: /View All Articles/ })).not.toBeInTheDocument();
      // The button is gone: the keyboard waits at the section's start, not at the top of the page.
      expect(block).toHaveFocus();
    });

    it("shows 'No Articles Available' when there are none", async () => {
      serveHomeApi({ news: page([], 0) });
      await renderHome();
      expect(await within(section('Business Insights & News')).findByRole('heading', { name: 'No Articles Available' })).toBeInTheDocument();
    });
  });

  // The answer is built in the test, not when the table is read: the fixtures number their records in call order.
  it.each([
    {
      title: 'Our Trusted Partners',
      path: '/providers/get_paging_active_companies',
      status: 500,
      message: 'Companies are resting',
      answer: () => [makeCompany({ en_name: 'Back Again' })],
      recovered: 'Back Again',
    },
    {
      title: 'Exclusive Offers',
      path: '/offers/get_all_active_offers',
      status: 503,
      message: 'Offers are being updated',
      answer: () => [makeOffer({ en_title: 'Fresh Deal' })],
      recovered: 'Fresh Deal',
    },
  ])("$title shows the error's own message in its error box, and Retry refetches", async ({ title, path, status, message, answer, recovered }) => {
    serveHomeApiFailingOnce(path, status, message, answer());
    const { user } = await renderHome();
    await expectRetryRecovers(user, section(title), message, recovered);
  });

  it('reads right to left in Arabic with Arabic text', async () => {
    serveHomeApi();
    await renderRoute('/', { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'اكتشف أفضل الأنشطة التجارية المحلية في عُمان' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('button', { name: 'رعاية صحية' })).toBeInTheDocument();
    expect(await screen.findByText('نخدم جميع أنحاء عُمان')).toBeInTheDocument();
    // Every figure of the hero in the language's digits, the fixed one too.
    const stats = screen.getByLabelText('دليل بالأرقام');
    await waitFor(() => expect(stat(stats, 'الشركاء النشطون')).toBe('٢٥٠'));
    expect(stat(stats, 'قصص النجاح')).toBe('+٥٠');
  });
});
