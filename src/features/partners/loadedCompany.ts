// "The company comes from loaded state when the id matches": any company list already in RTK
// Query's cache (this list's pages, the home page's sets) can paint the detail at once.
import { api, type Company } from '@/api';
import type { RootState } from '@/store';

const companyListEndpoints = [
  'getPagingActiveCompanies',
  'getActiveCompanies',
  'getActiveFamilyBusinesses',
  'getActiveLocallyMadeCompanies',
] as const;

export function selectLoadedCompany(state: RootState, id: number): Company | undefined {
  for (const endpoint of companyListEndpoints) {
    for (const args of api.util.selectCachedArgsForQuery(state, endpoint)) {
      // The args came out of this endpoint's own cache, so they fit its selector.
      const entry = (api.endpoints[endpoint].select as (arg: typeof args) => (s: RootState) => { data?: { results: Company[] } })(args)(state);
      const found = entry.data?.results.find((company) => company.id === id);
      if (found) return found;
    }
  }
  return undefined;
}
