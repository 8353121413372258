import { render as renderBare } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { breadcrumbJsonLd, useBreadcrumbJsonLd } from './breadcrumbJsonLd';
import { SiteOriginContext } from './site';
import { useSiteHref } from './siteHref';

const SITE = 'https://dalil.test';

/** As the app draws a page: inside the router (under /ar for Arabic), with the site's origin passed in. */
function page(path: string, basename?: string) {
  return function Page({ children }: { children: ReactNode }) {
    return (
      <SiteOriginContext value={SITE}>
        <MemoryRouter basename={basename} initialEntries={[path]}>
          {children}
        </MemoryRouter>
      </SiteOriginContext>
    );
  };
}

describe('useSiteHref', () => {
  function Hrefs({ paths, onHrefs }: { paths: string[]; onHrefs: (hrefs: string[]) => void }) {
    const href = useSiteHref();
    onHrefs(paths.map(href));
    return null;
  }
  const hrefsAt = (path: string, basename?: string) => {
    let hrefs: string[] = [];
    renderBare(<Hrefs paths={['/', '/partners', '/search']} onHrefs={(found) => (hrefs = found)} />, { wrapper: page(path, basename) });
    return hrefs;
  };

  it("makes app paths absolute in the page's language: bare in English, under /ar in Arabic", () => {
    expect(hrefsAt('/offers/1')).toEqual([`${SITE}/`, `${SITE}/partners`, `${SITE}/search`]);
    expect(hrefsAt('/ar/offers/1', '/ar')).toEqual([`${SITE}/ar`, `${SITE}/ar/partners`, `${SITE}/ar/search`]);
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the steps from 1 and trims their names', () => {
    expect(breadcrumbJsonLd([{ name: ' Home ', url: `${SITE}/` }, { name: 'Partners', url: `${SITE}/partners` }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
        { '@type': 'ListItem', position: 2, name: 'Partners', item: `${SITE}/partners` },
      ],
    });
  });
});

describe('useBreadcrumbJsonLd', () => {
  function Trail({ steps }: { steps: { name: string; path: string }[] | null }) {
    useBreadcrumbJsonLd(steps);
    return null;
  }
  const block = () => document.head.querySelector('script[type="application/ld+json"][data-owner="breadcrumbs"]');

  it('puts the trail in <head>, its addresses absolute, and escapes what could end the script', () => {
    renderBare(<Trail steps={[{ name: 'الرئيسية', path: '/' }, { name: '</script>', path: '/ads/1' }]} />, { wrapper: page('/ar/ads/1', '/ar') });
    expect(block()?.textContent).not.toContain('<');
    expect(JSON.parse(block()?.textContent ?? '{}').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'الرئيسية', item: `${SITE}/ar` },
      { '@type': 'ListItem', position: 2, name: '</script>', item: `${SITE}/ar/ads/1` },
    ]);
  });

  it('puts nothing while a step has no name yet (its record still loading)', () => {
    renderBare(<Trail steps={[{ name: 'Home', path: '/' }, { name: '', path: '/ads/1' }]} />, { wrapper: page('/ads/1') });
    expect(block()).toBeNull();
  });
});
