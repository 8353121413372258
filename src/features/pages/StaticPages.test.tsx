import { screen, waitFor } from '@testing-library/react';
import { renderRoute } from '../../../tests/utils/render';

jest.setTimeout(20_000);

describe('About, Contact and Privacy pages', () => {
  it('About says what Dalil is and offers to join', async () => {
    await renderRoute('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Dalil' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/public directory of local businesses in Oman/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Join as Partner' }).some((a) => a.getAttribute('href') === '/register')).toBe(true);
    await waitFor(() => expect(document.title).toBe('About Dalil · Dalil'));
  });

  it("Contact shows the footer's details with tel: and mailto: links", async () => {
    await renderRoute('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+968 2400 0000' })).toHaveAttribute('href', 'tel:+96824000000');
    expect(screen.getByRole('link', { name: 'hello@dalil.om' })).toHaveAttribute('href', 'mailto:hello@dalil.om');
    expect(screen.getAllByText('Al Khuwair, Muscat, Sultanate of Oman').length).toBeGreaterThan(0);
  });

  it('Privacy lists exactly what the app stores: the language choice and the registration draft', async () => {
    await renderRoute('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/dalil\.language/)).toBeInTheDocument();
    expect(screen.getByText(/draft of it stays in your browser/)).toBeInTheDocument();
    expect(screen.getByText(/No cookies/)).toBeInTheDocument();
  });

  it('reads in Arabic', async () => {
    await renderRoute('/privacy', { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'سياسة الخصوصية' }, { timeout: 5000 })).toBeInTheDocument();
  });
});
