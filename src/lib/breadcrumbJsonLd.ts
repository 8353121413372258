// The breadcrumb trail of a record's page as schema.org's BreadcrumbList (Home → list → record), its
// addresses absolute and in the page's language. Apart from jsonLd.ts so that the home page, which
// has no trail, does not carry it in the first download.
import { useMemo } from 'react';
import { serializeJsonLd, useJsonLd, type JsonLd } from './jsonLd';
import { useSiteHref } from './siteHref';

/** One step of a breadcrumb trail: its name in the page's language and its absolute address. */
export interface Crumb {
  name: string;
  url: string;
}

/** schema.org BreadcrumbList: Home → list → record, each step numbered from 1. */
export function breadcrumbJsonLd(crumbs: Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name.trim(), item: crumb.url })),
  };
}

/**
 * The page's breadcrumb trail as JSON-LD: each step an app path (paths.*.getHref()) made absolute
 * in the page's language (/ar/… on an Arabic page). Steps with no name yet (a record still loading)
 * put nothing in <head>.
 */
export function useBreadcrumbJsonLd(steps: { name: string; path: string }[] | null): void {
  const href = useSiteHref();
  const crumbs = steps?.every((step) => step.name.trim()) ? steps.map((step) => ({ name: step.name, url: href(step.path) })) : null;
  const key = crumbs ? JSON.stringify(crumbs) : '';
  const json = useMemo(() => (key ? serializeJsonLd(breadcrumbJsonLd(JSON.parse(key) as Crumb[])) : null), [key]);
  useJsonLd(json, 'breadcrumbs');
}
