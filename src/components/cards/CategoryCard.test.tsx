import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeCategory } from '@tests/utils/fixtures';
import { renderWithProviders } from '@tests/utils/render';
import { CATEGORY_ICONS, CategoryCard, categoryColor } from './CategoryCard';

describe('CategoryCard', () => {
  it('links to the category page and shows its name, other-language name, icon and company count', async () => {
    await renderWithProviders(
      <CategoryCard category={makeCategory({ id: 9, name: 'مطاعم', en_name: 'Restaurants', icon: '🍽️', company_count: 12 })} />,
    );
    const link = screen.getByRole('link', { name: /Restaurants/ });
    expect(link).toHaveAttribute('href', '/categories/9');
    expect(link).toHaveTextContent('Restaurants');
    expect(link).toHaveTextContent('مطاعم');
    // The emoji itself is never text on screen (an empty box without a colour emoji font): the
    // app's drawing of it lies over the name's first letter.
    expect(link).not.toHaveTextContent('🍽️');
    expect(link.querySelector('.category-card__icon use')).toHaveAttribute('href', `${CATEGORY_ICONS}#c1f37d`);
    expect(link).toHaveTextContent('12 companies');
  });

  it('says "1 company" for one', async () => {
    await renderWithProviders(<CategoryCard category={makeCategory({ company_count: 1 })} />);
    expect(screen.getByText('1 company')).toBeInTheDocument();
  });

  it('uses the default colour #48A002 when the category has none', async () => {
    await renderWithProviders(<CategoryCard category={makeCategory({ color: null })} />);
    expect(screen.getByRole('link').style.getPropertyValue('--category-color')).toBe('#48A002');
  });

  it('uses the category colour as its accent', async () => {
    await renderWithProviders(<CategoryCard category={makeCategory({ color: '#e4572e' })} />);
    expect(screen.getByRole('link').style.getPropertyValue('--category-color')).toBe('#e4572e');
  });

  it('never puts anything but a colour into the style', () => {
    expect(categoryColor({ color: 'red; background: url(http://evil.test/x)' })).toBe('#48A002');
    expect(categoryColor({ color: 'rgb(10, 20, 30)' })).toBe('rgb(10, 20, 30)');
    expect(categoryColor({ color: '  ' })).toBe('#48A002');
  });

  it('shows the first letter of the name when the category has no emoji icon', async () => {
    await renderWithProviders(<CategoryCard category={makeCategory({ en_name: 'Tourism', icon: null })} />);
    expect(screen.getByRole('link').querySelector('.category-card__icon')).toHaveTextContent(/^T$/);
  });

  it('draws an emoji icon as the sprite symbol of its first code point, over the first letter; anything else is the letter alone', async () => {
    const icon = async (value: string | null, en_name = 'Restaurants') => {
      const { unmount } = await renderWithProviders(<CategoryCard category={makeCategory({ en_name, icon: value })} />);
      const glyph = screen.getByRole('link').querySelector('.category-card__icon') as HTMLElement;
      const result = { text: glyph.textContent, href: glyph.querySelector('use')?.getAttribute('href') ?? null };
      unmount();
      return result;
    };
    expect(await icon(' ☕ ', 'Cafés')).toEqual({ text: 'C', href: `${CATEGORY_ICONS}#c2615` });
    expect(await icon('restaurant.png')).toEqual({ text: 'R', href: null });
    expect(await icon(null)).toEqual({ text: 'R', href: null });
  });

  it('is marked current when selected', async () => {
    await renderWithProviders(<CategoryCard category={makeCategory()} selected />);
    expect(screen.getByRole('link')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link')).toHaveClass('category-card--selected');
  });

  it('calls onSelect with the category on a click, and still navigates unless the handler prevents it', async () => {
    const category = makeCategory({ id: 5, en_name: 'Healthcare' });
    const onSelect = jest.fn();
    const { router } = await renderWithProviders(<CategoryCard category={category} onSelect={onSelect} />, { url: '/categories' });
    await userEvent.click(screen.getByRole('link'));
    expect(onSelect).toHaveBeenCalledWith(category, expect.anything());
    expect(router.state.location.pathname).toBe('/categories/5');
  });

  it('lets onSelect keep the visitor on the page by preventing the navigation', async () => {
    const onSelect = jest.fn((_category, event: { preventDefault: () => void }) => event.preventDefault());
    const { router } = await renderWithProviders(<CategoryCard category={makeCategory({ id: 6 })} onSelect={onSelect} />, {
      url: '/categories',
    });
    await userEvent.click(screen.getByRole('link'));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/categories');
  });

  it('shows the Arabic name first and the English name as the subtitle in Arabic', async () => {
    await renderWithProviders(
      <CategoryCard category={makeCategory({ name: 'مطاعم', en_name: 'Restaurants', company_count: 5 })} />,
      { language: 'ar' },
    );
    const link = screen.getByRole('link');
    expect(link.querySelector('.category-card__name')).toHaveTextContent('مطاعم');
    expect(link.querySelector('.category-card__subtitle')).toHaveTextContent('Restaurants');
    expect(link).toHaveTextContent('٥ شركات');
  });
});
