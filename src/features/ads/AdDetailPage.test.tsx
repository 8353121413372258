import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Ad } from '@/api';
import { makeAd } from '@tests/utils/fixtures';
import { apiUrl, envelope, errorBody, http, server } from '@tests/utils/msw';
import { renderRoute } from '@tests/utils/render';

/** Serves ad 7, the Khareef Festival by Salalah Tours, with `changes` (any other id answers 404). */
function serveAd(changes: Partial<Ad> = {}) {
  const ad = makeAd({ id: 7, en_title: 'Khareef Festival', company_id: 12, company_en_name: 'Salalah Tours', ...changes });
  server.use(http.get(apiUrl('/ads/get_ad_by_id/:id/'), ({ params }) => (params.id === '7' ? envelope(ad) : errorBody(404, 'Ad 8 was not found'))));
  return ad;
}

describe('Ad page (/ads/:id)', () => {
  it('shows the title, company link, dates, views and a page title', async () => {
    serveAd({ description: 'Green mountains and mist.', start_date: '2026-07-01', end_date: '2026-09-15', click_count: 1234 });
    await renderRoute('/ads/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Khareef Festival' })).toBeInTheDocument();
    expect(screen.getByText('Green mountains and mist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Salalah Tours' })).toHaveAttribute('href', '/partners/12');
    const facts = screen.getByLabelText('Details');
    expect(within(facts).getByText('1 July 2026')).toBeInTheDocument();
    expect(within(facts).getByText('15 September 2026')).toBeInTheDocument();
    expect(within(facts).getByText('1,234')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Khareef Festival · Dalil'));
  });

  it('links the external website safely in a new tab, and hides an unsafe one', async () => {
    serveAd({ external_link: 'salalah.om/khareef' });
    const { unmount } = await renderRoute('/ads/7');
    const visit = await screen.findByRole('link', { name: /Visit website/ });
    expect(visit).toHaveAttribute('href', 'http://salalah.om/khareef');
    expect(visit).toHaveAttribute('target', '_blank');
    expect(visit).toHaveAttribute('rel', 'noopener noreferrer');
    unmount();
    serveAd({ external_link: 'javascript:alert(1)' });
    await renderRoute('/ads/7');
    await screen.findByRole('heading', { level: 1, name: 'Khareef Festival' });
    expect(screen.queryByRole('link', { name: /Visit website/ })).not.toBeInTheDocument();
  });

  it('shows a small gallery whose thumbnails switch the main image', async () => {
    serveAd({ images: ['http://api.test/a.svg', 'http://api.test/b.svg'], image: 'http://api.test/a.svg' });
    const user = userEvent.setup();
    await renderRoute('/ads/7');
    await screen.findByRole('heading', { level: 1, name: 'Khareef Festival' });
    expect(screen.getByRole('img', { name: 'Khareef Festival — image 1' })).toHaveAttribute('src', 'http://api.test/a.svg');
    await user.click(screen.getByRole('button', { name: 'Show image 2 of 2' }));
    expect(screen.getByRole('img', { name: 'Khareef Festival — image 2' })).toHaveAttribute('src', 'http://api.test/b.svg');
    expect(screen.getByRole('button', { name: 'Show image 2 of 2' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says the ad was not found, with a way home, for a 404 or a malformed id', async () => {
    serveAd();
    const { unmount } = await renderRoute('/ads/8');
    // The page's one main heading, as the ad's title would be.
    expect(await screen.findByRole('heading', { level: 1, name: 'Advertisement not found' })).toBeInTheDocument();
    // Announced like 'Partner not found' and 'Offer not found'.
    expect(screen.getByRole('alert')).toHaveTextContent('Advertisement not found');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    unmount();
    await renderRoute('/ads/abc');
    expect(await screen.findByRole('heading', { name: 'Advertisement not found' })).toBeInTheDocument();
  });

  it('shows the error box with Retry for other failures', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('/ads/get_ad_by_id/:id/'), () => {
        calls += 1;
        return calls === 1 ? errorBody(500, 'Ads are resting') : envelope(makeAd({ id: 7, en_title: 'Back Again' }));
      }),
    );
    const user = userEvent.setup();
    await renderRoute('/ads/7');
    const alert = await screen.findByRole('alert', {});
    expect(within(alert).getByText('Ads are resting')).toBeInTheDocument();
    expect(within(alert).getByRole('heading', { level: 1 })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Back Again' })).toBeInTheDocument();
  });
});
