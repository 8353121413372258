// schema.org Product for a product page: name, description, image, seller and an Offer in OMR. A
// Product needs one of offers, review or aggregateRating: a product without a price still has its
// seller's offer (schema.org's way to say who sells it), only without a price.
import type { Product } from '@/api';
import { isPrice } from '@/lib/format';
import type { JsonLd } from '@/lib/jsonLd';
import { webHref } from '@/lib/webHref';
import { localName } from '@/lib/names';

export interface ProductSeller {
  name: string;
  /** The seller's page on Dalil (absolute): the `@id` of that page's LocalBusiness block. */
  url?: string;
}

function sellerOf({ name, url }: ProductSeller): JsonLd {
  return url ? { '@type': 'LocalBusiness', '@id': url, name, url } : { '@type': 'Organization', name };
}

export function productJsonLd(product: Product, language: string, pageUrl?: string, seller?: ProductSeller): JsonLd {
  const description = product.description?.trim();
  const image = webHref(product.image);
  const price = isPrice(product.price) ? product.price : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    ...(pageUrl ? { '@id': pageUrl, url: pageUrl } : {}),
    name: localName(product, language),
    inLanguage: language,
    ...(description ? { description } : {}),
    ...(image ? { image } : {}),
    ...(price !== null || seller?.name
      ? {
          offers: {
            '@type': 'Offer',
            ...(pageUrl ? { url: pageUrl } : {}),
            ...(price !== null ? { price: price.toFixed(3), priceCurrency: 'OMR' } : {}),
            ...(seller?.name ? { seller: sellerOf(seller) } : {}),
          },
        }
      : {}),
  };
}
