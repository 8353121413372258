import { fireEvent, screen, within } from '@testing-library/react';
import { makeCompany } from '@tests/utils/fixtures';
import { renderWithProviders } from '@tests/utils/render';
import { CompanyCard } from './CompanyCard';

describe('CompanyCard', () => {
  it('is an article headed by the company name in English, with its category, description and location', async () => {
    await renderWithProviders(
      <CompanyCard
        company={makeCompany({ name: 'مطعم النور', en_name: 'Al Noor Restaurant', category_en_name: 'Restaurants', location: 'Seeb, Muscat' })}
      />,
    );
    const card = screen.getByRole('article', { name: 'Al Noor Restaurant' });
    expect(within(card).getByRole('heading', { level: 3, name: 'Al Noor Restaurant' })).toBeInTheDocument();
    expect(within(card).getByText('Restaurants')).toBeInTheDocument();
    expect(within(card).getByText('Fresh Omani food and friendly service.')).toBeInTheDocument();
    expect(within(card).getByText('Seeb, Muscat')).toBeInTheDocument();
  });

  it('uses the older desc field when there is no description', async () => {
    await renderWithProviders(<CompanyCard company={makeCompany({ description: null, desc: 'Handmade pottery from Bahla.' })} />);
    expect(screen.getByText('Handmade pottery from Bahla.')).toBeInTheDocument();
  });

  it('shows the rating with an accessible label, 4.5 when the company has none', async () => {
    await renderWithProviders(
      <>
        <CompanyCard company={makeCompany({ en_name: 'Rated Co', rating: 3.8 })} />
        <CompanyCard company={makeCompany({ en_name: 'Unrated Co', rating: null })} />
        <CompanyCard company={makeCompany({ en_name: 'Missing Co', rating: undefined })} />
      </>,
    );
    expect(within(screen.getByRole('article', { name: 'Rated Co' })).getByRole('img', { name: 'Rated 3.8 out of 5' })).toHaveTextContent('3.8');
    expect(within(screen.getByRole('article', { name: 'Unrated Co' })).getByRole('img', { name: 'Rated 4.5 out of 5' })).toHaveTextContent('4.5');
    expect(within(screen.getByRole('article', { name: 'Missing Co' })).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
  });

  it('shows the Family Business and Made in Oman badges only for companies that have them', async () => {
    await renderWithProviders(
      <>
        <CompanyCard company={makeCompany({ en_name: 'Both', productive_family: true, locally_made_in_company: true })} />
        <CompanyCard company={makeCompany({ en_name: 'Family', productive_family: true, locally_made_in_company: false })} />
        <CompanyCard company={makeCompany({ en_name: 'Neither', productive_family: false, locally_made_in_company: false })} />
      </>,
    );
    const both = screen.getByRole('article', { name: 'Both' });
    expect(within(both).getByText('Family Business')).toBeInTheDocument();
    expect(within(both).getByText('Made in Oman')).toBeInTheDocument();
    const family = screen.getByRole('article', { name: 'Family' });
    expect(within(family).getByText('Family Business')).toBeInTheDocument();
    expect(within(family).queryByText('Made in Oman')).toBeNull();
    const neither = screen.getByRole('article', { name: 'Neither' });
    expect(within(neither).queryByText('Family Business')).toBeNull();
    expect(within(neither).queryByText('Made in Oman')).toBeNull();
    expect(within(neither).queryByRole('list')).toBeNull();
  });

  it('links View Details to the partner page, and is not one giant link', async () => {
    await renderWithProviders(<CompanyCard company={makeCompany({ id: 42 })} />);
    expect(screen.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/partners/42');
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('makes Contact a phone call when the company has a phone number', async () => {
    await renderWithProviders(<CompanyCard company={makeCompany({ phone: '+968 2412 3456', email: 'info@noor.om' })} />);
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', 'tel:+96824123456');
  });

  it('makes Contact an e-mail when there is no usable phone number', async () => {
    await renderWithProviders(<CompanyCard company={makeCompany({ phone: 'n/a', email: 'info@noor.om' })} />);
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', 'mailto:info@noor.om');
  });

  it('has no Contact action when there is neither a phone nor an e-mail', async () => {
    await renderWithProviders(<CompanyCard company={makeCompany({ phone: null, email: '' })} />);
    expect(screen.queryByRole('link', { name: 'Contact' })).toBeNull();
    expect(screen.queryByText('Contact')).toBeNull();
  });

  it('shows the initial-letter avatar when the logo fails to load', async () => {
    const { container } = await renderWithProviders(
      <CompanyCard company={makeCompany({ en_name: 'Sohar Steel', logo: 'http://api.test/media/broken.png' })} />,
    );
    const logo = container.querySelector('img.company-logo');
    expect(logo).not.toBeNull();
    fireEvent.error(logo as Element);
    expect(container.querySelector('img.company-logo')).toBeNull();
    expect(container.querySelector('.company-logo--avatar')).toHaveTextContent('S');
  });

  it('has a list view with the same content', async () => {
    await renderWithProviders(<CompanyCard company={makeCompany({ en_name: 'Listed Co' })} view="list" />);
    const card = screen.getByRole('article', { name: 'Listed Co' });
    expect(card).toHaveClass('company-card--list');
    expect(within(card).getByRole('link', { name: 'View Details' })).toBeInTheDocument();
  });
});
