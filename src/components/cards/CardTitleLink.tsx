import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * A card's title and its one link, stretched over the whole card by `.card__link` (click anywhere,
 * tab once). `block` is the card's own class, which names the title and link for its styles.
 */
export function CardTitleLink({ block, to, children }: { block: 'offer-card' | 'product-card'; to: string; children: ReactNode }) {
  return (
    <h3 className={`card__title ${block}__title`}>
      <Link className={`card__link ${block}__link`} to={to}>
        <bdi>{children}</bdi>
      </Link>
    </h3>
  );
}
