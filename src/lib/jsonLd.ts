// schema.org blocks in <head>: one way to write them safely, for every screen that has one.
import { useEffect } from 'react';
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

/**
 * Puts the block in <head> while the page is shown. Done in an effect rather than rendered:
 * React warns about (and never runs) <script> elements it renders, and head is where crawlers look.
 */
export function useJsonLd(json: string | null, owner = 'partner-detail'): void {
  useEffect(() => {
    if (!json) return undefined;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.owner = owner;
    script.textContent = json;
    document.head.appendChild(script);
    return () => script.remove();
  }, [json, owner]);
}
