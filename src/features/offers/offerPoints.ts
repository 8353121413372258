import type { OfferLocation } from '@/api';
import { isMappable, type MapPoint } from '@/components/map';
import { paths } from '@/config/paths';
import { localField } from '@/lib/names';

/** Map points for offer locations: title and company in the visitor's language, linked to the offer. */
export function offerMapPoints(locations: readonly OfferLocation[], language: string): MapPoint[] {
  return locations
    .filter((location) => isMappable(location.latitude, location.longitude))
    .map((location) => ({
      id: location.id,
      lat: location.latitude,
      lng: location.longitude,
      title: localField(location.title, location.en_title, language),
      subtitle: localField(location.company_name, location.company_en_name, language) || undefined,
      href: paths.offer.getHref(location.id),
    }));
}
