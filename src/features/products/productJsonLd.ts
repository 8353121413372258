// schema.org Product for a product page: name, description, image, seller and an Offer in OMR.
import type { Product } from '@/api';
import { isPrice } from '@/lib/format';
import { webHref, type JsonLd } from '@/lib/jsonLd';
import { localName } from '@/lib/names';

export function productJsonLd(product: Product, language: string, pageUrl?: string, sellerName?: string): JsonLd {
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
    ...(price !== null
      ? {
          offers: {
            '@type': 'Offer',
            price: price.toFixed(3),
            priceCurrency: 'OMR',
            ...(sellerName ? { seller: { '@type': 'Organization', name: sellerName } } : {}),
          },
        }
      : {}),
  };
}
