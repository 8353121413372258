import { fireEvent, screen } from '@testing-library/react';
import { makeAd } from '@tests/utils/fixtures';
import { renderWithProviders } from '@tests/utils/render';
import { AdCard } from './AdCard';

describe('AdCard', () => {
  it('links to the external link in a new tab, announced to screen readers', async () => {
    await renderWithProviders(<AdCard ad={makeAd({ en_title: 'Grand Opening', external_link: 'https://noor.om/opening' })} />);
    const link = screen.getByRole('link', { name: 'Grand Opening (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://noor.om/opening');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('adds http:// to an external link without a scheme', async () => {
    await renderWithProviders(<AdCard ad={makeAd({ en_title: 'Visit us', external_link: 'noor.om' })} />);
    expect(screen.getByRole('link', { name: /Visit us/ })).toHaveAttribute('href', 'http://noor.om/');
  });

  it('links to the ad page when there is no external link', async () => {
    await renderWithProviders(<AdCard ad={makeAd({ id: 31, en_title: 'Ramadan Nights', external_link: null })} />);
    const link = screen.getByRole('link', { name: 'Ramadan Nights' });
    expect(link).toHaveAttribute('href', '/ads/31');
    expect(link).not.toHaveAttribute('target');
  });

  it.each(['javascript:alert(1)', '//evil.test/x', 'ftp://files.test'])('falls back to the ad page for an unsafe link (%s)', async (raw) => {
    await renderWithProviders(<AdCard ad={makeAd({ id: 32, en_title: 'Unsafe', external_link: raw })} />);
    expect(screen.getByRole('link', { name: 'Unsafe' })).toHaveAttribute('href', '/ads/32');
  });

  it('shows the title, description, company, start date and level', async () => {
    await renderWithProviders(
      <AdCard
        ad={makeAd({
          en_title: 'Grand Opening',
          description: 'Opening week discounts.',
          company_en_name: 'Al Khaleej Restaurant',
          start_date: '2026-02-01',
          ad_type: 'Level 2',
        })}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Grand Opening' })).toBeInTheDocument();
    expect(screen.getByText('Opening week discounts.')).toBeInTheDocument();
    expect(screen.getByText('Al Khaleej Restaurant')).toBeInTheDocument();
    expect(screen.getByText('Business spotlight')).toBeInTheDocument();
    expect(document.querySelector('time')).toHaveAttribute('dateTime', '2026-02-01');
    expect(document.querySelector('time')).toHaveTextContent(/2026/);
  });

  it('labels Level 1 ads', async () => {
    await renderWithProviders(<AdCard ad={makeAd({ ad_type: 'Level 1' })} />);
    expect(screen.getByText('Featured advertisement')).toBeInTheDocument();
  });

  it('uses images[0], then the single image field, and the ad background when the image fails', async () => {
    const { container, unmount } = await renderWithProviders(
      <AdCard ad={makeAd({ images: ['http://api.test/media/a.svg', 'http://api.test/media/b.svg'], image: 'http://api.test/media/c.svg' })} />,
    );
    expect(container.querySelector('img.card__image')).toHaveAttribute('src', 'http://api.test/media/a.svg');
    fireEvent.error(container.querySelector('img.card__image') as Element);
    expect(container.querySelector('img.card__image')).toBeNull();
    expect(container.querySelector('.fallback-image--ad-background')).not.toBeNull();
    unmount();

    const second = await renderWithProviders(<AdCard ad={makeAd({ images: [], image: 'http://api.test/media/c.svg' })} />);
    expect(second.container.querySelector('img.card__image')).toHaveAttribute('src', 'http://api.test/media/c.svg');
  });

  it.each(['spotlight', 'featured', 'compact'] as const)('renders the %s variant', async (variant) => {
    await renderWithProviders(<AdCard ad={makeAd({ en_title: 'Shaped' })} variant={variant} />);
    expect(screen.getByRole('article')).toHaveClass(`ad-card--${variant}`);
    expect(screen.getByRole('link', { name: 'Shaped' })).toBeInTheDocument();
  });
});
