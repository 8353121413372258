// The page's <main> (components/layout/Layout): the skip link's target, and where the keyboard
// goes when what held it is gone (a move to another page, a failure box replaced by its record:
// focusRegionOf).

export const MAIN_CONTENT_ID = 'main';

/**
 * Puts the keyboard at the start of the part of the page `from` is in: its nearest <section>, else
 * the main content. For a control that gives way to what it asked for (a Retry to skeletons, a
 * Clear to the whole list, a pager link to the next page): left on a removed element, the keyboard
 * would start again at the top of the document. The section is focusable only while it holds focus.
 * `scroll` also brings the section's start into view (a new page of results begins there).
 */
export function focusRegionOf(from: Element): void {
  const region = from.closest<HTMLElement>('section') ?? document.getElementById(MAIN_CONTENT_ID);
  if (!region) return;
  if (!region.hasAttribute('tabindex')) {
    region.setAttribute('tabindex', '-1');
    region.addEventListener('blur', () => region.removeAttribute('tabindex'), { once: true });
  }
  region.focus({ preventScroll: true });
}
