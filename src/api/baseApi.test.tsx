import { waitFor } from '@testing-library/react';
import { makeStore } from '@/store';
import { api, isBrokenRecord, isRetryable, rejectedCount } from '@/api';
import { forgetReportedViolations } from './contractReport';
import { setRuntimeConfig } from '@/config/runtime';
import { parseRetryAfter } from './baseApi';
import { apiLogger } from '@/lib/logger';
import { apiUrl, breaksContractOnPurpose, delay, envelope, errorBody, http, HttpResponse, page, server, TEST_API } from '@tests/utils/msw';
import { makeCompany } from '@tests/utils/fixtures';


// The base query's own tests answer what hosts send, in the contract or not.
beforeEach(() => breaksContractOnPurpose());

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
      http.get(apiUrl('/core/get_tags'), () => HttpResponse.json({ data: null })),
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
    expect(result.error).toEqual({ kind: 'status', status: 404, code: 'http_404', serverMessage: 'Company 9 was not found' });
  });

  it("gives a network failure as the value kind 'network', no sentence", async () => {
    server.use(http.get(apiUrl('/providers/get_company_by_id/3/'), () => HttpResponse.error()));
    const store = makeStore();
    const result = await store.dispatch(api.endpoints.getCompanyById.initiate({ id: 3 }));
    expect(result.error).toEqual({ kind: 'network', status: 0, code: 'network_error' });
  });

  it('gives a failed status the value kind \'status\' with no server message when the body says nothing', async () => {
    server.use(http.get(apiUrl('/providers/get_company_by_id/4/'), () => new HttpResponse('oops', { status: 502 })));
    const store = makeStore();
    const result = await store.dispatch(api.endpoints.getCompanyById.initiate({ id: 4 }));
    await waitFor(() => expect(result.error).toMatchObject({ kind: 'status', status: 502 }));
  });
});

describe('never a silent empty list', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(apiLogger, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  const companiesUrl = apiUrl('/providers/get_paging_active_companies');

  it.each([
    ['a string', 'oops'],
    ['a number', 42],
    ['an object whose results are not a list', { results: 'many', count: 3 }],
    ['a bare list where a page is expected', [makeCompany({ id: 1 })]],
    ['a count with no results', { count: 3 }],
    ['a page whose results are null', { results: null, count: 3 }],
  ])('turns data that is %s into an error with the spec wording, logged', async (_name, data) => {
    server.use(http.get(companiesUrl, () => envelope(data)));
    const store = makeStore();
    const result = await store.dispatch(api.endpoints.getPagingActiveCompanies.initiate({}));
    expect(result.data).toBeUndefined();
    expect(result.error).toEqual({ kind: 'unexpected', status: 200, code: 'bad_response' });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/wrong shape/), expect.anything(), data);
  });

  it('turns a list endpoint answered with an object into an error', async () => {
    server.use(http.get(apiUrl('/core/get_tags'), () => envelope({ tags: [] })));
    const store = makeStore();
    const result = await store.dispatch(api.endpoints.getTags.initiate());
    expect(result.error).toMatchObject({ kind: 'unexpected', code: 'bad_response' });
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

  it('answers a detail call with data: null as not found (a record that is missing is no record)', async () => {
    server.use(http.get(apiUrl('/providers/get_company_details/7'), () => envelope(null)));
    const store = makeStore();
    const result = await store.dispatch(api.endpoints.getCompanyDetails.initiate({ id: 7 }));
    expect(result.data).toBeUndefined();
    expect(result.error).toMatchObject({ status: 404, code: 'not_found' });
  });

  it('turns a detail call answered with a string into an error with the spec wording', async () => {
    server.use(http.get(apiUrl('/offers/get_offer_details/3'), () => envelope('surprise')));
    const store = makeStore();
    const result = await store.dispatch(api.endpoints.getOfferDetails.initiate({ id: 3 }));
    expect(result.error).toMatchObject({ kind: 'unexpected', code: 'bad_response' });
  });

  it('still empties only a missing list (data: null)', async () => {
    server.use(http.get(companiesUrl, () => envelope(null)));
    const store = makeStore();
    const result = await store.dispatch(api.endpoints.getPagingActiveCompanies.initiate({}));
    expect(result.data).toEqual({ results: [], count: 0 });
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['{} without data', () => HttpResponse.json({})],
    ['a bare list without the envelope', () => HttpResponse.json([makeCompany({ id: 1 })])],
    ['an envelope under another name', () => HttpResponse.json({ result: page([makeCompany({ id: 1 })]) })],
  ])('turns an answer that is %s into an error, on a page, a list and a record alike', async (_name, answer) => {
    server.use(
      http.get(companiesUrl, answer),
      http.get(apiUrl('/core/get_tags'), answer),
      http.get(apiUrl('/providers/get_company_details/7'), answer),
    );
    const store = makeStore();
    for (const result of [
      await store.dispatch(api.endpoints.getPagingActiveCompanies.initiate({})),
      await store.dispatch(api.endpoints.getTags.initiate()),
      await store.dispatch(api.endpoints.getCompanyDetails.initiate({ id: 7 })),
    ]) {
      expect(result.data).toBeUndefined();
      expect(result.error).toMatchObject({ kind: 'unexpected', code: 'bad_response' });
    }
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/no \{data\} envelope/), expect.anything(), expect.anything());
  });
});

