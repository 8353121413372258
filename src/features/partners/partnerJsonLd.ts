// schema.org LocalBusiness for a partner page, so search engines read name, contact and place.
// Only sanitised links go in, and the text is escaped so API data can never end the <script>.
import type { Branch, Company } from '@/api';
import { webHref } from '@/lib/jsonLd';
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

export function partnerJsonLd(company: Company, branches: Branch[], language: string, pageUrl?: string): JsonLd {
  const name = localName(company, language);
  const description = descriptionOf(company) || undefined;
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

export { serializeJsonLd, useJsonLd } from '@/lib/jsonLd';
