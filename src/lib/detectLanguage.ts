// The visitor's language, decided in ONE place. This file is also compiled at build time (by
// webpack.config.js, through swc to ES5) and inlined into index.html, where it sets <html lang dir>
// before the first paint; lib/i18n.ts calls the same function when the app starts. So it must stay
// self-contained: no imports, nothing but the browser's own objects.

export const LANGUAGE_STORAGE_KEY = 'dalil.language';

/**
 * The address's language (Arabic under /ar, as src/lib/languagePath.ts), else the remembered
 * choice, else the browser's language: ar* → Arabic, anything else → English.
 */
export function detectLanguage(): 'ar' | 'en' {
  if (/^\/ar(\/|$)/.test(window.location.pathname)) return 'ar';
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (stored === 'ar' || stored === 'en') return stored;
  } catch {
    // Storage can be blocked (private mode, sandboxed frames); detection still works.
  }
  const preferred = (window.navigator.languages && window.navigator.languages[0]) || window.navigator.language || 'en';
  return preferred.toLowerCase().indexOf('ar') === 0 ? 'ar' : 'en';
}
