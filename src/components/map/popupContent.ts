import { safeExternalHref } from '@/lib/safeLinks';
import type { MapPoint } from './types';

/** An in-app path ('/offers/12'), not a protocol-relative '//host' one. */
function isAppPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/** The link a popup may show: in-app paths as they are, anything else through the one sanitiser. */
export function popupHref(raw: string | undefined): string | null {
  const href = raw?.trim();
  if (!href) return null;
  return isAppPath(href) ? href : safeExternalHref(href);
}

/**
 * A marker's popup, built as DOM with textContent: titles come from the API and are never parsed
 * as HTML. A plain click on an in-app link is offered to `onOpen`, which returns true when it
 * took it (the caller navigated inside the SPA); modified clicks (new tab, new window) and clicks
 * nobody takes follow the href.
 */
export function buildPopupContent(
  point: MapPoint,
  linkText: string,
  onOpen?: (point: MapPoint) => boolean,
): HTMLElement {
  const root = document.createElement('div');
  root.className = 'map-popup';

  const title = document.createElement('p');
  title.className = 'map-popup__title';
  title.textContent = point.title;
  root.append(title);

  if (point.subtitle) {
    const subtitle = document.createElement('p');
    subtitle.className = 'map-popup__subtitle';
    subtitle.textContent = point.subtitle;
    root.append(subtitle);
  }

  const href = popupHref(point.href);
  if (href) {
    const link = document.createElement('a');
    link.className = 'map-popup__link';
    link.href = href;
    link.textContent = linkText;
    if (!isAppPath(href)) {
      link.target = '_blank';
      link.rel = 'noopener noreferrer';
    }
    link.addEventListener('click', (event) => {
      const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
      if (!onOpen || modified || event.defaultPrevented || !isAppPath(href)) return;
      if (onOpen(point)) event.preventDefault();
    });
    root.append(link);
  }
  return root;
}
