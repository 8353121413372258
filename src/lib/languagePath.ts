// Each language at its own address: English at the bare path (/partners/1), Arabic under /ar
// (/ar/partners/1). The router runs under the language's prefix (its basename), so every link the
// app builds stays in the page's language; the language switch moves between the two addresses.
// The one statement of these addresses: the publish's pages and sitemaps and the per-language files
// use it through scripts/src-lib.cjs, and the head scripts inline it (scripts/head-scripts.cjs), so
// it must stay self-contained (type imports only). Joined with `+` rather than templates: the head
// scripts are ES5, where a template becomes "".concat(…) that the minifier does not fold.
import type { Language } from './i18n';

export const ARABIC_PREFIX = '/ar';

/** The language an address names: Arabic under /ar, otherwise none (the bare, English address). */
export function languageOfPath(pathname: string): Language | null {
  return pathname === ARABIC_PREFIX || pathname.startsWith(ARABIC_PREFIX + '/') ? 'ar' : null;
}

/** The router's basename for a language: '/ar' for Arabic, none for English. */
export function basenameOf(language: Language): string | undefined {
  return language === 'ar' ? ARABIC_PREFIX : undefined;
}

/** The path without its language prefix ('/ar/partners' → '/partners', '/ar' → '/'). */
export function barePath(pathname: string): string {
  if (languageOfPath(pathname) !== 'ar') return pathname;
  return pathname.slice(ARABIC_PREFIX.length) || '/';
}

/** The same page's path in `language` ('/partners' → '/ar/partners'; '/ar' → '/'). */
export function pathInLanguage(pathname: string, language: Language): string {
  const bare = barePath(pathname);
  if (language !== 'ar') return bare;
  return bare === '/' ? ARABIC_PREFIX + '/' : ARABIC_PREFIX + bare;
}
