import { screen, within } from '@testing-library/react';
import { pinMuscat, splitShiftShop as shop } from '@tests/utils/openingHours';
import { renderWithProviders } from '@tests/utils/render';
import { OpeningHoursTable } from './OpeningHoursTable';

afterEach(() => jest.useRealTimers());

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

