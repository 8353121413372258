// Which of a record's image fields a screen shows, read one way everywhere: the cards, the detail
// screens and the published pages' link previews.

type ImageList = readonly (string | null | undefined)[] | null | undefined;

/** An offer's photo: the first entry of `images` with any text, untouched (the sanitiser trims). */
export function offerImage(offer: { images?: ImageList }): string | null {
  return offer.images?.find((src) => typeof src === 'string' && src.trim() !== '') ?? null;
}

/** Every distinct image of an ad, `images` first, then the older single `image`, trimmed. */
export function adImages(ad: { images?: ImageList; image?: string | null }): string[] {
  const all = [...(ad.images ?? []), ad.image ?? ''].map((src) => (typeof src === 'string' ? src.trim() : '')).filter(Boolean);
  return [...new Set(all)];
}

/** The first usable image of an ad (its card's, its page's first), or null. */
export function adImage(ad: { images?: ImageList; image?: string | null }): string | null {
  return adImages(ad)[0] ?? null;
}
