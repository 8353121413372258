import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '@tests/utils/render';

describe('About, Contact and Privacy pages', () => {
  it('About says what Dalil is and offers to join', async () => {
    await renderRoute('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Dalil' })).toBeInTheDocument();
    expect(screen.getByText(/public directory of local businesses in Oman/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Join as Partner' }).some((a) => a.getAttribute('href') === '/register')).toBe(true);
    await waitFor(() => expect(document.title).toBe('About Dalil · Dalil'));
  });

  it("Contact shows the footer's details with tel: and mailto: links", async () => {
    await renderRoute('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+968 2400 0000' })).toHaveAttribute('href', 'tel:+96824000000');
    expect(screen.getByRole('link', { name: 'hello@dalil.om' })).toHaveAttribute('href', 'mailto:hello@dalil.om');
    expect(screen.getAllByText('Al Khuwair, Muscat, Sultanate of Oman').length).toBeGreaterThan(0);
  });

  // Every key the app writes (lib/detectLanguage, register/registrationDraft, domain/savedPlaces,
  // lib/webFont, lib/useScrollRestoration), each named with what it is for and how it goes.
  it('Privacy lists everything the app stores in the browser, each with why and how it goes', async () => {
    await renderRoute('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    const stores = within(screen.getByRole('region', { name: 'What this site stores' }));
    expect(stores.getAllByRole('listitem')).toHaveLength(5);
    expect(stores.getByText(/Your language choice .*“dalil\.language”/)).toBeInTheDocument();
    expect(stores.getByText(/a draft of it .*“dalil\.registrationDraft”.*deleted once the application is sent/)).toBeInTheDocument();
    expect(stores.getByText(/partners, offers and products you save .*“dalil\.saved”.*Remove button on the Saved places page/)).toBeInTheDocument();
    expect(stores.getByText(/already downloaded the site's font.*“dalil\.webFont”/)).toBeInTheDocument();
    expect(stores.getByText(/How far down you had scrolled .*“dalil-scroll-positions”.*deletes it when you close the tab/)).toBeInTheDocument();
    expect(screen.getByText(/No cookies/)).toBeInTheDocument();
    const removing = within(screen.getByRole('region', { name: 'Removing it' }));
    expect(removing.getByText(/removes all of these at any time/)).toBeInTheDocument();
    expect(removing.queryByText(/both items/)).not.toBeInTheDocument();
  });

  it('reads in Arabic, listing the same five stored items', async () => {
    await renderRoute('/privacy', { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'سياسة الخصوصية' })).toBeInTheDocument();
    const stores = within(screen.getByRole('region', { name: 'ما يحفظه دليل' }));
    expect(stores.getAllByRole('listitem')).toHaveLength(5);
    for (const key of ['dalil.language', 'dalil.registrationDraft', 'dalil.saved', 'dalil.webFont', 'dalil-scroll-positions']) {
      expect(stores.getByText(new RegExp(`«${key.replace('.', '\\.')}»`))).toBeInTheDocument();
    }
    expect(screen.getByText(/يمكنك حذف هذه العناصر كلها/)).toBeInTheDocument();
    expect(screen.queryByText(/العنصرين/)).not.toBeInTheDocument();
  });
});
