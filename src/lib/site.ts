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
