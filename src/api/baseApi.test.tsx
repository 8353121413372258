import { waitFor } from '@testing-library/react';
import { makeStore } from '@/store';
import { api } from '@/api';
import { setRuntimeConfig } from '@/config/runtime';
import { parseRetryAfter } from './baseApi';
import { apiLogger } from './shapes';
import { apiUrl, delay, envelope, errorBody, http, HttpResponse, page, server, TEST_API } from '@tests/utils/msw';
import { makeCompany } from '@tests/utils/fixtures';

describe('the base query', () => {
  it('unwraps the {data} envelope', async () => {
    const company = makeCompany({ id: 7 });
    server.use(http.get(apiUrl('/providers/get_company_by_id/7/'), () => envelope(company)));
    const store = makeStore();
    const result = await store.dispatch(api.endpoints.getCompanyById.initiate({ id: 7 }));
    expect(result.data).toEqual(company);
  });

  it('defaults a missing page to no results and a missing list to []', async () => {
    server.use(
      http.get(apiUrl('/providers/get_paging_active_companies'), () => HttpResponse.json({ data: null })),
      http.get(apiUrl('/core/get_tags'), () => HttpResponse.json({})),
    );
    const store = makeStore();
    const paged = await store.dispatch(api.endpoints.getPagingActiveCompanies.initiate({}));
    expect(paged.data).toEqual({ results: [], count: 0 });
    const tags = await store.dispatch(api.endpoints.getTags.initiate());
    expect(tags.data).toEqual([]);
  });

  it('drops empty search parameters (the contract rejects ?search=)', async () => {
    let seen = '';
    server.use(
      http.get(apiUrl('/providers/get_paging_active_companies'), ({ request }) => {
        seen = new URL(request.url).search;
        return envelope(page([]));
      }),
    );
    const store = makeStore();
    await store.dispatch(api.endpoints.getPagingActiveCompanies.initiate({ o: 20, l: 20, search: '  ' }));
    expect(seen).toBe('?o=20&l=20');
  });

  it("reports the server's error message, code and fields", async () => {
    server.use(http.get(apiUrl('/providers/get_company_by_id/9/'), () => errorBody(404, 'Company 9 was not found')));
    const store = makeStore();
    const result = await store.dispatch(api.endpoints.getCompanyById.initiate({ id: 9 }));
    expect(result.error).toEqual({ status: 404, code: 'http_404', message: 'Company 9 was not found' });
  });

  it("words a network failure as the HTTP client did: 'Network Error'", async () => {
    server.use(http.get(apiUrl('/providers/get_company_by_id/3/'), () => HttpResponse.error()));
    const store = makeStore();
    const result = await store.dispatch(api.endpoints.getCompanyById.initiate({ id: 3 }));
    expect(result.error).toEqual({ status: 0, code: 'network_error', message: 'Network Error' });
  });

  it("falls back to 'Request failed with status code N' when the body says nothing", async () => {
    server.use(http.get(apiUrl('/providers/get_company_by_id/4/'), () => new HttpResponse('oops', { status: 502 })));
    const store = makeStore();
    const result = await store.dispatch(api.endpoints.getCompanyById.initiate({ id: 4 }));
    await waitFor(() => expect(result.error).toMatchObject({ status: 502, message: 'Request failed with status code 502' }));
  });
});

