import type { CSSProperties, MouseEvent } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Link } from 'react-router-dom';
import type { Category } from '@/api';
import { initialLetter } from '@/components/media/avatar';
import { OtherName } from '@/components/ui/OtherName';
import { paths } from '@/config/paths';
import { localName } from '@/lib/names';
import './cards.css';

export const DEFAULT_CATEGORY_COLOR = '#48A002';

/** Only plain colour values reach the style attribute (hex, rgb/hsl functions, named colours). */
const SAFE_COLOR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([\d\s.,%/]+\)|[a-z]{3,20})$/i;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;

export function categoryColor(category: Pick<Category, 'color'>): string {
  const value = category.color?.trim();
  return value && SAFE_COLOR.test(value) ? value : DEFAULT_CATEGORY_COLOR;
}

/** The drawings of the categories' emoji (public/category-icons.svg), one symbol per emoji. */
export const CATEGORY_ICONS = '/category-icons.svg';

/**
 * What stands for a category (tile, detail panel), never an emoji: many phones and desktops lack a
 * colour emoji font and drew most of them as empty boxes. The first letter of `name`, and over it
 * the app's drawing of the category's emoji (its symbol in the sprite, named by the first code
 * point), which paints the tile's background first; an emoji the sprite lacks leaves the letter.
 * An icon given as a word or a file name is never shown as text.
 */
export function CategoryGlyph({ category, name }: { category: Pick<Category, 'icon'>; name: string }) {
  const icon = category.icon?.trim();
  const point = icon && PICTOGRAPH.test(icon) ? icon.codePointAt(0)?.toString(16) : '';
  return (
    <>
      {initialLetter(name)}
      {point && (
        // Hidden with its parent (aria-hidden); nothing in it takes focus.
        <svg viewBox="0 0 24 24">
          <use href={`${CATEGORY_ICONS}#c${point}`} />
        </svg>
      )}
    </>
  );
}

export interface CategoryCardProps {
  category: Category;
  /** Marks the card as the current choice (e.g. the category whose detail panel is open). */
  selected?: boolean;
  /**
   * Called on a plain left click (no modifier keys), before the link navigates to
   * /categories/{id}. To select in place instead of navigating, call event.preventDefault()
   * in the handler; ctrl/cmd/shift-clicks always keep the browser's own behaviour.
   */
  onSelect?: (category: Category, event: MouseEvent<HTMLAnchorElement>) => void;
}

/** A category tile: always a real link to /categories/{id}. */
export function CategoryCard({ category, selected = false, onSelect }: CategoryCardProps) {
  const { t, i18n } = useTranslation('cards');
  const language = i18n.language;
  const name = localName(category, language);
  const count = Math.max(0, category.company_count ?? 0);

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onSelect || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    onSelect(category, event);
  };

  return (
    <Link
      to={paths.category.getHref(category.id)}
      className={`card category-card${selected ? ' category-card--selected' : ''}`}
      style={{ '--category-color': categoryColor(category) } as CSSProperties}
      aria-current={selected ? 'true' : undefined}
      onClick={handleClick}
    >
      <span className="category-card__icon" aria-hidden="true">
        <CategoryGlyph category={category} name={name} />
      </span>
      <span className="category-card__text">
        <span className="category-card__name">
          <bdi>{name}</bdi>
        </span>
        <OtherName item={category} as="span" className="category-card__subtitle" />
        <span className="category-card__count">
          {t('category.companyCount', { count })}
        </span>
      </span>
    </Link>
  );
}
