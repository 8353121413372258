// The home page's schema.org WebSite, with the site search as its SearchAction. Kept small: the home
// page's first download is at its budget.
import type { JsonLd } from '@/lib/jsonLd';

/**
 * `url` is the home page in its language (its own address, /ar for Arabic, says which: no
 * inLanguage, to keep the bytes), `searchUrl` that language's search page, to which
 * `?q={search_term_string}` is added.
 */
export function websiteJsonLd(name: string, url: string, searchUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name,
    url,
    potentialAction: {
      '@type': 'SearchAction',
      target: `${searchUrl}?q={search_term_string}`,
      'query-input': 'required name=search_term_string',
    },
  };
}
