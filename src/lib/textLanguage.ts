// API text whose language the API does not say (descriptions arrive in Arabic or English).

const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF]/g;
const LATIN_LETTER = /[A-Za-z]/g;

/** 'ar' or 'en' by the letters that dominate the text; undefined when it has neither. */
export function textLanguage(text: string): 'ar' | 'en' | undefined {
  const arabic = text.match(ARABIC_LETTER)?.length ?? 0;
  const latin = text.match(LATIN_LETTER)?.length ?? 0;
  if (arabic === 0 && latin === 0) return undefined;
  return arabic >= latin ? 'ar' : 'en';
}

/**
 * The `lang` to put on a fragment of API text shown on a page in `pageLanguage`: set only when it
 * differs (WCAG 3.1.2), so a screen reader switches voice for an Arabic description on an English
 * page and back. Pair it with dir="auto".
 */
export function fragmentLang(text: string, pageLanguage: string): string | undefined {
  const language = textLanguage(text);
  return language && language !== pageLanguage ? language : undefined;
}
