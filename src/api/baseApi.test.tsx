import { waitFor } from '@testing-library/react';
import { makeStore } from '@/app/store';
import { api } from '@/api';
import { apiUrl, envelope, errorBody, http, HttpResponse, page, server } from '../../tests/utils/msw';
import { makeCompany } from '../../tests/utils/fixtures';


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
