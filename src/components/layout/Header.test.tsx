import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '@tests/utils/render';
import { Header } from './Header';

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="current location">{location.pathname + location.search}</output>;
}

async function renderHeader(url = '/partners') {
  const user = userEvent.setup();
  const result = await renderWithProviders(
    <>
      <Header />
      <Routes>
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </>,
    { url },
  );
  return { user, ...result };
}


describe('Header', () => {
  it('links to Home, Partners, Offers, Categories and Join Us', async () => {
    await renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'],
      ['Partners', '/partners'],
      ['Offers', '/offers'],
      ['Categories', '/categories'],
      ['Join Us', '/register'],
    ]);
  });

  it("has the search placeholder 'Search companies, offers...'", async () => {
    await renderHeader();
    expect(screen.getByRole('searchbox', { name: 'Search companies and offers' })).toHaveAttribute(
      'placeholder',
      'Search companies, offers...',
    );
  });

  it('takes no more text than the search API accepts (openapi.yaml: search maxLength 200)', async () => {
    await renderHeader();
    expect(screen.getByRole('searchbox', { name: 'Search companies and offers' })).toHaveAttribute('maxLength', '200');
  });

  it('ignores blank and whitespace-only queries', async () => {
    const { user } = await renderHeader('/partners');
    const box = screen.getByRole('searchbox', { name: 'Search companies and offers' });
    await user.type(box, '   {Enter}');
    expect(screen.getByLabelText('current location')).toHaveTextContent('/partners');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByLabelText('current location')).toHaveTextContent(/^\/partners$/);
  });

  it('navigates to /search with the trimmed query', async () => {
    const { user } = await renderHeader('/partners');
    await user.type(screen.getByRole('searchbox', { name: 'Search companies and offers' }), '  coffee shop {Enter}');
    expect(screen.getByLabelText('current location')).toHaveTextContent('/search?q=coffee+shop');
  });

  it('opens and closes the mobile menu, telling assistive technology', async () => {
    const { user } = await renderHeader();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Offers' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the mobile menu with Escape and gives focus back to its toggle', async () => {
    const { user } = await renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    screen.getByRole('link', { name: 'Offers' }).focus();
    await user.keyboard('{Escape}');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('names the logo link and the language switch by their visible text (label in name)', async () => {
    await renderHeader();
    const logo = screen.getByRole('link', { name: 'Dalil – home' });
    expect(logo).toHaveAccessibleName(expect.stringContaining(logo.textContent ?? '-'));
    expect(logo.textContent).toBe('Dalil');
    const switcher = screen.getByRole('button', { name: 'العربية' });
    expect(switcher).toHaveTextContent('العربية');
    expect(switcher).toHaveAccessibleDescription('اعرض الموقع بالعربية');
  });

  it('switches to Arabic, right to left, and remembers the choice', async () => {
    const { user } = await renderHeader();
    await user.click(screen.getByRole('button', { name: 'العربية' }));
    expect(await screen.findByRole('navigation', { name: 'التنقل الرئيسي' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(window.localStorage.getItem('dalil.language')).toBe('ar');
    expect(screen.getByRole('link', { name: 'دليل – الصفحة الرئيسية' })).toHaveTextContent('دليل');
    const switcher = screen.getByRole('button', { name: 'English' });
    expect(switcher).toHaveAccessibleDescription('View the site in English');
  });

  it('gives each search landmark its own name', async () => {
    await renderHeader();
    expect(screen.getByRole('search', { name: 'Search companies and offers' })).toBeInTheDocument();
  });
});