describe('never a silent empty list', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(apiLogger, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  const companiesUrl = apiUrl('/providers/get_paging_active_companies');

  it('pages a bare list on the client and logs a warning', async () => {
    const all = Array.from({ length: 45 }, (_, index) => makeCompany({ id: index + 1 }));
    server.use(http.get(companiesUrl, () => envelope(all)));
    const store = makeStore();
    const result = await store.dispatch(api.endpoints.getPagingActiveCompanies.initiate({ o: 20, l: 20 }));
    expect(result.data?.count).toBe(45);
    expect(result.data?.results.map((company) => company.id)).toEqual(all.slice(20, 40).map((company) => company.id));
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/bare list where a page was expected/));
  });

  it.each([
    ['a string', 'oops'],
    ['a number', 42],
    ['an object whose results are not a list', { results: 'many', count: 3 }],
  ])('turns data that is %s into an error with the spec wording, logged', async (_name, data) => {
    server.use(http.get(companiesUrl, () => envelope(data)));
    const store = makeStore();
    const result = await store.dispatch(api.endpoints.getPagingActiveCompanies.initiate({}));
    expect(result.data).toBeUndefined();
    expect(result.error).toEqual({ status: 200, code: 'bad_response', message: 'An unexpected error occurred' });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/wrong shape/), expect.anything(), data);
  });

  it('turns a list endpoint answered with an object into an error', async () => {
    server.use(http.get(apiUrl('/core/get_tags'), () => envelope({ tags: [] })));
    const store = makeStore();
    const result = await store.dispatch(api.endpoints.getTags.initiate());
    expect(result.error).toMatchObject({ code: 'bad_response', message: 'An unexpected error occurred' });
  });

  it('keeps only the asked-for page size when a host sends 10 000 items', async () => {
    const flood = Array.from({ length: 10_000 }, (_, index) => makeCompany({ id: index + 1 }));
    server.use(http.get(companiesUrl, () => envelope(page(flood, 10_000))));
    const store = makeStore();
    const result = await store.dispatch(api.endpoints.getPagingActiveCompanies.initiate({ o: 0, l: 20 }));
    expect(result.data?.results).toHaveLength(20);
    expect(result.data?.count).toBe(10_000);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/10000 items where 20 were asked for/));
  });

  it.each([
    ['{} without data', () => HttpResponse.json({})],
    ['data: null', () => envelope(null)],
  ])('answers a detail call with %s as not found (a record that is missing is no record)', async (_name, answer) => {
    server.use(http.get(apiUrl('/providers/get_company_details/7'), answer));
    const store = makeStore();
    const result = await store.dispatch(api.endpoints.getCompanyDetails.initiate({ id: 7 }));
    expect(result.data).toBeUndefined();
    expect(result.error).toMatchObject({ status: 404, code: 'not_found' });
  });

  it('turns a detail call answered with a string into an error with the spec wording', async () => {
    server.use(http.get(apiUrl('/offers/get_offer_details/3'), () => envelope('surprise')));
    const store = makeStore();
    const result = await store.dispatch(api.endpoints.getOfferDetails.initiate({ id: 3 }));
    expect(result.error).toMatchObject({ code: 'bad_response', message: 'An unexpected error occurred' });
  });

  it('still empties only a missing list ({} and data: null)', async () => {
    server.use(http.get(companiesUrl, () => HttpResponse.json({})));
    const store = makeStore();
    const result = await store.dispatch(api.endpoints.getPagingActiveCompanies.initiate({}));
    expect(result.data).toEqual({ results: [], count: 0 });
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('Retry-After and the timeout', () => {
  afterEach(() => setRuntimeConfig({ apiBaseUrl: TEST_API, tileUrl: '' }));

  it('carries Retry-After into the 429 error and its message', async () => {
    server.use(
      http.get(apiUrl('/providers/get_company_by_id/5/'), () =>
        HttpResponse.json({ error: { code: 'rate_limited', message: 'Slow down' } }, { status: 429, headers: { 'Retry-After': '120' } }),
      ),
    );
    const store = makeStore();
    const result = await store.dispatch(api.endpoints.getCompanyById.initiate({ id: 5 }));
    expect(result.error).toEqual({
      status: 429,
      code: 'rate_limited',
      message: 'Too many requests. Please try again in 2 minutes.',
      retryAfterSeconds: 120,
    });
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(parseRetryAfter('30')).toBe(30);
    expect(parseRetryAfter(new Date(Date.UTC(2030, 0, 1, 0, 5)).toUTCString(), Date.UTC(2030, 0, 1))).toBe(300);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });

  it('gives up after the configured timeout with the HTTP client wording', async () => {
    setRuntimeConfig({ apiBaseUrl: TEST_API, tileUrl: '', apiTimeoutMs: 50 });
    server.use(
      http.get(apiUrl('/providers/get_company_by_id/6/'), async () => {
        // Never answers: only the app's own timer ends the call, so nothing races it.
        await delay('infinite');
        return envelope(makeCompany({ id: 6 }));
      }),
    );
    const store = makeStore();
    const result = await store.dispatch(api.endpoints.getCompanyById.initiate({ id: 6 }));
    expect(result.error).toEqual({ status: 0, code: 'timeout', message: 'timeout of 50ms exceeded' });
  });
});
