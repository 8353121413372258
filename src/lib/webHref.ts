// The one sanitiser (safeLinks), narrowed to web addresses for schema.org blocks (JSON-LD).
import { safeExternalHref } from './safeLinks';

/** An http(s) address only: a JSON-LD `url`, `logo` or `image` is never mailto:, tel: or worse. */
export function webHref(raw: string | null | undefined): string | undefined {
  const href = safeExternalHref(raw);
  return href && /^https?:/i.test(href) ? href : undefined;
}
