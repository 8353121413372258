// The React side of src/lib/i18n.ts: the provider, the hook every screen reads its texts with, and
// <Trans> for a text with markup in it.
import { cloneElement, createContext, useContext, useMemo, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { interpolate, type I18n, type Language, type Namespace, type TextKey, type TFunction, type TranslateValues } from './i18n';

const TranslatorContext = createContext<I18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <TranslatorContext.Provider value={i18n}>{children}</TranslatorContext.Provider>;
}

/**
 * The texts of `namespace` ("common" by default) in the visitor's language: `t` changes with the
 * language, so a component re-renders when the visitor switches.
 */
export function useTranslation<NS extends Namespace = 'common'>(namespace?: NS): { t: TFunction<NS>; i18n: I18n; language: Language } {
  const i18n = useContext(TranslatorContext);
  if (!i18n) throw new Error('useTranslation needs an <I18nProvider> above it');
  const language = useSyncExternalStore(i18n.subscribe, i18n.getLanguage, i18n.getLanguage);
  const t = useMemo(() => i18n.getFixedT(namespace), [i18n, namespace, language]); // eslint-disable-line react-hooks/exhaustive-deps -- a new t per language
  return { t, i18n, language };
}

/**
 * A translated text with markup: `<bdi>{{company}}</bdi>` in the catalogue renders the given
 * `components.bdi` around the company's name. Only the catalogue's own text is read as markup;
 * values (API text) are filled into the parts afterwards, so they are never parsed.
 */
export function Trans<NS extends Namespace>({
  t,
  i18nKey,
  values,
  components,
}: {
  t: TFunction<NS>;
  i18nKey: TextKey<NS>;
  values?: TranslateValues;
  components: Record<string, ReactElement>;
}) {
  const { language } = useTranslation();
  const template = t(i18nKey);
  const fill = (text: string) => interpolate(text, values ?? {}, language);
  const parts: ReactNode[] = [];
  const tag = /<(\w+)>(.*?)<\/\1>/g;
  let last = 0;
  for (const match of template.matchAll(tag)) {
    parts.push(fill(template.slice(last, match.index)));
    const element = components[match[1]];
    parts.push(element ? cloneElement(element, { key: match.index }, fill(match[2])) : fill(match[2]));
    last = match.index + match[0].length;
  }
  parts.push(fill(template.slice(last)));
  return <>{parts}</>;
}
