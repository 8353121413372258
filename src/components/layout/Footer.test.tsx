import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@tests/utils/render';
import { Footer } from './Footer';

describe('Footer', () => {
  it('shows the current year in the copyright line', async () => {
    await renderWithProviders(<Footer />);
    expect(screen.getByText(`© ${new Date().getFullYear()} Dalil. All rights reserved.`)).toBeInTheDocument();
  });

  it('names the brand once: the mark draws its letter with CSS, so the heading reads "Dalil" and shows one د', async () => {
    await renderWithProviders(<Footer />);
    const brand = screen.getByRole('heading', { name: 'Dalil' });
    // A letter written into the mark as well as drawn by its ::before showed "د" twice.
    expect(brand).toHaveTextContent(/^Dalil$/);
  });

  it('has Quick Links and For Business links', async () => {
    await renderWithProviders(<Footer />);
    const quick = screen.getByRole('navigation', { name: 'Quick Links' });
    expect(within(quick).getAllByRole('link').map((a) => a.textContent)).toEqual(['Home', 'Partners', 'Categories', 'Offers']);
    const business = screen.getByRole('navigation', { name: 'For Business' });
    expect(within(business).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Join as Partner', '/register'],
      ['About Us', '/about'],
      ['Contact', '/contact'],
      ['Privacy Policy', '/privacy'],
    ]);
  });

  it('shows the contact details and social icons that are not links', async () => {
    await renderWithProviders(<Footer />);
    expect(screen.getByText('+968 2400 0000')).toBeInTheDocument();
    expect(screen.getByText('hello@dalil.om')).toBeInTheDocument();
    const socials = screen.getByRole('list', { name: 'Dalil on social media' });
    expect(within(socials).getByRole('img', { name: 'Instagram' })).toBeInTheDocument();
    expect(within(socials).queryAllByRole('link')).toHaveLength(0);
  });

  it('the newsletter sends nothing and says it launches soon', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Footer />);
    await user.type(screen.getByRole('textbox', { name: 'Your e-mail address' }), 'not an email');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    // No request handler exists: a network call would fail the test (msw onUnhandledRequest: error).
    expect(screen.getByRole('status')).toHaveTextContent('Thank you! Our newsletter launches soon.');
  });
});

describe('Footer in Arabic', () => {
  it('gives the address in Arabic', async () => {
    await renderWithProviders(<Footer />, { language: 'ar' });
    expect(screen.getByText('الخوير، مسقط، سلطنة عُمان')).toBeInTheDocument();
  });
});
