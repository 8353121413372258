// Every public page renders in Node (no window, no document, no storage) with the app's own
// components and store, in both languages, and carries its content in the HTML (issue 30). A
// component that reads `window`, `localStorage` or `document` while rendering throws here, and
// so does a hook without a server snapshot: render must be the same on the server and in the browser.
import { renderToString } from 'react-dom/server';
import { renderPage } from '@/app/renderPage';
import { getRuntimeConfig, setRuntimeConfig } from '@/config/runtime';
import { renderAgainstMock, withFixtures } from './renderingMock';

// Counted: the publish renders each page once, from its route's declared data.
jest.mock('react-dom/server', () => {
  const actual = jest.requireActual<typeof import('react-dom/server')>('react-dom/server');
  return { ...actual, renderToString: jest.fn(actual.renderToString) };
});

renderAgainstMock();

const h1 = (html: string) => (/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '');

/** Each public page, its heading in English and in Arabic, and text of its record or list. */
const pages: [url: string, en: string, ar: string, shows?: RegExp][] = [
  ['/', 'Discover the best local businesses in Oman', 'اكتشف أفضل الأنشطة التجارية المحلية في عُمان'],
  ['/partners', 'Our Business Partners', 'شركاؤنا في الأعمال', /href="(\/ar)?\/partners\/\d+"/],
  ['/partners/1', 'Al Zahra Telecom', 'الزهراء للاتصالات', /\+968/],
  ['/offers', 'Current Offers', 'العروض الحالية', /href="(\/ar)?\/offers\/\d+"/],
  ['/offers/1', 'Save 40% on home internet plans', 'وفّر ٤٠٪ على باقات الإنترنت المنزلي'],
  ['/products', 'Products', 'المنتجات', /href="(\/ar)?\/products\/\d+"/],
  ['/products/1', '5G home internet (unlimited, student)', 'إنترنت الجيل الخامس (بلا حدود، للطلاب)'],
  ['/categories', 'Business Categories', 'فئات الأعمال', /href="(\/ar)?\/categories\/\d+"/],
  // A category's own page: its panel with the category's partners, as links.
  ['/categories/1', 'Business Categories', 'فئات الأعمال', /id="category-panel-title"[\s\S]*href="(\/ar)?\/partners\/\d+"/],
  ['/ads/1', 'Muscat Shopping Festival', 'Muscat Shopping Festival'],
  ['/about', 'About Dalil', 'عن دليل'],
  ['/contact', 'Contact us', 'اتصل بنا'],
  ['/privacy', 'Privacy Policy', 'سياسة الخصوصية'],
  ['/register', 'Join as Partner', 'انضم شريكًا', /<form/],
  ['/search', 'Search', 'البحث'],
  ['/saved', 'Saved places', 'المحفوظات'],
  ['/no-such-page', 'Page not found', 'الصفحة غير موجودة'],
];

describe.each(['en', 'ar'] as const)('rendered in Node, in %s', (language) => {
  // A rest parameter: with a fourth named one, Jest takes a 3-item row's test for a callback test.
  it.each(pages)('%s: its heading and content are in the HTML', async (...[url, en, ar, shows]) => {
    const { html, state } = await renderPage(language === 'ar' ? `/ar${url === '/' ? '/' : url}` : url);
    expect(h1(html)).toBe(language === 'en' ? en : ar);
    if (shows) expect(html).toMatch(shows);
    // The calls the page made are in the state it was drawn from, all answered.
    const queries = Object.values(state.api.queries);
    expect(queries.every((query) => query?.status === 'fulfilled')).toBe(true);
  });
});

describe.each(['en', 'ar'] as const)("each route's data, in %s: rendered once, from exactly the calls it declares", (language) => {
  // A query on top: a list's page 2, a search, a partner's second page of products.
  const addresses = [...pages.map(([url]) => url), '/offers?page=2&q=a', '/products?q=a', '/search?q=telecom', '/partners/1?products_page=2', '/categories/44?q=a'];
  it.each(addresses)('%s', async (url) => {
    const rendered = jest.mocked(renderToString);
    rendered.mockClear();
    const { state, calls, unreadCalls, failedCalls } = await renderPage(language === 'ar' ? `/ar${url === '/' ? '/' : url}` : url);
    expect(rendered).toHaveBeenCalledTimes(1);
    expect(failedCalls).toEqual([]);
    // What the render looked up is what the route data started: none missing (renderPage throws,
    // naming the screen), none extra.
    expect(unreadCalls).toEqual([]);
    expect(Object.values(state.api.queries).map((query) => [query?.endpointName, query?.originalArgs])).toEqual(calls.map(({ endpoint, arg }) => [endpoint, arg]));
  });
});

