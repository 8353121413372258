// schema.org Offer for an offer page: what it is, its price or discount in OMR, until when, and who
// makes it (the partner's page on Dalil). Only sanitised links go in (webHref), and the block is
// serialised by the one helper that keeps API text from ending its <script>.
import type { Offer } from '@/api';
import { isPositive } from '@/lib/format';
import type { JsonLd } from '@/lib/jsonLd';
import { webHref } from '@/lib/webHref';
import { descriptionOf, localField, localName, titleNames } from '@/lib/names';
import { offerImage } from '@/lib/recordImages';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface OfferJsonLdContext {
  language: string;
  /** The offer page's absolute address. */
  pageUrl: string;
  /** The seller's page on Dalil (absolute), when the offer names its company's record. */
  sellerUrl?: string;
  /** The saving in the page's words ("40% OFF"), when the offer has one. */
  discount?: string | null;
}

/**
 * The offer. Its price when it states one, its discount as text when it has one (schema.org's Offer
 * has no discount property); the currency is always OMR. The seller is the partner's LocalBusiness
 * (the same `@id` as its page's block); a company with no record here is an Organization.
 */
export function offerJsonLd(offer: Offer, { language, pageUrl, sellerUrl, discount }: OfferJsonLdContext): JsonLd {
  const description = descriptionOf(offer);
  const image = webHref(offerImage(offer));
  const until = offer.valid_until && DATE.test(offer.valid_until) ? offer.valid_until : null;
  const company = localField(offer.company_name, offer.company_en_name, language);
  const category = localField(offer.category_name || offer.category, offer.category_en_name, language);
  const website = webHref(offer.company_website);
  const seller = company
    ? sellerUrl
      ? { '@type': 'LocalBusiness', '@id': sellerUrl, name: company, url: sellerUrl }
      : { '@type': 'Organization', name: company, ...(website ? { url: website } : {}) }
    : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Offer',
    '@id': pageUrl,
    url: pageUrl,
    name: localName(titleNames(offer), language),
    ...(description ? { description } : {}),
    ...(image ? { image } : {}),
    ...(isPositive(offer.price) ? { price: offer.price.toFixed(3) } : {}),
    priceCurrency: 'OMR',
    ...(discount ? { disambiguatingDescription: discount } : {}),
    ...(until ? { validThrough: until, priceValidUntil: until } : {}),
    ...(category ? { category } : {}),
    ...(seller ? { seller } : {}),
  };
}
