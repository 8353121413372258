import { makeStore } from '@/store';
import { api } from '@/api';
import { paths } from '@/config/paths';
import { apiBaseUrlOf, setRuntimeConfig } from '@/config/runtime';
import { API_BASE_META, apiBaseHint, BOOT_CALL_FRESH_MS, bootApiPath, startBootCalls, type BootCall } from './bootCall';
import { screen } from '@testing-library/react';
import { apiUrl, breaksContractOnPurpose, envelope, http, HttpResponse, page, server, TEST_API } from '@tests/utils/msw';
import { renderRoute } from '@tests/utils/render';

type Store = ReturnType<typeof makeStore>;

/** Each detail screen, and the query it asks for its record with (as its page component does). */
const detailScreens = [
  { name: 'an offer', href: paths.offer.getHref(7), ask: (store: Store) => store.dispatch(api.endpoints.getOfferDetails.initiate({ id: 7 })) },
  { name: 'a partner', href: paths.partner.getHref(7), ask: (store: Store) => store.dispatch(api.endpoints.getCompanyById.initiate({ id: 7 })) },
  { name: 'an ad', href: paths.ad.getHref(7), ask: (store: Store) => store.dispatch(api.endpoints.getAdById.initiate({ id: 7 })) },
  { name: 'a product', href: paths.product.getHref(7), ask: (store: Store) => store.dispatch(api.endpoints.getProductDetails.initiate({ id: 7 })) },
];

/** A boot call as index.html's head leaves it, answering with `body` (or failing / never answering). */
function bootCall(path: string, response: Promise<Response>): BootCall {
  response.catch(() => undefined);
  const call: BootCall = { url: Promise.resolve(`${TEST_API}${path}`), response, taken: false, answeredOk: false };
  window.dalilBoot = { config: Promise.resolve({ apiBaseUrl: TEST_API }), call };
  return call;
}

/** Counts the base query's own calls to `path`, answering each with `{ id, title }`. */
function serveOwnCalls(path: string, title = 'From the app'): { count: number } {
  const calls = { count: 0 };
  server.use(
    http.get(apiUrl(path), () => {
      calls.count += 1;
      return envelope({ id: 7, title });
    }),
  );
  return calls;
}

const headAnswer = () => Promise.resolve(HttpResponse.json({ data: { id: 7, title: 'From the head' } }) as Response);

afterEach(() => {
  delete window.dalilBoot;
  jest.restoreAllMocks();
  setRuntimeConfig({ apiBaseUrl: TEST_API, tileUrl: '' });
});

describe('bootApiPath: the call a screen\'s largest paint waits for', () => {
  it.each(detailScreens)('is the very call $name asks for its record with', async ({ href, ask }) => {
    breaksContractOnPurpose(); // one answer for every call: only the URL is under test
    let asked = '';
    server.use(
      http.get(`${TEST_API}/*`, ({ request }) => {
        asked = request.url;
        return envelope({ id: 7 });
      }),
    );
    await ask(makeStore());
    expect(asked).toBe(`${TEST_API}${bootApiPath(href)}`);
  });

  it('reads the id as the screens do: a trailing slash and leading zeros change nothing', () => {
    expect(bootApiPath('/offers/007/')).toBe('/offers/get_offer_details/7');
  });

  it("is the very call the offers list asks for its first page with, when the URL sets no filter", async () => {
    breaksContractOnPurpose(); // one answer for every call: only the URL is under test
    const asked: string[] = [];
    server.use(
      http.get(`${TEST_API}/*`, ({ request }) => {
        asked.push(request.url);
        return envelope(page([]));
      }),
    );
    await renderRoute(paths.offers.getHref());
    expect(await screen.findByRole('heading', { name: 'No Offers Found' })).toBeInTheDocument();
    expect(asked.filter((url) => url.includes('get_all_active_offers'))).toEqual([`${TEST_API}${bootApiPath('/offers', '')}`]);
  });

  it.each(['?q=tea', '?page=2', '?category=3', '?near=23.6,58.5'])('asks for nothing on /offers%s: the list is filtered', (search) => {
    expect(bootApiPath('/offers', search)).toBeNull();
  });

  it.each(['/', '/partners', '/categories/3', '/offers/0', '/offers/-1', '/offers/abc', '/offers/7/x', '/register'])(
    'asks for nothing on %s',
    (pathname) => {
      expect(bootApiPath(pathname)).toBeNull();
    },
  );
});

