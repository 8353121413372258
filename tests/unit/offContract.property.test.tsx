// Property (fast-check, issue 34): for every list and detail call the record screens use, answers
// that break openapi.yaml field by field (wrong types, missing required fields, nulls, huge strings,
// extra fields) never fire a boundary, never throw, and every record the contract still lets be
// shown (its required fields intact) is on the screen. Whole routes render per run, so the run
// count is small (FC_SCREEN_RUNS, 4 by default): seconds, not minutes, on two cores.
import { cleanup, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { recordChecks, type RecordCheck } from '@/api/contractChecks';
import { apiLogger } from '@/lib/logger';
import { makeAd, makeCompany, makeOffer, makeProduct } from '../utils/fixtures';
import { apiUrl, breaksContractOnPurpose, envelope, http, page, server } from '../utils/msw';
import { renderRoute } from '../utils/render';

// A ceiling for many whole-screen renders in a row (the global one is for a single test), not a pace.
jest.setTimeout(300_000);
const { Ad: adCheck, Company: companyCheck, Offer: offerCheck, Product: productCheck } = recordChecks;
const RUNS = { numRuns: Number(process.env.FC_SCREEN_RUNS ?? 4) };

type Row = Record<string, unknown>;

/** The token each record carries in every name it may be shown by: `R<id>`. */
const token = (id: number) => `R${id}`;
const shownBy = (id: number) => new RegExp(`${token(id)}(?!\\d)`);

/** One way of breaking a field. */
const breakage = fc.oneof(
  fc.constant({ kind: 'missing' as const }),
  fc.constant({ kind: 'null' as const }),
  fc.constantFrom<unknown>(42, -1.5, true, 'text', {}, { nested: [1] }, [], ['x', 2]).map((value) => ({ kind: 'wrong' as const, value })),
  fc.constant({ kind: 'huge' as const }),
  fc.constant({ kind: 'extra' as const }),
);
type Breakage = typeof breakage extends fc.Arbitrary<infer B> ? B : never;

/**
 * The id each record was made with, whose token its names carry: an `id` broken into another
 * whole number (42) is still a valid id, so the record is shown, by the names it was made with
 * (seed 1003824276 gave offer 14 the id 42).
 */
const madeWith = new WeakMap<Row, number>();

function broken(row: Row, field: string, how: Breakage, id: number): Row {
  const out = { ...row };
  madeWith.set(out, id);
  if (how.kind === 'missing') delete out[field];
  else if (how.kind === 'null') out[field] = null;
  // A wrong string keeps the record's token: a text field given other text is still showable, and
  // the check must still find the record by its token (seed 2014026366 gave en_name 'text').
  else if (how.kind === 'wrong') out[field] = typeof how.value === 'string' ? `${token(id)} ${how.value}` : how.value;
  else if (how.kind === 'huge') out[field] = `${token(id)} ${'ي'.repeat(20_000)}`;
  else out[`unexpected_${field}`] = { deep: [{ deeper: field }] };
  return out;
}

/** What the contract says: a record can be shown when its required fields fit. */
function showable(row: Row, check: RecordCheck): boolean {
  const required = Object.fromEntries(check.required.filter((key) => key in row).map((key) => [key, row[key]]));
  return check.required.every((key) => key in row) && check.validate(required);
}

/** Records made by `make(id)`, each perhaps broken in one of its fields. */
function records(make: (id: number) => Row, ids: number[]) {
  const fields = Object.keys(make(ids[0]));
  return fc.tuple(...ids.map((id) => fc.option(fc.tuple(fc.constantFrom(...fields), breakage), { nil: undefined }).map((hit) => (hit ? broken(make(id), hit[0], hit[1], id) : make(id)))));
}

const company = (id: number): Row => makeCompany({ id, name: `شركة ${token(id)}`, en_name: `Company ${token(id)}` });
const offer = (id: number): Row => makeOffer({ id, title: `عرض ${token(id)}`, en_title: `Offer ${token(id)}` });
const product = (id: number): Row => makeProduct({ id, name: `منتج ${token(id)}`, en_name: `Product ${token(id)}` });
const ad = (id: number): Row => makeAd({ id, title: `إعلان ${token(id)}`, en_title: `Ad ${token(id)}`, ad_type: 'Level 2' });

const noBoundary = () => expect(screen.queryByText(/This part of the page could not be shown|This page could not be shown/)).not.toBeInTheDocument();

/** Waits for every record that may be shown; when none may, for the screen to say so. */
/** `scope` is the part of the screen that lists `rows` (a search side), when the screen has several. */
async function expectShown(rows: Row[], check: RecordCheck, allGone: RegExp, scope: Pick<typeof screen, 'findAllByText'> = screen) {
  const expected = rows.filter((row) => showable(row, check));
  if (expected.length === 0) {
    // (All of them: a side's count badge and its note may each say so.)
    expect((await scope.findAllByText(allGone)).length).toBeGreaterThan(0);
  }
  for (const row of expected) expect((await scope.findAllByText(shownBy(madeWith.get(row) ?? (row.id as number)))).length).toBeGreaterThan(0);
}

let warn: jest.SpyInstance;
beforeEach(() => {
  breaksContractOnPurpose();
  warn = jest.spyOn(apiLogger, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

/** One run: its handlers, the route, then the checks; the screen is gone before the next run. */
async function run(handlers: Parameters<typeof server.use>, url: string, check: () => Promise<void>) {
  server.resetHandlers(...handlers);
  try {
    await renderRoute(url);
    await check();
    noBoundary();
  } finally {
    cleanup();
  }
}

const ids = [11, 12, 13, 14, 15];
const noneShown = /could not be shown/;

describe('answers that break the contract, field by field', () => {
  it('/partners (getPagingActiveCompanies, getActiveCategories)', async () => {
    await fc.assert(
      fc.asyncProperty(records(company, ids), async (rows) => {
        await run(
          [
            http.get(apiUrl('/providers/get_paging_active_companies'), () => envelope(page(rows))),
            http.get(apiUrl('/providers/get_active_categories'), () => envelope(page([]))),
          ],
          '/partners',
          () => expectShown(rows, companyCheck, noneShown),
        );
      }),
      RUNS,
    );
  });

  it('/offers (getAllActiveOffers, getActiveOfferLocations)', async () => {
    await fc.assert(
      fc.asyncProperty(records(offer, ids), async (rows) => {
        await run(
          [
            http.get(apiUrl('/offers/get_all_active_offers'), () => envelope(page(rows))),
            http.get(apiUrl('/providers/get_active_categories'), () => envelope(page([]))),
            http.get(apiUrl('/offers/get_active_offer_locations'), () => envelope(rows)),
          ],
          '/offers',
          () => expectShown(rows, offerCheck, noneShown),
        );
      }),
      RUNS,
    );
  });

  it('/search (getPagingActiveCompanies, searchOffers, getProducts)', async () => {
    await fc.assert(
      fc.asyncProperty(records(company, [21, 22]), records(offer, [31, 32]), records(product, [41, 42]), async (companies, offers, products) => {
        await run(
          [
            http.get(apiUrl('/providers/get_paging_active_companies'), () => envelope(page(companies))),
            http.get(apiUrl('/offers/search_offers'), () => envelope(page(offers))),
            http.get(apiUrl('/providers/get_products'), () => envelope(page(products))),
          ],
          '/search?q=r',
          async () => {
            await screen.findByRole('heading', { level: 1, name: /Results for/ });
            const side = (name: string) => within(screen.getByRole('region', { name }));
            await expectShown(companies, companyCheck, noneShown, side('Companies'));
            await expectShown(offers, offerCheck, noneShown, side('Offers'));
            await expectShown(products, productCheck, noneShown, side('Products'));
          },
        );
      }),
      RUNS,
    );
  });

  it("a partner's page (getCompanyById, getActiveBranchesForCompany, getAllCompanyActiveOffers, getProducts)", async () => {
    await fc.assert(
      fc.asyncProperty(records(company, [9]), records(offer, [51, 52]), records(product, [61, 62]), async ([partner], offers, products) => {
        await run(
          [
            http.get(apiUrl('/providers/get_company_by_id/:id/'), () => envelope(partner)),
            http.get(apiUrl('/providers/get_active_branches_for_company/:id/'), () => envelope([{ id: 1, name: 7 }, { id: 2, name: `Branch ${token(2)}` }])),
            http.get(apiUrl('/offers/get_all_company_active_offers/:id/'), () => envelope(offers)),
            http.get(apiUrl('/providers/get_products'), () => envelope(page(products))),
          ],
          '/partners/9',
          async () => {
            if (!showable(partner, companyCheck)) {
              expect(await screen.findByRole('heading', { name: "This record can't be shown" })).toBeInTheDocument();
              return;
            }
            await screen.findByRole('heading', { level: 1, name: shownBy(9) });
            await expectShown(offers, offerCheck, /./);
            await expectShown(products, productCheck, noneShown);
          },
        );
      }),
      RUNS,
    );
  });

  it.each([
    ['an offer', '/offers/7', '/offers/get_offer_details/:id', offer, offerCheck],
    ['a product', '/products/7', '/providers/get_product_details/:id', product, productCheck],
    ['an ad', '/ads/7', '/ads/get_ad_by_id/:id/', ad, adCheck],
  ] as const)("%s's page (its detail call)", async (_name, url, path, make, check) => {
    await fc.assert(
      fc.asyncProperty(records(make, [7]), async ([row]) => {
        await run(
          [
            http.get(apiUrl(path), () => envelope(row)),
            http.get(apiUrl('/providers/get_company_by_id/:id/'), () => envelope(makeCompany({ id: 1 }))),
            http.get(apiUrl('/offers/get_all_company_active_offers/:id/'), () => envelope([])),
          ],
          url,
          async () => {
            if (showable(row, check)) expect((await screen.findAllByText(shownBy(7))).length).toBeGreaterThan(0);
            else expect(await screen.findByRole('heading', { name: "This record can't be shown" })).toBeInTheDocument();
          },
        );
      }),
      RUNS,
    );
  });
});
