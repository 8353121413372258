import { act, screen, within } from '@testing-library/react';
import { makeCompany } from '@tests/utils/fixtures';
import { pinMuscat, splitShiftShop as shop } from '@tests/utils/openingHours';
import { renderWithProviders } from '@tests/utils/render';
import { CompanyCard } from './CompanyCard';

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
