// schema.org blocks in <head>: one way to write them safely, for every screen that has one.
import { useHeadTags } from './headTags';
import { safeExternalHref } from './safeLinks';

export type JsonLd = Record<string, unknown>;

/** An http(s) address only: a JSON-LD `url`, `logo` or `image` is never mailto:, tel: or worse. */
export function webHref(raw: string | null | undefined): string | undefined {
  const href = safeExternalHref(raw);
  return href && /^https?:/i.test(href) ? href : undefined;
}

/** JSON for an inline script: `<` becomes \u003c, so no value can close the element or open a comment. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** Puts the block in <head> while the page is shown, through the one head-tag helper. */
export function useJsonLd(json: string | null, owner = 'partner-detail'): void {
  useHeadTags(json ? [{ tag: 'script', attributes: { type: 'application/ld+json', 'data-owner': owner }, text: json }] : null);
}
