import { fireEvent, screen } from '@testing-library/react';
import { makeProduct } from '@tests/utils/fixtures';
import { renderWithProviders } from '@tests/utils/render';
import { ProductCard } from './ProductCard';

const price = () => screen.getByText((_, element) => element?.classList.contains('product-card__price') ?? false).textContent;
const omr = (locale: string, amount: number) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'OMR', minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(amount);

describe('ProductCard', () => {
  it('links the name to the product page, the only link on the card', async () => {
    await renderWithProviders(<ProductCard product={makeProduct({ id: 12, name: 'كيك التمر', en_name: 'Date cake' })} />);
    expect(screen.getByRole('link', { name: 'Date cake' })).toHaveAttribute('href', '/products/12');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('names the product in the visitor’s language, falling back to the Arabic name', async () => {
    await renderWithProviders(<ProductCard product={makeProduct({ name: 'كيك التمر', en_name: 'Date cake' })} />, { language: 'ar' });
    expect(screen.getByRole('link', { name: 'كيك التمر' })).toBeInTheDocument();
  });

  it('prices in OMR with three decimals, in English and in Arabic', async () => {
    const { unmount } = await renderWithProviders(<ProductCard product={makeProduct({ price: 12.5 })} />);
    expect(price()).toBe(`Price ${omr('en-OM', 12.5)}`);
    expect(omr('en-OM', 12.5)).toMatch(/12\.500/);
    unmount();
    await renderWithProviders(<ProductCard product={makeProduct({ price: 0.25 })} />, { language: 'ar' });
    expect(price()).toBe(`السعر ${omr('ar-OM', 0.25)}`);
    expect(omr('ar-OM', 0.25)).toMatch(/٠٫٢٥٠/);
  });

  it('shows no price when the product has none', async () => {
    await renderWithProviders(<ProductCard product={makeProduct({ price: null })} />);
    expect(screen.queryByText(/OMR/)).not.toBeInTheDocument();
  });

  it('gives the image its size and shows the brand background when it is missing or fails', async () => {
    const { container } = await renderWithProviders(<ProductCard product={makeProduct({ image: 'https://cdn.example.om/p.jpg' })} />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('width', '320');
    expect(img).toHaveAttribute('height', '240');
    fireEvent.error(img as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.fallback-image--ad-background')).not.toBeNull();
  });

  it('never links or shows an unsafe image address', async () => {
    const { container } = await renderWithProviders(<ProductCard product={makeProduct({ image: 'javascript:alert(1)' })} />);
    expect(container.querySelector('img')).toBeNull();
  });
});
