// An answer equal to what the cache already holds for the call was checked when it first came:
// the base query neither loads nor runs the record validator for it again (./shapes, issue 31).
import { makeStore } from '@/store';
import { api, rejectedCount } from '@/api';
import { apiUrl, breaksContractOnPurpose, envelope, http, page, server } from '@tests/utils/msw';
import { makeCompany } from '@tests/utils/fixtures';
import { apiLogger } from '@/lib/logger';
import { forgetReportedViolations } from './contractReport';

const validated = jest.fn();
jest.mock('./generated/contract/Company.gen', () => {
  const actual = jest.requireActual<typeof import('./generated/contract/Company.gen')>('./generated/contract/Company.gen');
  // The generated validator, counted: its errors are read from it after a failed call, so a proxy.
  const validate = new Proxy(actual.validate, {
    apply: (target, self, args: Parameters<typeof actual.validate>) => {
      validated();
      return Reflect.apply(target, self, args);
    },
  });
  return { ...actual, validate };
});

const companiesUrl = apiUrl('/providers/get_paging_active_companies');
const companies = () => Array.from({ length: 5 }, (_, index) => makeCompany({ id: index + 1 }));

describe('an answer the cache holds already', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    breaksContractOnPurpose();
    forgetReportedViolations();
    validated.mockClear();
    warn = jest.spyOn(apiLogger, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  async function cachedThenAnswered(second: unknown[]) {
    let answer: unknown[] = companies();
    server.use(http.get(companiesUrl, () => envelope(page(answer, answer.length))));
    const store = makeStore();
    const first = await store.dispatch(api.endpoints.getPagingActiveCompanies.initiate({ l: 20 }));
    expect(validated).toHaveBeenCalledTimes(5);
    validated.mockClear();
    answer = second;
    const again = await store.dispatch(api.endpoints.getPagingActiveCompanies.initiate({ l: 20 }, { forceRefetch: true }));
    return { first: first.data, again: again.data };
  }

  it('is not checked again when it comes back the same, and stays the same object', async () => {
    const { first, again } = await cachedThenAnswered(companies());
    expect(validated).not.toHaveBeenCalled();
    expect(again).toBe(first);
  });

  it('is checked again, every record, when anything in it changed', async () => {
    const renamed = companies();
    renamed[2] = makeCompany({ id: 3, name: 'Renamed since' });
    const { again } = await cachedThenAnswered(renamed);
    expect(validated).toHaveBeenCalledTimes(5);
    expect(again?.results[2].name).toBe('Renamed since');
  });

  it('still leaves out a record broken since', async () => {
    const broken: unknown[] = companies();
    broken[1] = { ...makeCompany({ id: 2 }), name: 42 };
    const { again } = await cachedThenAnswered(broken);
    expect(again?.results.map((company) => company.id)).toEqual([1, 3, 4, 5]);
    expect(rejectedCount(again)).toBe(1);
  });
});
