// Cairo, the brand's web font, on a visit after the one that cached it. This file is also compiled
// at build time (webpack.config.js, through swc to ES5) and inlined into index.html's head, where
// it marks <html> before the first paint; so it must stay self-contained: no imports.
//
// Why not on the first visit: its two subsets are 65 KB gz, asked for at the highest priority as
// soon as text is laid out, so on a phone's line they shared the bandwidth with the app's scripts
// and held every screen's data back (Lighthouse's LCP, mobile: 270-370 ms later on every screen).
// And with `font-display: optional` a first visit on a slow line never showed Cairo anyway.

export const WEB_FONT_STORAGE_KEY = 'dalil.webFont';
/** On <html>: the font is in the HTTP cache, so the page uses it from its first paint. */
export const WEB_FONT_CLASS = 'web-font';

/** index.html's head: use Cairo when an earlier visit cached it. */
export function applyCachedWebFont(): void {
  try {
    if (window.localStorage.getItem(WEB_FONT_STORAGE_KEY) === 'cached') document.documentElement.classList.add(WEB_FONT_CLASS);
  } catch {
    // Storage can be blocked (private mode, sandboxed frames): the system font it is.
  }
}
