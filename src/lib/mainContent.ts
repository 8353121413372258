// The page's <main> (components/layout/Layout): the skip link's target, and where the keyboard
// goes when what held it is gone (a move to another page, a failure box replaced by its record:
// focusRegionOf).

export const MAIN_CONTENT_ID = 'main';

/** The part of the page `from` is in: its nearest <section>, else the main content. */
export function regionOf(from: Element): HTMLElement | null {
  return from.closest<HTMLElement>('section') ?? document.getElementById(MAIN_CONTENT_ID);
}

/**
 * Puts the keyboard at the start of the part of the page `from` is in (regionOf). For a control
 * that gives way to what it asked for (a Retry to skeletons, a Clear to the whole list, a pager
 * link to the next page): left on a removed element, the keyboard would start again at the top of
 * the document. The section is focusable only while it holds focus.
 */
export function focusRegionOf(from: Element): void {
  const region = regionOf(from);
  if (!region) return;
  if (!region.hasAttribute('tabindex')) {
    region.setAttribute('tabindex', '-1');
    region.addEventListener('blur', () => region.removeAttribute('tabindex'), { once: true });
  }
  region.focus({ preventScroll: true });
}
