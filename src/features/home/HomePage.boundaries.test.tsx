import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { silenceConsoleErrors } from '@tests/utils/console';
import { renderRoute } from '@tests/utils/render';
import { serveHomeApi } from '@tests/utils/homeApi';

// One home section that throws while rendering (a host sent something no one foresaw).
let offersBroken = true;
jest.mock('./OffersSection', () => {
  const actual = jest.requireActual('./OffersSection');
  return {
    OffersSection: () => {
      if (offersBroken) throw new TypeError("Cannot read properties of undefined (reading 'map')");
      return actual.OffersSection();
    },
  };
});

describe('Home page when one section crashes', () => {
  silenceConsoleErrors();
  beforeEach(() => {
    offersBroken = true;
  });

  it('shows an error box in that section only; header, footer and the other sections stand, and Retry recovers', async () => {
    serveHomeApi();
    const user = userEvent.setup();
    await renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: 'Discover the best local businesses in Oman' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the page could not be shown.');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    for (const title of ['Our Trusted Partners', 'Browse by Category', 'Business Spotlight', 'Business Insights & News']) {
      expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(screen.queryByRole('heading', { level: 2, name: 'Exclusive Offers' })).not.toBeInTheDocument();

    offersBroken = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Exclusive Offers' })).toBeInTheDocument();
  });
});
