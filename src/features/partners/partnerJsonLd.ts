// schema.org LocalBusiness for a partner page, so search engines read name, contact, place and hours.
// Only sanitised links go in, and the text is escaped so API data can never end the <script>.
import type { Branch, Company } from '@/api';
import { openingHoursSpecification } from '@/domain/openingHours';
import { webHref } from '@/lib/webHref';
import { descriptionOf, localName } from '@/lib/names';
import { mailtoHref, telHref } from '@/lib/safeLinks';

type JsonLd = Record<string, unknown>;

const isCoordinate = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

function place(item: { location?: string | null; latitude?: number | null; longitude?: number | null }): JsonLd {
  const result: JsonLd = {};
  const location = item.location?.trim();
  if (location) result.address = { '@type': 'PostalAddress', streetAddress: location, addressCountry: 'OM' };
  if (isCoordinate(item.latitude) && isCoordinate(item.longitude)) {
    result.geo = { '@type': 'GeoCoordinates', latitude: item.latitude, longitude: item.longitude };
  }
  return result;
}

/** Known hours only: a place whose hours are unknown gets no entry rather than "closed". */
function hoursOf(item: Pick<Company, 'opening_hours'>): JsonLd {
  const hours = openingHoursSpecification(item.opening_hours);
  return hours.length > 0 ? { openingHoursSpecification: hours } : {};
}

/**
 * The business: `@id` is its page on Dalil (the address other blocks, an offer's seller, point to);
 * `url` its own website when it has a safe one, else that page.
 */
export function partnerJsonLd(company: Company, branches: Branch[], language: string, pageUrl?: string): JsonLd {
  const name = localName(company, language);
  const description = descriptionOf(company) || undefined;
  const telephone = telHref(company.phone) ? company.phone?.trim() : undefined;
  const email = mailtoHref(company.email) ? company.email?.trim() : undefined;
  const year = /^\d{4}/.exec(company.established_date ?? '')?.[0];
  const url = webHref(company.website) ?? pageUrl;
  const logo = webHref(company.logo);
  const data: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    ...(pageUrl ? { '@id': pageUrl } : {}),
    name,
    inLanguage: language,
    ...(description ? { description } : {}),
    ...(telephone ? { telephone } : {}),
    ...(email ? { email } : {}),
    ...(url ? { url } : {}),
    ...(logo ? { logo, image: logo } : {}),
    ...(year ? { foundingDate: year } : {}),
    ...place(company),
    ...hoursOf(company),
  };
  if (branches.length > 0) {
    data.department = branches.map((branch) => ({
      '@type': 'LocalBusiness',
      name: localName(branch, language),
      ...(telHref(branch.phone) ? { telephone: branch.phone?.trim() } : {}),
      ...place(branch),
      ...hoursOf(branch),
    }));
  }
  return data;
}

export { serializeJsonLd, useJsonLd } from '@/lib/jsonLd';
