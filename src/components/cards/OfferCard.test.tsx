import { fireEvent, screen } from '@testing-library/react';
import { formatDate } from '@/lib/format';
import { makeOffer } from '@tests/utils/fixtures';
import { renderWithProviders } from '@tests/utils/render';
import { OfferCard } from './OfferCard';

// Noon UTC, so the local calendar date is the same in every time zone the tests may run in.
const NOW = new Date('2026-03-10T12:00:00Z');
const inDays = (days: number) => new Date(NOW.getTime() + days * 86_400_000).toISOString().slice(0, 10);

describe('OfferCard', () => {
  it('links the title to the offer page, the only link on the card', async () => {
    await renderWithProviders(<OfferCard offer={makeOffer({ id: 77, title: 'عرض الصيف', en_title: 'Summer Deal' })} now={NOW} />);
    const link = screen.getByRole('link', { name: 'Summer Deal' });
    expect(link).toHaveAttribute('href', '/offers/77');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 3, name: 'Summer Deal' })).toContainElement(link);
  });

  it('marks an Arabic description on an English page with lang="ar" and its own direction', async () => {
    await renderWithProviders(<OfferCard offer={makeOffer({ description: 'لا يمكن الجمع مع عروض أخرى.' })} now={NOW} />);
    const description = screen.getByText('لا يمكن الجمع مع عروض أخرى.');
    expect(description).toHaveAttribute('lang', 'ar');
    expect(description).toHaveAttribute('dir', 'auto');
  });

  it('uses the older name field when there is no title', async () => {
    await renderWithProviders(<OfferCard offer={makeOffer({ title: '', name: 'Old Host Offer', en_title: null })} now={NOW} />);
    expect(screen.getByRole('link', { name: 'Old Host Offer' })).toBeInTheDocument();
  });

  it('shows the discount percent as "{n}% OFF"', async () => {
    await renderWithProviders(<OfferCard offer={makeOffer({ discount_percentage: 25, discount_amount: 3 })} now={NOW} />);
    expect(screen.getByText('25% OFF')).toBeInTheDocument();
  });

  it('shows the discount amount in OMR with three decimals when there is no percent', async () => {
    await renderWithProviders(<OfferCard offer={makeOffer({ discount_percentage: null, discount_amount: 5 })} now={NOW} />);
    expect(screen.getByText(/^OMR\s5\.000 OFF$/)).toBeInTheDocument();
    expect(screen.queryByText(/% OFF/)).toBeNull();
  });

  it('shows no discount badge when the offer has neither', async () => {
    await renderWithProviders(<OfferCard offer={makeOffer({ discount_percentage: null, discount_amount: null })} now={NOW} />);
    expect(screen.queryByText(/OFF/)).toBeNull();
  });

  it('shows the price in OMR and "Until {date}"', async () => {
    await renderWithProviders(<OfferCard offer={makeOffer({ price: 12.5, valid_until: '2026-04-30' })} now={NOW} />);
    expect(screen.getByText(/^OMR\s12\.500$/)).toBeInTheDocument();
    expect(screen.getByText(`Until ${formatDate('2026-04-30', 'en')}`)).toHaveTextContent(/^Until .*30.*2026$/);
  });

  it('shows the company name in the active language', async () => {
    await renderWithProviders(
      <OfferCard offer={makeOffer({ company_name: 'مطعم الخليج', company_en_name: 'Al Khaleej Restaurant' })} now={NOW} />,
    );
    expect(screen.getByText('Al Khaleej Restaurant')).toBeInTheDocument();
  });

  it.each([
    [1, '1d left'],
    [7, '7d left'],
  ])('shows the "d left" badge with %i days left', async (days, text) => {
    await renderWithProviders(<OfferCard offer={makeOffer({ valid_until: inDays(days) })} now={NOW} />);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByText('Expired')).toBeNull();
  });

  it.each([0, 8, 30])('shows no "d left" badge with %i days left', async (days) => {
    await renderWithProviders(<OfferCard offer={makeOffer({ valid_until: inDays(days) })} now={NOW} />);
    expect(screen.queryByText(/d left/)).toBeNull();
  });

  it('counts part of a day as a whole day left (ceiling)', async () => {
    const now = new Date(Date.parse('2026-03-13T00:00:00Z') - 2.5 * 86_400_000);
    await renderWithProviders(<OfferCard offer={makeOffer({ valid_until: '2026-03-13' })} now={now} />);
    expect(screen.getByText('3d left')).toBeInTheDocument();
  });

  it('marks a past offer Expired, without a "d left" badge', async () => {
    await renderWithProviders(<OfferCard offer={makeOffer({ valid_until: inDays(-3) })} now={NOW} />);
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(screen.queryByText(/d left/)).toBeNull();
    expect(screen.getByRole('article')).toHaveClass('offer-card--expired');
  });

  it('shows the first image, and the ad background when it fails to load', async () => {
    const { container } = await renderWithProviders(
      <OfferCard offer={makeOffer({ images: ['http://api.test/media/first.svg', 'http://api.test/media/second.svg'] })} now={NOW} />,
    );
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', 'http://api.test/media/first.svg');
    fireEvent.error(image as Element);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.fallback-image--ad-background')).not.toBeNull();
  });

  it('shows the ad background when the offer has no images', async () => {
    const { container } = await renderWithProviders(<OfferCard offer={makeOffer({ images: [] })} now={NOW} />);
    expect(container.querySelector('.fallback-image--ad-background')).not.toBeNull();
  });

  it('has a list view', async () => {
    await renderWithProviders(<OfferCard offer={makeOffer()} view="list" now={NOW} />);
    expect(screen.getByRole('article')).toHaveClass('offer-card--list');
  });
});
