// Absolute addresses of the app's own pages, for JSON-LD (breadcrumbs, an offer's seller): its own
// module, out of the first download, which needs only the page's own address (site.ts).
import { useHref } from 'react-router-dom';
import { useSiteOrigin } from './site';

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
