// schema.org blocks in <head>: one way to write them safely, for every screen that has one.
import { useMemo } from 'react';
import { useHeadTags } from './headTags';
import { safeExternalHref } from './safeLinks';
import { useSiteHref } from './site';

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
 * schema.org WebSite with the site search as its SearchAction (the home page's block): `searchUrl`
 * is the search page's absolute address, to which `?q={search_term_string}` is added.
 */
export function websiteJsonLd({ name, url, searchUrl, language }: { name: string; url: string; searchUrl: string; language: string }): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': url,
    name,
    url,
    inLanguage: language,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${searchUrl}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
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
