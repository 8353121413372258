import { serializeJsonLd } from '@/lib/jsonLd';
import { websiteJsonLd } from './websiteJsonLd';

const SITE = 'https://dalil.test';

describe('websiteJsonLd', () => {
  it("is a WebSite whose SearchAction fills the search page's address with the query", () => {
    const data = websiteJsonLd('دليل', `${SITE}/ar`, `${SITE}/ar/search`);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'دليل',
      url: `${SITE}/ar`,
      potentialAction: {
        '@type': 'SearchAction',
        target: `${SITE}/ar/search?q={search_term_string}`,
        'query-input': 'required name=search_term_string',
      },
    });
    // The placeholder survives serialisation as schema.org reads it.
    expect(serializeJsonLd(data)).toContain('?q={search_term_string}');
  });
});