describe('startBootCalls (index.html head)', () => {
  function stubFetch(): jest.Mock {
    const fetchStub = jest.fn((input: RequestInfo | URL) =>
      Promise.resolve(String(input) === '/config.json' ? Response.json({ apiBaseUrl: 'https://api.example.om/' }) : Response.json({ data: {} })),
    );
    jest.spyOn(window, 'fetch').mockImplementation(fetchStub as unknown as typeof fetch);
    return fetchStub;
  }
  const reader = {
    fetchRawConfig: () => window.fetch('/config.json').then((response) => response.json() as Promise<unknown>),
    apiBaseUrlOf,
  };

  it("asks for config.json, then a detail screen's record at the host config.json names", async () => {
    const fetchStub = stubFetch();
    startBootCalls({ pathname: '/offers/7', search: '', href: 'https://dalil.example.om/offers/7' }, reader);
    await expect(window.dalilBoot?.call?.url).resolves.toBe('https://api.example.om/offers/get_offer_details/7');
    await window.dalilBoot?.call?.response;
    expect(fetchStub.mock.calls.map(([input]) => String(input))).toEqual([
      '/config.json',
      'https://api.example.om/offers/get_offer_details/7',
    ]);
    expect(fetchStub.mock.calls[1][1]).toEqual({ headers: { Accept: 'application/json' } });
  });

  it.each([
    [200, true],
    [404, false],
    [503, false],
  ])('once a %i has come, marks the call answered with success: %s', async (status, ok) => {
    let answer: (response: Response) => void = () => undefined;
    jest.spyOn(window, 'fetch').mockImplementation(((input: RequestInfo | URL) =>
      String(input) === '/config.json'
        ? Promise.resolve(Response.json({ apiBaseUrl: 'https://api.example.om/' }))
        : new Promise<Response>((resolve) => {
            answer = resolve;
          })) as typeof fetch);
    startBootCalls({ pathname: '/partners/7', search: '', href: 'https://dalil.example.om/partners/7' }, reader);
    await window.dalilBoot?.call?.url;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(window.dalilBoot?.call?.answeredOk).toBe(false);
    answer(Response.json({ data: {} }, { status }));
    await window.dalilBoot?.call?.response;
    await Promise.resolve();
    expect(window.dalilBoot?.call?.answeredOk).toBe(ok);
  });

  it('never marks a failed call answered with success', async () => {
    jest.spyOn(window, 'fetch').mockImplementation(((input: RequestInfo | URL) =>
      String(input) === '/config.json' ? Promise.resolve(Response.json({ apiBaseUrl: 'https://api.example.om/' })) : Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch);
    startBootCalls({ pathname: '/partners/7', search: '', href: 'https://dalil.example.om/partners/7' }, reader);
    await expect(window.dalilBoot?.call?.response).rejects.toThrow('Failed to fetch');
    await Promise.resolve();
    expect(window.dalilBoot?.call?.answeredOk).toBe(false);
  });

  describe('when the page names its API host (<meta name="dalil-api-base">)', () => {
    /** config.json answered only when the test says so; the record's calls recorded. */
    function heldConfig(apiBaseUrl: string) {
      let answerConfig: () => void = () => undefined;
      const calls: { href: string; signal?: AbortSignal | null }[] = [];
      jest.spyOn(window, 'fetch').mockImplementation(((input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input) === '/config.json') {
          return new Promise<Response>((resolve) => {
            answerConfig = () => resolve(Response.json({ apiBaseUrl }));
          });
        }
        calls.push({ href: String(input), signal: init?.signal });
        return Promise.resolve(Response.json({ data: { from: String(input) } }));
      }) as typeof fetch);
      return { calls, answerConfig: () => answerConfig() };
    }
    const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

    it('asks for the record at once, beside config.json rather than after it, and keeps that answer once config.json agrees', async () => {
      const { calls, answerConfig } = heldConfig('https://api.example.om');
      startBootCalls({ pathname: '/partners/7', search: '', href: 'https://dalil.example.om/partners/7' }, reader, 'https://api.example.om/');
      await tick();
      // config.json has not answered, and the record is already asked for.
      expect(calls.map((call) => call.href)).toEqual(['https://api.example.om/providers/get_company_by_id/7/']);
      let settled = false;
      void window.dalilBoot?.call?.response.then(() => {
        settled = true;
      });
      await tick();
      expect(settled).toBe(false);
      answerConfig();
      await expect(window.dalilBoot?.call?.url).resolves.toBe('https://api.example.om/providers/get_company_by_id/7/');
      const answer = await window.dalilBoot?.call?.response;
      await expect(answer?.json()).resolves.toEqual({ data: { from: 'https://api.example.om/providers/get_company_by_id/7/' } });
      expect(calls).toHaveLength(1);
      expect(calls[0].signal?.aborted).toBe(false);
    });

    it('drops that call when config.json names another host, and asks there', async () => {
      const { calls, answerConfig } = heldConfig('https://api.other.om');
      startBootCalls({ pathname: '/offers/7', search: '', href: 'https://dalil.example.om/offers/7' }, reader, 'https://api.example.om');
      await tick();
      answerConfig();
      await expect(window.dalilBoot?.call?.url).resolves.toBe('https://api.other.om/offers/get_offer_details/7');
      const answer = await window.dalilBoot?.call?.response;
      await expect(answer?.json()).resolves.toEqual({ data: { from: 'https://api.other.om/offers/get_offer_details/7' } });
      expect(calls.map((call) => call.href)).toEqual(['https://api.example.om/offers/get_offer_details/7', 'https://api.other.om/offers/get_offer_details/7']);
      expect(calls[0].signal?.aborted).toBe(true);
    });

    it('asks for nothing early on a screen that waits for no one call', async () => {
      const { calls, answerConfig } = heldConfig('https://api.example.om');
      startBootCalls({ pathname: '/partners', search: '', href: 'https://dalil.example.om/partners' }, reader, 'https://api.example.om');
      answerConfig();
      await window.dalilBoot?.config;
      await tick();
      expect(calls).toEqual([]);
    });

    it('is read from the page, and is empty where the page names none (the plain build)', () => {
      expect(apiBaseHint(document)).toBe('');
      const meta = document.createElement('meta');
      meta.name = API_BASE_META;
      meta.content = 'https://api.example.om';
      document.head.appendChild(meta);
      try {
        expect(apiBaseHint(document)).toBe('https://api.example.om');
      } finally {
        meta.remove();
      }
    });
  });

  it('asks for config.json alone on a screen that waits for no one call', async () => {
    const fetchStub = stubFetch();
    startBootCalls({ pathname: '/categories', search: '', href: 'https://dalil.example.om/categories' }, reader);
    await expect(window.dalilBoot?.config).resolves.toEqual({ apiBaseUrl: 'https://api.example.om/' });
    expect(window.dalilBoot?.call).toBeUndefined();
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });
});

