import { screen } from '@testing-library/react';
import { renderWithProviders } from '@tests/utils/render';
import { CardSkeletons } from './CardSkeleton';

describe('CardSkeletons', () => {
  it('renders the asked number of placeholders, hidden from screen readers, with one Loading… status', async () => {
    const { container } = await renderWithProviders(
      <div className="grid" data-testid="grid">
        <CardSkeletons count={8} kind="offer" />
      </div>,
    );
    const placeholders = container.querySelectorAll('.card-skeleton');
    expect(placeholders).toHaveLength(8);
    placeholders.forEach((placeholder) => expect(placeholder).toHaveAttribute('aria-hidden', 'true'));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it.each([
    ['company', 'grid', 'card-skeleton--company-grid'],
    ['company', 'list', 'card-skeleton--company-list'],
    ['offer', 'list', 'card-skeleton--offer-list'],
    ['category', 'grid', 'card-skeleton--category-grid'],
  ] as const)('takes the shape of a %s card in %s view', async (kind, view, shape) => {
    const { container } = await renderWithProviders(<CardSkeletons count={2} kind={kind} view={view} />);
    expect(container.querySelectorAll(`.${shape}`)).toHaveLength(2);
  });

  it('sits in the layout the cards will fill when given its class, else straight in the caller\'s', async () => {
    const { container } = await renderWithProviders(<CardSkeletons className="grid product-grid" count={3} kind="offer" />);
    const layout = container.firstElementChild;
    expect(layout).toHaveClass('grid', 'product-grid');
    expect(layout?.querySelectorAll(':scope > .card-skeleton')).toHaveLength(3);
    const bare = await renderWithProviders(<CardSkeletons count={2} kind="offer" />);
    expect(bare.container.querySelectorAll(':scope > .card-skeleton')).toHaveLength(2);
  });

  it('imitates the ad card variants', async () => {
    const { container } = await renderWithProviders(<CardSkeletons count={6} kind="ad" variant="compact" />);
    expect(container.querySelectorAll('.card-skeleton--ad-compact')).toHaveLength(6);
  });

  it('announces loading in Arabic', async () => {
    await renderWithProviders(<CardSkeletons count={3} />, { language: 'ar' });
    expect(screen.getByRole('status')).toHaveTextContent('جارٍ التحميل…');
  });
});
