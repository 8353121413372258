// schema.org LocalBusiness for a partner page, so search engines read name, contact and place.
// Only sanitised links go in, and the text is escaped so API data can never end the <script>.
import type { Branch, Company } from '@/api';
import { useHeadTags } from '@/lib/headTags';
import { localName } from '@/lib/names';
import { mailtoHref, safeExternalHref, telHref } from '@/lib/safeLinks';

type JsonLd = Record<string, unknown>;

const isCoordinate = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/** An http(s) address only: a JSON-LD `url` or `logo` is never mailto:, tel: or worse. */
function webHref(raw: string | null | undefined): string | undefined {
  const href = safeExternalHref(raw);
  return href && /^https?:/i.test(href) ? href : undefined;
}

function place(item: { location?: string | null; latitude?: number | null; longitude?: number | null }): JsonLd {
  const result: JsonLd = {};
  const location = item.location?.trim();
  if (location) result.address = { '@type': 'PostalAddress', streetAddress: location, addressCountry: 'OM' };
  if (isCoordinate(item.latitude) && isCoordinate(item.longitude)) {
    result.geo = { '@type': 'GeoCoordinates', latitude: item.latitude, longitude: item.longitude };
  }
  return result;
}

export function partnerJsonLd(company: Company, branches: Branch[], language: string, pageUrl?: string): JsonLd {
  const name = localName(company, language);
  const description = company.description?.trim() || company.desc?.trim();
  const telephone = telHref(company.phone) ? company.phone?.trim() : undefined;
  const email = mailtoHref(company.email) ? company.email?.trim() : undefined;
  const year = /^\d{4}/.exec(company.established_date ?? '')?.[0];
  const data: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    ...(pageUrl ? { '@id': pageUrl } : {}),
    name,
    inLanguage: language,
    ...(description ? { description } : {}),
    ...(telephone ? { telephone } : {}),
    ...(email ? { email } : {}),
    ...(webHref(company.website) ? { url: webHref(company.website) } : {}),
    ...(webHref(company.logo) ? { logo: webHref(company.logo) } : {}),
    ...(year ? { foundingDate: year } : {}),
    ...place(company),
  };
  if (branches.length > 0) {
    data.department = branches.map((branch) => ({
      '@type': 'LocalBusiness',
      name: localName(branch, language),
      ...(telHref(branch.phone) ? { telephone: branch.phone?.trim() } : {}),
      ...place(branch),
    }));
  }
  return data;
}

/** JSON for an inline script: `<` becomes \u003c, so no value can close the element or open a comment. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** Puts the block in <head> while the page is shown (through the one head-tag helper). */
export function useJsonLd(json: string | null): void {
  useHeadTags(json ? [{ tag: 'script', attributes: { type: 'application/ld+json', 'data-owner': 'partner-detail' }, text: json }] : null);
}
