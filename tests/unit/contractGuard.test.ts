// The component tests' msw guard (tests/utils/contractGuard.ts) flags what openapi.yaml does not allow.
import { contractViolations } from '../utils/contractGuard';
import { makeCompany, makeOffer } from '../utils/fixtures';

describe('the msw contract guard', () => {
  it('lets a page, a list and a record that fit the contract through', () => {
    expect(contractViolations('GET', '/providers/get_paging_active_companies', 200, { data: { results: [makeCompany({ id: 1 })], count: 1 } })).toEqual([]);
    expect(contractViolations('GET', '/offers/get_company_offers/1', 200, { data: [makeOffer({ id: 2 })] })).toEqual([]);
    expect(contractViolations('GET', '/offers/get_offer_details/2', 200, { data: makeOffer({ id: 2 }) })).toEqual([]);
  });

  it('names the call, the record and the field of an answer that breaks it', () => {
    const broken = contractViolations('GET', '/providers/get_paging_active_companies', 200, {
      data: { results: [makeCompany({ id: 1 }), { ...makeCompany({ id: 2 }), rating: 'five' }], count: 2 },
    });
    expect(broken).toEqual([expect.stringMatching(/getPagingActiveCompanies.*data\.results\[1\]\/rating breaks Company/)]);
    expect(contractViolations('GET', '/offers/get_offer_details/2', 200, { data: { id: 2 } })).toEqual([expect.stringMatching(/\/title breaks Offer \(required\)/)]);
    expect(contractViolations('GET', '/core/get_tags', 200, {})).toEqual([expect.stringMatching(/no \{data\} envelope/)]);
    expect(contractViolations('GET', '/providers/get_paging_active_companies', 200, { data: [] })).toEqual([expect.stringMatching(/not a page/)]);
  });

  it('leaves failures and paths outside the contract alone', () => {
    expect(contractViolations('GET', '/offers/get_offer_details/2', 404, { error: { code: 'not_found', message: 'x' } })).toEqual([]);
    expect(contractViolations('GET', '/media/logo.svg', 200, 'svg')).toEqual([]);
  });
});