describe("the base query and the head's call", () => {
  const path = '/offers/get_offer_details/7';

  it("takes the head's answer instead of asking again, once", async () => {
    const own = serveOwnCalls(path);
    const call = bootCall(path, headAnswer());
    const store = makeStore();
    const first = await store.dispatch(api.endpoints.getOfferDetails.initiate({ id: 7 }));
    expect(first.data).toMatchObject({ title: 'From the head' });
    expect(own.count).toBe(0);
    expect(call.taken).toBe(true);
    const again = await store.dispatch(api.endpoints.getOfferDetails.initiate({ id: 7 }, { forceRefetch: true }));
    expect(again.data).toMatchObject({ title: 'From the app' });
    expect(own.count).toBe(1);
  });

  it('leaves it for its own record when another call comes first', async () => {
    const own = serveOwnCalls('/offers/get_offer_details/8');
    const call = bootCall(path, headAnswer());
    const other = await makeStore().dispatch(api.endpoints.getOfferDetails.initiate({ id: 8 }));
    expect(other.data).toMatchObject({ title: 'From the app' });
    expect(own.count).toBe(1);
    expect(call.taken).toBe(false);
  });

  it('asks again itself when the head\'s call failed', async () => {
    const own = serveOwnCalls(path);
    bootCall(path, Promise.reject(new TypeError('Failed to fetch')));
    const result = await makeStore().dispatch(api.endpoints.getOfferDetails.initiate({ id: 7 }));
    expect(result.data).toMatchObject({ title: 'From the app' });
    expect(own.count).toBe(1);
  });

  it(`never uses an answer from more than ${BOOT_CALL_FRESH_MS / 1000} s after the page started`, async () => {
    const own = serveOwnCalls(path);
    const call = bootCall(path, headAnswer());
    jest.spyOn(performance, 'now').mockReturnValue(BOOT_CALL_FRESH_MS + 1);
    const result = await makeStore().dispatch(api.endpoints.getOfferDetails.initiate({ id: 7 }));
    expect(result.data).toMatchObject({ title: 'From the app' });
    expect(own.count).toBe(1);
    expect(call.taken).toBe(false);
  });

  it("keeps the API timeout when the head's answer never comes", async () => {
    setRuntimeConfig({ apiBaseUrl: TEST_API, tileUrl: '', apiTimeoutMs: 50 });
    bootCall(path, new Promise<Response>(() => undefined));
    const result = await makeStore().dispatch(api.endpoints.getOfferDetails.initiate({ id: 7 }));
    expect(result.error).toEqual({ kind: 'timeout', status: 0, code: 'timeout', timeoutMs: 50 });
  });
});
