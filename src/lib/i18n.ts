// i18next set-up. English is the fallback: the shell's namespaces (common, ui, cards) ship in the
// first download and each screen's own namespace arrives with its route chunk (registerCatalogue).
// Arabic is one chunk of its own, fetched only when chosen. The choice is remembered in
// localStorage and drives <html lang dir>.
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import cards from '@/locales/en/cards.json';
import common from '@/locales/en/common.json';
import ui from '@/locales/en/ui.json';
import type { en } from '@/locales/en';
import { detectLanguage, LANGUAGE_STORAGE_KEY } from './detectLanguage';
import { formatCount } from './format';

export { detectLanguage, LANGUAGE_STORAGE_KEY };

export const supportedLanguages = ['en', 'ar'] as const;
export type Language = (typeof supportedLanguages)[number];
export type Namespace = keyof typeof en;

/** English catalogues known so far: the shell's, then each screen's as its chunk loads. */
const englishCatalogues = new Map<Namespace, object>([
  ['common', common],
  ['ui', ui],
  ['cards', cards],
]);
const instances = new Set<I18n>();

/**
 * Called by a feature's entry module (part of its route chunk) with its English catalogue, so the
 * first download does not carry every screen's texts.
 */
export function registerCatalogue(namespace: Namespace, resources: object): void {
  englishCatalogues.set(namespace, resources);
  for (const instance of instances) instance.addResourceBundle('en', namespace, resources, true, false);
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

async function loadCatalogue(instance: I18n, language: Language): Promise<void> {
  if (language === 'en' || instance.hasResourceBundle(language, 'common')) return;
  const { ar } = await import(/* webpackChunkName: "locale-ar" */ '@/locales/ar');
  for (const [ns, resources] of Object.entries(ar)) instance.addResourceBundle(language, ns, resources, true, true);
}

function reflectOnDocument(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/**
 * i18next formatter module: numbers interpolated into any text follow the language's digits
 * (Arabic-Indic in Arabic), like every Intl-formatted number. Grouping only from five digits, so
 * years stay "2026". Runs for every interpolation (alwaysFormat); other values pass through.
 * Callers pass the number itself, never a pre-formatted string: one format, through cached Intl.
 */
const localNumberFormatter = {
  type: 'formatter' as const,
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  format: (value: unknown, _format: string | undefined, lng: string | undefined) =>
    typeof value === 'number' && Number.isFinite(value)
      ? formatCount(value, lng ?? 'en')
      : value,
};

export interface InitOptions {
  language?: Language;
  /** Called for every key missing from the active catalogue (tests fail on it). */
  onMissingKey?: (language: string, namespace: string, key: string) => void;
}

export async function initI18n(options: InitOptions = {}): Promise<I18n> {
  const instance = i18next.createInstance();
  const language = options.language ?? detectLanguage();
  await instance.use(initReactI18next).use(localNumberFormatter).init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...supportedLanguages],
    ns: [...englishCatalogues.keys()],
    defaultNS: 'common',
    resources: { en: Object.fromEntries(englishCatalogues) },
    interpolation: { escapeValue: false, alwaysFormat: true }, // React escapes; numbers via localNumberFormatter.
    returnNull: false,
    saveMissing: Boolean(options.onMissingKey),
    missingKeyHandler: options.onMissingKey
      ? (languages, ns, key) => options.onMissingKey?.(languages.join(','), ns, key)
      : undefined,
    react: { useSuspense: false },
  });
  instances.add(instance);
  await loadCatalogue(instance, language);
  reflectOnDocument(language);
  instance.on('languageChanged', (next) => {
    if (isLanguage(next)) reflectOnDocument(next);
  });
  return instance;
}

/** Switches language: loads its catalogue first so no English flashes, then remembers it. */
export async function changeLanguage(instance: I18n, language: Language): Promise<void> {
  await loadCatalogue(instance, language);
  await instance.changeLanguage(language);
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered when storage is blocked; the switch still works for this visit.
  }
}
