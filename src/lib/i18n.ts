// Translation: Dalil's own small translator (about 2 KB gz) instead of i18next with react-i18next
// (about 17 KB gz of the first download), for what the app uses of them: namespaces of nested
// keys, {{value}} interpolation with numbers in the language's digits, CLDR plurals (key_one,
// key_few, ... with key_zero for 0), objects (returnObjects), and English as the fallback.
// English is the fallback: the shell's namespaces (common, ui, cards) ship in the first download
// and each screen's own namespace arrives with its route chunk (registerCatalogue). Arabic is one
// chunk of its own, fetched only when chosen. The choice is remembered in localStorage and drives
// <html lang dir>.
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
const englishCatalogues = new Map<string, object>([
  ['common', common],
  ['ui', ui],
  ['cards', cards],
]);
/** Arabic catalogues, once their chunk has loaded. */
let arabicCatalogues: Map<string, object> | undefined;

/**
 * Called by a feature's entry module (part of its route chunk) with its English catalogue, so the
 * first download does not carry every screen's texts.
 */
export function registerCatalogue(namespace: Namespace, resources: object): void {
  englishCatalogues.set(namespace, resources);
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

// ---- Typed keys: a misspelt key is a type error, not a raw key on screen. ----

type Catalogues = typeof en;
type PluralSuffix = '_zero' | '_one' | '_two' | '_few' | '_many' | '_other';
type WithoutPlural<K extends string> = K extends `${infer Base}${PluralSuffix}` ? Base : K;
/** The keys of a catalogue whose value is a text (plural forms named once, without suffix). */
type TextKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${WithoutPlural<K>}` : TextKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
/** The keys of a catalogue whose value is a group of texts (read with returnObjects). */
type GroupKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? never : `${Prefix}${K}` | GroupKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type ValueAt<T, Key extends string> = Key extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? ValueAt<T[Head], Rest>
    : never
  : Key extends keyof T
    ? T[Key]
    : never;

/** Values for a text's {{placeholders}}; `count` also picks the plural form. */
export type TranslateValues = Record<string, unknown> & { count?: number | null };

/** A key of `NS` whose value is a text. */
export type TextKey<NS extends Namespace> = TextKeys<Catalogues[NS]>;

/** A namespace's translate function: `t('key', { value })`, or `t('group', { returnObjects: true })`. */
export interface TFunction<NS extends Namespace = 'common'> {
  (key: TextKeys<Catalogues[NS]>, values?: TranslateValues): string;
  <Key extends GroupKeys<Catalogues[NS]>>(key: Key, values: TranslateValues & { returnObjects: true }): ValueAt<Catalogues[NS], Key>;
}

// ---- The translator ----

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralRuleOf(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/** The keys to try, in order, for `key` with `count` (as i18next's JSON v4 plurals). */
function candidateKeys(key: string, count: unknown, language: string): string[] {
  if (typeof count !== 'number') return [key];
  const rule = pluralRuleOf(language, count);
  return [...(count === 0 ? [`${key}_zero`] : []), `${key}_${rule}`, key, ...(rule === 'other' ? [] : [`${key}_other`])];
}

function valueAt(catalogue: object | undefined, key: string): unknown {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/**
 * Fills {{name}} placeholders. Numbers follow the language's digits (Arabic-Indic in Arabic), like
 * every Intl-formatted number, grouped only from five digits so years stay "2026"; callers pass
 * the number itself, never a pre-formatted string. React escapes the result.
 */
export function interpolate(text: string, values: TranslateValues | undefined, language: string): string {
  if (!values || !text.includes('{{')) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_placeholder, name: string) => {
    const value = values[name];
    if (typeof value === 'number' && Number.isFinite(value)) return formatCount(value, language);
    return value === undefined || value === null ? '' : String(value as string);
  });
}

function interpolateGroup(group: unknown, values: TranslateValues | undefined, language: string): unknown {
  if (typeof group === 'string') return interpolate(group, values, language);
  if (typeof group !== 'object' || group === null) return group;
  return Object.fromEntries(Object.entries(group).map(([key, value]) => [key, interpolateGroup(value, values, language)]));
}

type Listener = (language: Language) => void;

/** The app's translator: its language, a translate function per namespace, and language changes. */
export class I18n {
  private readonly listeners = new Set<Listener>();

  constructor(
    public language: Language,
    private readonly onMissingKey?: InitOptions['onMissingKey'],
  ) {}

  /**
   * Translates `key` of `namespace` (or the first of several keys that exists); a key in no
   * catalogue shows as itself, and is reported.
   */
  translate(namespace: Namespace, key: string | readonly string[], values?: TranslateValues & { returnObjects?: boolean }): unknown {
    const language = this.language;
    const languages = language === 'en' ? ['en'] : [language, 'en'];
    const keys = typeof key === 'string' ? [key] : key;
    for (const wanted of keys) {
      for (const code of languages) {
        const catalogue = (code === 'en' ? englishCatalogues : arabicCatalogues)?.get(namespace);
        for (const candidate of candidateKeys(wanted, values?.count, code)) {
          const found = valueAt(catalogue, candidate);
          if (typeof found === 'string') return interpolate(found, values, language);
          if (values?.returnObjects && typeof found === 'object' && found !== null) return interpolateGroup(found, values, language);
        }
      }
    }
    const shown = keys[keys.length - 1] ?? '';
    this.onMissingKey?.('en', namespace, shown);
    return shown;
  }

  /** A translate function bound to one namespace ("common" by default). */
  getFixedT<NS extends Namespace = 'common'>(namespace?: NS): TFunction<NS> {
    return ((key: string | readonly string[], values?: TranslateValues) => this.translate(namespace ?? 'common', key, values)) as TFunction<NS>;
  }

  /** Translates a key of "common". */
  readonly t: TFunction = this.getFixedT();

  dir(language: Language = this.language): 'rtl' | 'ltr' {
    return directionOf(language);
  }

  /**
   * Runs `listener` after each language change; returns the unsubscribe. Bound, like
   * getLanguage, so React's useSyncExternalStore keeps one subscription per component.
   */
  readonly subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getLanguage = (): Language => this.language;

  /** Sets the language (its catalogue already loaded) and tells the subscribers. */
  setLanguage(language: Language): void {
    if (language === this.language) return;
    this.language = language;
    reflectOnDocument(language);
    for (const listener of this.listeners) listener(language);
  }
}

async function loadCatalogue(language: Language): Promise<void> {
  if (language === 'en' || arabicCatalogues) return;
  const { ar } = await import(/* webpackChunkName: "locale-ar" */ '@/locales/ar');
  arabicCatalogues = new Map(Object.entries(ar));
}

function reflectOnDocument(language: Language): void {
  // A page rendered in Node (the publish step) has no document: its <html lang dir> is written out.
  if (typeof document === 'undefined') return;
  // Only a change is written: writing either, even the value it holds, has the browser restyle and
  // lay out the whole page, and a published page already says its language (4-16 ms on home at 1x).
  const root = document.documentElement;
  const direction = directionOf(language);
  if (root.lang === language && root.dir === direction) return;
  root.lang = language;
  root.dir = direction;
}

export interface InitOptions {
  language?: Language;
  /** Called for every key missing from the active catalogue (tests fail on it). */
  onMissingKey?: (language: string, namespace: string, key: string) => void;
}

export async function initI18n(options: InitOptions = {}): Promise<I18n> {
  const language = options.language ?? detectLanguage();
  await loadCatalogue(language);
  reflectOnDocument(language);
  return new I18n(language, options.onMissingKey);
}

/** Switches language: loads its catalogue first so no English flashes, then remembers it. */
export async function changeLanguage(instance: I18n, language: Language): Promise<void> {
  await loadCatalogue(language);
  instance.setLanguage(language);
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered when storage is blocked; the switch still works for this visit.
  }
}
