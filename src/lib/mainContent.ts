// The page's <main> (components/layout/Layout): the skip link's target, and where the keyboard
// goes when what held it is gone (a move to another page, a failure box replaced by its record).

export const MAIN_CONTENT_ID = 'main';

/** Puts the keyboard on the page's main content, without scrolling to it. */
export function focusMainContent(): void {
  document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
}
