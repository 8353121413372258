import { useTranslation } from '@/lib/useTranslation';
import type { Product } from '@/api';
import { FallbackImage } from '@/components/media/FallbackImage';
import { SaveButton } from '@/domain/savedPlaces';
import { paths } from '@/config/paths';
import { formatMoney, isPrice } from '@/lib/format';
import { descriptionOf, localName } from '@/lib/names';
import { CardDescription } from './CardDescription';
import { CardTitleLink } from './CardTitleLink';
import './cards.css';

/** The card image's intrinsic size (4:3): the box is reserved before the image arrives. */
export const PRODUCT_IMAGE_WIDTH = 320;
export const PRODUCT_IMAGE_HEIGHT = 240;

export interface ProductCardProps {
  product: Product;
}

/** A product: one link (the name, stretched over the card), the price in OMR, a short description. */
export function ProductCard({ product }: ProductCardProps) {
  const { t, i18n } = useTranslation('cards');
  const language = i18n.language;
  const name = localName(product, language);
  const description = descriptionOf(product);

  return (
    <article className="card card--linked product-card">
      <div className="card__media product-card__media">
        <FallbackImage
          src={product.image}
          alt=""
          fallback="adBackground"
          className="card__image"
          width={PRODUCT_IMAGE_WIDTH}
          height={PRODUCT_IMAGE_HEIGHT}
        />
        <SaveButton kind="product" id={product.id} names={product} className="product-card__save" />
      </div>
      <div className="card__body product-card__body">
        <CardTitleLink block="product-card" to={paths.product.getHref(product.id)}>
          {name}
        </CardTitleLink>
        <CardDescription block="product-card" text={description} />
        {isPrice(product.price) && (
          <p className="product-card__price">
            <span className="visually-hidden">{t('product.price')} </span>
            {formatMoney(product.price, language)}
          </p>
        )}
      </div>
    </article>
  );
}

export interface ProductGridProps {
  products: Product[];
  /** The list's own class, after `grid product-grid`. */
  className: string;
  /** True until the cards are the current answer (asked for, or still rendering). */
  busy: boolean;
}

/** Products as the grid of cards every product list shows. */
export function ProductGrid({ products, className, busy }: ProductGridProps) {
  return (
    <ul className={`grid product-grid ${className}`} aria-busy={busy}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
