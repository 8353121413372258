import { act, screen, within } from '@testing-library/react';
import type { OpeningHours } from '@/api';
import { makeCompany } from '@tests/utils/fixtures';
import { renderWithProviders } from '@tests/utils/render';
import { CompanyCard } from '../cards/CompanyCard';
import { OpeningHoursTable } from './OpeningHoursTable';

const split = [
  { open: '09:00', close: '13:00' },
  { open: '16:30', close: '22:00' },
];
const shop: OpeningHours = {
  weekly: { sun: split, mon: split, tue: split, wed: split, thu: split, fri: [{ open: '16:30', close: '22:00' }], sat: [] },
  special_days: [{ from: '2026-11-20', to: '2026-11-21', name: 'العيد الوطني', en_name: 'National Day', intervals: [] }],
};

/** Pins the clock (Date and timers) at an instant given in Muscat time. */
function pinMuscat(isoLocal: string) {
  jest.useFakeTimers({ now: new Date(`${isoLocal}+04:00`), advanceTimers: true });
}
afterEach(() => jest.useRealTimers());

describe('the status line on a company card', () => {
  it('says "Open now · Closes at 10:00 PM" in English during the evening shift (Monday 18:00 in Muscat)', async () => {
    pinMuscat('2026-11-23T18:00:00');
    await renderWithProviders(<CompanyCard company={makeCompany({ en_name: 'Souq Shop', opening_hours: shop })} />);
    const card = screen.getByRole('article', { name: 'Souq Shop' });
    expect(within(card).getByText('Open now')).toBeInTheDocument();
    expect(within(card).getByText('Closes at 10:00 PM')).toBeInTheDocument();
  });

  it('turns to "Closes soon" and then "Closed" on an open page as the minutes pass', async () => {
    pinMuscat('2026-11-23T20:59:30');
    await renderWithProviders(<CompanyCard company={makeCompany({ en_name: 'Souq Shop', opening_hours: shop })} />);
    expect(screen.getByText('Open now')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(31_000);
    });
    expect(screen.getByText('Closes soon')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(60 * 60_000);
    });
    expect(screen.getByText('Closed')).toBeInTheDocument();
    expect(screen.getByText('Opens tomorrow at 9:00 AM')).toBeInTheDocument();
  });

  it('speaks Arabic in Arabic, with Arabic digits, for the same instant', async () => {
    pinMuscat('2026-11-23T14:00:00');
    await renderWithProviders(<CompanyCard company={makeCompany({ name: 'متجر السوق', opening_hours: shop })} />, { language: 'ar' });
    const card = screen.getByRole('article', { name: 'متجر السوق' });
    expect(within(card).getByText('مغلق')).toBeInTheDocument();
    expect(within(card).getByText('يفتح الساعة ٤:٣٠ م')).toBeInTheDocument();
  });

  it('shows nothing, not "Closed", when the company gives no hours', async () => {
    pinMuscat('2026-11-23T14:00:00');
    await renderWithProviders(
      <>
        <CompanyCard company={makeCompany({ en_name: 'No Hours Co', opening_hours: null })} />
        <CompanyCard company={makeCompany({ en_name: 'Absent Hours Co' })} />
      </>,
    );
    for (const name of ['No Hours Co', 'Absent Hours Co']) {
      const card = screen.getByRole('article', { name });
      expect(within(card).queryByText(/open|closed|closes|opens/i)).not.toBeInTheDocument();
    }
  });
});

describe('the week table', () => {
  it('is a table with a row header per day, Sunday first, and marks today for screen readers and in words', async () => {
    pinMuscat('2026-11-23T10:00:00'); // a Monday
    await renderWithProviders(<OpeningHoursTable hours={shop} />);
    const table = screen.getByRole('table', { name: 'Times are Oman time (GMT+4)' });
    expect(within(table).getByRole('columnheader', { name: 'Day' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Hours' })).toBeInTheDocument();
    const days = within(table).getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(days).toEqual(['Sunday', 'MondayToday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);

    const today = within(table).getByRole('rowheader', { name: /Monday/ }).closest('tr') as HTMLElement;
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(within(today).getByText('Today')).toBeInTheDocument();
    expect(within(today).getByText('9:00 AM – 1:00 PM')).toBeInTheDocument();
    expect(within(today).getByText('4:30 PM – 10:00 PM')).toBeInTheDocument();
    const others = within(table).getAllByRole('row').filter((row) => row !== today);
    for (const row of others) expect(row).not.toHaveAttribute('aria-current');

    const saturday = within(table).getByRole('rowheader', { name: 'Saturday' }).closest('tr') as HTMLElement;
    expect(within(saturday).getByText('Closed')).toBeInTheDocument();
    const friday = within(table).getByRole('rowheader', { name: 'Friday' }).closest('tr') as HTMLElement;
    expect(within(friday).getByRole('cell')).toHaveTextContent(/^4:30 PM – 10:00 PM$/);
  });

  it('never breaks a line inside a time, only beside the dash (a phone showed "1:00 / PM")', async () => {
    pinMuscat('2026-11-23T10:00:00');
    for (const language of ['en', 'ar'] as const) {
      const { unmount } = await renderWithProviders(<OpeningHoursTable hours={shop} />, { language });
      const friday = screen.getAllByRole('row')[6];
      const text = within(friday).getByRole('cell').textContent ?? '';
      // Two times, each joined by no-break spaces; an ordinary space only around the dash.
      expect(text.split(' – ')).toHaveLength(2);
      for (const time of text.split(' – ')) expect(time).toMatch(/^\S+\u00a0\S+$/);
      unmount();
    }
  });

  it("on a holiday today's row shows the holiday's hours and its name; upcoming special days are listed", async () => {
    pinMuscat('2026-11-20T10:00:00'); // Friday, National Day
    await renderWithProviders(<OpeningHoursTable hours={shop} />);
    const today = screen.getByRole('rowheader', { name: /Friday/ }).closest('tr') as HTMLElement;
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(within(today).getByRole('cell')).toHaveTextContent('National DayClosed');
    expect(screen.getByRole('heading', { name: 'Special hours' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent(/National Day/);
  });

  it('reads in Arabic: Arabic day names, times and the today label', async () => {
    pinMuscat('2026-11-23T10:00:00');
    await renderWithProviders(<OpeningHoursTable hours={shop} />, { language: 'ar' });
    const table = screen.getByRole('table', { name: 'الأوقات بتوقيت عُمان (غرينتش +٤)' });
    const today = within(table).getByRole('rowheader', { name: /الاثنين/ }).closest('tr') as HTMLElement;
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(within(today).getByText('اليوم')).toBeInTheDocument();
    expect(within(today).getByText('٩:٠٠ ص – ١:٠٠ م')).toBeInTheDocument();
    expect(within(within(table).getByRole('rowheader', { name: 'السبت' }).closest('tr') as HTMLElement).getByText('مغلق')).toBeInTheDocument();
  });

  it('renders nothing without a schedule', async () => {
    const { container } = await renderWithProviders(<OpeningHoursTable hours={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});

