// The site's public origin (https://dalil.om, say) for absolute addresses in head tags and JSON-LD:
// the browser passes its own origin in (src/main.tsx), the publish step its --site. Passed in
// rather than read from `window` while rendering, so a page renders the same in Node and the browser.
import { createContext, useContext } from 'react';
import { useHref, useLocation } from 'react-router-dom';

export const SiteOriginContext = createContext('');

export function useSiteOrigin(): string {
  return useContext(SiteOriginContext);
}

/** The shown page's absolute address without its query: the origin, the language's prefix, the path. */
export function usePageUrl(): string {
  const { pathname } = useLocation();
  return `${useSiteOrigin()}${useHref(pathname)}`;
}

/**
 * Absolute addresses of the app's own pages in the shown page's language (JSON-LD breadcrumbs, the
 * home page's search action): the origin, then the path as the router writes it (useHref: /ar/… on
 * an Arabic page). `path` is an app path such as paths.partners.getHref().
 */
export function useSiteHref(): (path: string) => string {
  const origin = useSiteOrigin();
  // '/' or '/ar': the router's own reading of the language's prefix, as useHref(path) would join it.
  const root = useHref('/');
  const prefix = root === '/' ? '' : root.replace(/\/$/, '');
  return (path: string) => `${origin}${path === '/' ? prefix || '/' : `${prefix}${path}`}`;
}
