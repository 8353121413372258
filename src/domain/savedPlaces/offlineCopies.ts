// What a saved record needs to open offline (docs/offline.md): its page's address in the page's
// language, whose route data names the calls its screen makes (so the worker's cached answers are
// the ones the screen later looks up), and the images its page shows from their answers. Pure:
// keepOffline.ts asks for them once a save is made with the worker in control.
import { paths } from '@/config/paths';
import { pathInLanguage } from '@/lib/languagePath';
import { offerImage } from '@/lib/recordImages';
import { safeImageSrc } from '@/lib/safeLinks';
import { KEEP_OFFLINE_MAX } from '@/sw/rules';
import type { RouteCall } from '@/store';
import type { SavedKind } from './savedPlaces';

/** A partner's offers its page shows before 'Show all' (src/features/partners/PartnerOffers.tsx). */
export const PARTNER_OFFERS_SHOWN = 12;


const pageOf: Record<SavedKind, (id: number) => string> = {
  partner: paths.partner.getHref,
  offer: paths.offer.getHref,
  product: paths.product.getHref,
};

/** The record's published address in the page's language ('/partners/3', '/ar/partners/3'). */
export function savedPagePath(kind: SavedKind, id: number, language: string): string {
  return pathInLanguage(pageOf[kind](id), language === 'ar' ? 'ar' : 'en');
}

/** The record's logo (a partner) or image (an offer, a product), as its page shows it; null when it has none usable. */
export function savedRecordImage(kind: SavedKind, record: unknown): string | null {
  if (!record || typeof record !== 'object') return null;
  const fields = record as { logo?: string | null; image?: string | null; images?: Parameters<typeof offerImage>[0]['images'] };
  if (kind === 'partner') return safeImageSrc(fields.logo);
  if (kind === 'offer') return safeImageSrc(offerImage(fields));
  return safeImageSrc(fields.image);
}

/** The records of a list answer, as the screens read it: an array, or a page's `results`. */
function recordsOf(data: unknown): unknown[] {
  if (Array.isArray(data)) return data;
  const results = data && typeof data === 'object' ? (data as { results?: unknown }).results : undefined;
  return Array.isArray(results) ? results : [];
}

/** The images a screen shows from one of its calls' answers (unsanitised: see savedPageImages). */
function imagesOfAnswer(call: RouteCall, data: unknown): (string | null)[] {
  switch (call.endpoint) {
    case 'getCompanyById':
      return [savedRecordImage('partner', data)];
    case 'getOfferDetails':
      return [savedRecordImage('offer', data)];
    case 'getProductDetails':
      return [savedRecordImage('product', data)];
    case 'getAllCompanyActiveOffers':
      return recordsOf(data).slice(0, PARTNER_OFFERS_SHOWN).map((offer) => savedRecordImage('offer', offer));
    case 'getProducts':
      return recordsOf(data).map((product) => savedRecordImage('product', product));
    default:
      return [];
  }
}

/**
 * Every image the saved record's page shows from these answers (its route's calls, in order, the
 * record's own first): its logo or image, and a partner's offers' and products' pictures. Sanitised,
 * without repeats, at most as many as the worker keeps for one save (KEEP_OFFLINE_MAX).
 */
export function savedPageImages(answers: readonly (readonly [RouteCall, unknown])[]): string[] {
  const images = answers.flatMap(([call, data]) => imagesOfAnswer(call, data)).filter((src): src is string => src !== null);
  return [...new Set(images)].slice(0, KEEP_OFFLINE_MAX.images);
}