it("a category's page is titled with the category's name, in each language", async () => {
  expect((await renderPage('/categories/1')).head.title).toBe('Restaurants · Dalil');
  const arabic = (await renderPage('/ar/categories/1')).head.title;
  expect(arabic).toMatch(/^\S.* · دليل$/);
  expect(arabic).not.toMatch(/Restaurants|فئات الأعمال/);
});

it("a list's first page carries its 20 cards as links, drawn from the API's answer", async () => {
  const { html } = await renderPage('/partners');
  const links = new Set([...html.matchAll(/href="\/partners\/(\d+)"/g)].map((match) => match[1]));
  expect(links.size).toBe(20);
});

it('the Arabic page sits under /ar: every link it draws stays in Arabic', async () => {
  const { html, language, failedCalls } = await renderPage('/ar/partners');
  expect(language).toBe('ar');
  expect(failedCalls).toEqual([]);
  const links = new Set([...html.matchAll(/href="\/ar\/partners\/(\d+)"/g)].map((match) => match[1]));
  expect(links.size).toBe(20);
  expect(html).not.toMatch(/href="\/partners\//);
});

it("the page's absolute address comes from the site's origin passed in, in the page's language", async () => {
  const { head } = await renderPage('/ar/partners/1', { siteOrigin: 'https://dalil.example' });
  expect(head.tags.find((tag) => tag.attributes.property === 'og:url')?.attributes.content).toBe('https://dalil.example/ar/partners/1');
});

it('a page drawn over a failed call says which, so the publish does not ship an error page', async () => {
  const { failedCalls, recordFailure } = await renderPage('/partners/999999');
  // The record first; its sections' calls, started beside it, fail with it.
  expect(failedCalls[0]).toMatch(/^getCompanyById/);
  // The record's own failure (not found): the page is left out, the publish goes on.
  expect(recordFailure).toBe(true);
});

it('an API that cannot be reached fails the call, not the renderer: no browser origin is read on the server', async () => {
  const previous = getRuntimeConfig().apiBaseUrl;
  // Port 9 (discard) is closed here: the call ends as a network error, the one that names the
  // web origin in the browser's CORS hint. Read on the server, that threw "window is not defined".
  setRuntimeConfig({ apiBaseUrl: 'http://127.0.0.1:9', tileUrl: '' });
  try {
    const { failedCalls, recordFailure } = await renderPage('/partners/1');
    expect(failedCalls[0]).toMatch(/^getCompanyById/);
    expect(failedCalls).toHaveLength(4);
    expect(recordFailure).toBe(false);
  } finally {
    setRuntimeConfig({ apiBaseUrl: previous, tileUrl: '' });
  }
});

it('API text stays text: a hostile record renders escaped', async () => {
  await withFixtures('hostile', async () => {
    for (const url of ['/partners', '/offers', '/partners/1', '/offers/1']) {
      const { html } = await renderPage(url);
      expect(html).not.toMatch(/<script|<img[^>]+onerror|javascript:/i);
    }
  });
});

describe("a page's head, as its screens declare it", () => {
  it("a partner's page: its title, link-preview card and LocalBusiness JSON-LD", async () => {
    const { head } = await renderPage('/partners/1');
    expect(head.title).toBe('Al Zahra Telecom · Dalil');
    const meta = (property: string) => head.tags.find((tag) => tag.attributes.property === property)?.attributes.content;
    expect(meta('og:title')).toBe('Al Zahra Telecom');
    expect(meta('og:image')).toMatch(/^https?:|^\//);
    const jsonLd = head.tags.filter((tag) => tag.attributes.type === 'application/ld+json').map((tag) => JSON.parse(tag.text ?? '{}') as { '@type'?: string });
    expect(jsonLd.map((block) => block['@type'])).toContain('LocalBusiness');
  });

  it('the Arabic page has the Arabic title', async () => {
    const { head } = await renderPage('/ar/partners/1');
    expect(head.title).toBe('الزهراء للاتصالات · دليل');
  });

  it("a list's title", async () => {
    expect((await renderPage('/offers')).head.title).toBe('Current Offers · Dalil');
  });
});