describe('Retry-After and the timeout', () => {
  afterEach(() => setRuntimeConfig({ apiBaseUrl: TEST_API, tileUrl: '' }));

  it('carries Retry-After into the 429 error (kind \'rateLimited\'), not the server\'s words', async () => {
    server.use(
      http.get(apiUrl('/providers/get_company_by_id/5/'), () =>
        HttpResponse.json({ error: { code: 'rate_limited', message: 'Slow down' } }, { status: 429, headers: { 'Retry-After': '120' } }),
      ),
    );
    const store = makeStore();
    const result = await store.dispatch(api.endpoints.getCompanyById.initiate({ id: 5 }));
    expect(result.error).toEqual({
      status: 429,
      kind: 'rateLimited',
      code: 'rate_limited',
      retryAfterSeconds: 120,
    });
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(parseRetryAfter('30')).toBe(30);
    expect(parseRetryAfter(new Date(Date.UTC(2030, 0, 1, 0, 5)).toUTCString(), Date.UTC(2030, 0, 1))).toBe(300);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });

  it('gives up after the configured timeout, saying how long it waited', async () => {
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
    expect(result.error).toEqual({ kind: 'timeout', status: 0, code: 'timeout', timeoutMs: 50 });
  });
});

describe('records checked against the contract (issue 34)', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    forgetReportedViolations();
    warn = jest.spyOn(apiLogger, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    warn.mockRestore();
    setRuntimeConfig({ apiBaseUrl: TEST_API, tileUrl: '' });
  });

  const companiesUrl = apiUrl('/providers/get_paging_active_companies');
  const twenty = () => Array.from({ length: 20 }, (_, index) => makeCompany({ id: index + 1 }));

  it('leaves out a record whose required field is broken, keeps the rest and counts it in rejected', async () => {
    const companies: unknown[] = twenty();
    companies[4] = { ...makeCompany({ id: 5 }), name: 42 };
    server.use(http.get(companiesUrl, () => envelope(page(companies, 20))));
    const result = await makeStore().dispatch(api.endpoints.getPagingActiveCompanies.initiate({ l: 20 }));
    expect(result.data?.results.map((company) => company.id)).toEqual([1, 2, 3, 4, ...Array.from({ length: 15 }, (_, i) => i + 6)]);
    expect(result.data?.count).toBe(20);
    expect(rejectedCount(result.data)).toBe(1);
  });

  it('keeps a record whose optional fields are broken, without those fields', async () => {
    const company = { ...makeCompany({ id: 3, name: 'مطعم', logo: 'https://cdn.example/x.png' }), rating: 'five', logo: { url: 'x' }, opening_hours: { weekly: { sun: 'all day' } } };
    server.use(http.get(companiesUrl, () => envelope(page([company], 1))));
    const result = await makeStore().dispatch(api.endpoints.getPagingActiveCompanies.initiate({ l: 20 }));
    const kept = result.data?.results[0] as Record<string, unknown>;
    expect(kept).toMatchObject({ id: 3, name: 'مطعم' });
    expect(kept).not.toHaveProperty('rating');
    expect(kept).not.toHaveProperty('logo');
    expect(kept).not.toHaveProperty('opening_hours');
    expect(rejectedCount(result.data)).toBe(0);
  });

  it('answers a detail record whose required field is broken with bad_record, and a retry may mend it', async () => {
    server.use(http.get(apiUrl('/offers/get_offer_details/3'), () => envelope({ id: 3, title: null })));
    const result = await makeStore().dispatch(api.endpoints.getOfferDetails.initiate({ id: 3 }));
    expect(result.error).toMatchObject({ code: 'bad_record' });
    expect(isBrokenRecord(result.error)).toBe(true);
    expect(isRetryable(result.error)).toBe(true);
  });

  it('drops broken records from a plain list too (a company’s branches)', async () => {
    server.use(http.get(apiUrl('/providers/get_active_branches_for_company/1'), () => envelope([{ id: 1, name: 'Main' }, { id: 'two' }, null])));
    const result = await makeStore().dispatch(api.endpoints.getActiveBranchesForCompany.initiate({ id: 1 }));
    expect(result.data).toEqual([{ id: 1, name: 'Main' }]);
  });

  it('reports each rejection once per endpoint and record id, with the failing JSON path', async () => {
    const broken = { ...makeCompany({ id: 9 }), name: 42 };
    server.use(http.get(companiesUrl, () => envelope(page([broken, makeCompany({ id: 10 })], 2))));
    const store = makeStore();
    await store.dispatch(api.endpoints.getPagingActiveCompanies.initiate({ l: 20 }));
    await store.dispatch(api.endpoints.getPagingActiveCompanies.initiate({ l: 20, o: 0, search: 'x' }));
    const reports = warn.mock.calls.filter(([message]) => /Contract violation/.test(String(message)));
    expect(reports).toEqual([[expect.stringMatching(/getPagingActiveCompanies, record 9: \/name \(not shown\)/)]]);
  });

  it('posts the report to the configured monitoring endpoint, and nowhere by default', async () => {
    const posted: unknown[] = [];
    server.use(
      http.get(companiesUrl, () => envelope(page([{ ...makeCompany({ id: 11 }), rating: 9 }], 1))),
      http.post('http://127.0.0.1:9/contract-reports', async ({ request }) => {
        posted.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await makeStore().dispatch(api.endpoints.getPagingActiveCompanies.initiate({ l: 20 }));
    expect(posted).toEqual([]);
    forgetReportedViolations();
    setRuntimeConfig({ apiBaseUrl: TEST_API, tileUrl: '', contractReportUrl: 'http://127.0.0.1:9/contract-reports' });
    await makeStore().dispatch(api.endpoints.getPagingActiveCompanies.initiate({ l: 20 }));
    await waitFor(() => expect(posted).toEqual([{ endpoint: 'getPagingActiveCompanies', id: 11, paths: ['/rating'], dropped: false }]));
  });
});

describe('an answer from the offline worker’s cache', () => {
  it('marks the screen "shown as of" its stamp, and a fresh answer clears it', async () => {
    const { getShownAsOf } = await import('@/lib/shownAsOf');
    let cached = true;
    server.use(
      http.get(apiUrl('/providers/get_company_by_id/4/'), () =>
        envelope(makeCompany({ id: 4 }), cached ? { headers: { 'X-Dalil-Cached-At': '2026-11-26T10:05:00.000Z' } } : undefined),
      ),
    );
    const store = makeStore();
    await store.dispatch(api.endpoints.getCompanyById.initiate({ id: 4 }));
    await waitFor(() => expect(getShownAsOf()).toBe(Date.parse('2026-11-26T10:05:00.000Z')));
    cached = false;
    await store.dispatch(api.endpoints.getCompanyById.initiate({ id: 4 }, { forceRefetch: true }));
    await waitFor(() => expect(getShownAsOf()).toBeNull());
  });
});
