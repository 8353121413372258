import { screen, within } from '@testing-library/react';
import type { Branch, Company, OpeningHours } from '@/api';
import { makeBranch, makeCompany } from '@tests/utils/fixtures';
import { apiUrl, envelope, http, page, server } from '@tests/utils/msw';
import { renderRoute } from '@tests/utils/render';

jest.mock('@/components/map', () => jest.requireActual('../../../tests/utils/mapMock').mapModuleMock());

const every = (intervals: { open: string; close: string }[]) => ({ sun: intervals, mon: intervals, tue: intervals, wed: intervals, thu: intervals, fri: intervals, sat: intervals });
const office: OpeningHours = { weekly: { sun: [{ open: '08:00', close: '17:00' }], mon: [{ open: '08:00', close: '17:00' }] } };
const pharmacy: OpeningHours = { weekly: every([{ open: '00:00', close: '24:00' }]) };

function serve(company: Company, branches: Branch[]) {
  server.use(
    http.get(apiUrl('/providers/get_company_by_id/:id/'), () => envelope(company)),
    http.get(apiUrl('/providers/get_active_branches_for_company/:id/'), () => envelope(branches)),
    http.get(apiUrl('/offers/get_all_company_active_offers/:id/'), () => envelope([])),
    http.get(apiUrl('/providers/get_products'), () => envelope(page([], 0))),
  );
}

beforeEach(() => {
  // Monday 23 November 2026, 18:00 in Muscat: the office has closed, the pharmacy never does.
  jest.useFakeTimers({ now: new Date('2026-11-23T18:00:00+04:00'), advanceTimers: true });
});
afterEach(() => jest.useRealTimers());

describe('Partner detail: opening hours', () => {
  it("has an Opening hours panel with today's status and the week, and each branch says whether it is open", async () => {
    serve(makeCompany({ id: 9, en_name: 'Qurum Office', opening_hours: office }), [
      makeBranch({ id: 1, en_name: 'Seeb Branch', location: 'Seeb', opening_hours: pharmacy }),
      makeBranch({ id: 2, en_name: 'Sohar Branch', location: 'Sohar', opening_hours: null }),
    ]);
    await renderRoute('/partners/9');
    const panel = await screen.findByRole('region', { name: 'Opening hours' });
    expect(within(panel).getByText('Opens Sunday at 8:00 AM').closest('p')).toHaveTextContent(/^Closed · Opens Sunday at 8:00 AM$/);
    expect(within(panel).getByRole('table')).toBeInTheDocument();

    const branches = await screen.findByRole('region', { name: 'Branches' });
    const [seeb, sohar] = within(branches).getAllByRole('listitem');
    expect(within(seeb).getByText('Open 24 hours')).toBeInTheDocument();
    expect(within(sohar).queryByText(/open|closed/i)).not.toBeInTheDocument();
  });

  it('has no Opening hours panel when the company gives no hours', async () => {
    serve(makeCompany({ id: 9, en_name: 'Quiet Co', opening_hours: null }), []);
    await renderRoute('/partners/9');
    await screen.findByRole('heading', { level: 1, name: 'Quiet Co' });
    expect(screen.queryByRole('region', { name: 'Opening hours' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
