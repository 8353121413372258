// The one link sanitiser. Every href built from API data goes through here: only http, https,
// mailto and tel survive; anything else (javascript:, data:, ftp:, protocol-relative //host) is
// never rendered as a link.
const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/**
 * A host and port with no scheme ("shop.om:8080/menu"). Its "shop.om:" reads as a scheme by
 * HAS_SCHEME's grammar, but a scheme is never followed by a bare port number.
 */
const HOST_AND_PORT = /^[a-z0-9.-]+:\d+(?:[/?#]|$)/i;

/**
 * The address's scheme ("https:"), lower-cased, or null when it has none. An allowed scheme is
 * always taken as one ("tel:24123456" is a number, not a host "tel" and port); any other
 * word before a port number is a host. That only ever adds http://, so it cannot let a
 * javascript: or data: address through: the result is checked against ALLOWED_SCHEMES.
 */
function schemeOf(value: string): string | null {
  const scheme = HAS_SCHEME.exec(value)?.[0].toLowerCase() ?? null;
  if (scheme === null || ALLOWED_SCHEMES.has(scheme)) return scheme;
  return HOST_AND_PORT.test(value) ? null : scheme;
}

/**
 * A safe href for an external address from the API, or null.
 * Addresses without a scheme ("alnoor.om", "alnoor.om:8080") get http:// prepended (spec: Visit Website).
 */
export function safeExternalHref(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  // Control characters and spaces are how scheme filters get fooled ("java\tscript:").
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this rejects
  if (!value || /[\s\u0000-\u001f\u007f<>"'`\\]/.test(value)) return null;
  if (value.startsWith('//')) return null;
  const candidate = schemeOf(value) ? value : `http://${value}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (!ALLOWED_SCHEMES.has(url.protocol)) return null;
  if ((url.protocol === 'http:' || url.protocol === 'https:') && !url.hostname.includes('.') && url.hostname !== 'localhost') {
    return null;
  }
  return url.href;
}

/**
 * A company's website as a link, or null: a web address only (http or https, or none, given
 * http://). A mailto: or tel: in the website field is not a website to visit.
 */
export function websiteHref(raw: string | null | undefined): string | null {
  const href = safeExternalHref(raw);
  return href && /^https?:/.test(href) ? href : null;
}

/** A tel: href for a phone number from the API, or null. */
export function telHref(phone: string | null | undefined): string | null {
  if (typeof phone !== 'string') return null;
  const digits = phone.replace(/[^\d+]/g, '');
  if (!/^\+?\d{4,15}$/.test(digits)) return null;
  return safeExternalHref(`tel:${digits}`);
}

/** A mailto: href for an e-mail address from the API, or null. */
export function mailtoHref(email: string | null | undefined): string | null {
  if (typeof email !== 'string') return null;
  const value = email.trim();
  if (!/^[^\s@/?#]+@[^\s@/?#]+\.[^\s@/?#]+$/.test(value)) return null;
  return safeExternalHref(`mailto:${value}`);
}

/**
 * A safe <img src> from the API, or null: an http(s) address or a same-origin path only
 * (never javascript:, data:, vbscript: or a protocol-relative //host).
 */
export function safeImageSrc(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (/^\/(?![/\\])/.test(value)) return /[\s\u0000-\u001f\u007f<>"'`\\]/.test(value) ? null : value; // eslint-disable-line no-control-regex
  // An http(s) address, as a website's; but unlike a website, never guessed: no scheme, no image.
  return schemeOf(value) ? websiteHref(value) : null;
}
