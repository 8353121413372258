import type { Ad } from '@/api';
import { descriptionOf, localField, localName, titleNames } from '@/lib/names';
import { safeExternalHref } from '@/lib/safeLinks';

// No styles here: the ad page reads an ad without loading the cards' CSS.
/** What every view of an ad shows from it, read one way: its title, advertiser, text and safe outside link. */
export function readAd(ad: Ad, language: string) {
  return {
    title: localName(titleNames(ad), language),
    company: localField(ad.company_name, ad.company_en_name, language),
    description: descriptionOf(ad),
    externalHref: safeExternalHref(ad.external_link),
  };
}
