import { en } from '@/locales/en';
import { changeLanguage, detectLanguage, directionOf, initI18n, LANGUAGE_STORAGE_KEY, registerCatalogue } from './i18n';

function setBrowserLanguages(languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
}

describe('language detection', () => {
  afterEach(() => setBrowserLanguages(['en-US']));

  it('follows the browser on a first visit: ar* → Arabic', () => {
    setBrowserLanguages(['ar-OM', 'en']);
    expect(detectLanguage()).toBe('ar');
  });

  it('anything else → English', () => {
    setBrowserLanguages(['fr-FR']);
    expect(detectLanguage()).toBe('en');
  });

  it('a remembered choice wins over the browser', () => {
    setBrowserLanguages(['ar']);
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(detectLanguage()).toBe('en');
  });

  it("an Arabic address (/ar/…) is Arabic whatever was remembered; a bare one follows the choice", () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    window.history.replaceState(null, '', '/ar/partners/1');
    expect(detectLanguage()).toBe('ar');
    window.history.replaceState(null, '', '/archive');
    expect(detectLanguage()).toBe('en');
    window.history.replaceState(null, '', '/');
  });

  it('ignores a remembered value that is not a language', () => {
    setBrowserLanguages(['en']);
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'xx');
    expect(detectLanguage()).toBe('en');
  });
});

describe('initI18n', () => {
  it('sets <html lang dir> for Arabic and loads the Arabic catalogue', async () => {
    const i18n = await initI18n({ language: 'ar' });
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(i18n.t('nav.home')).toBe('الرئيسية');
    expect(directionOf('en')).toBe('ltr');
  });

  it('leaves <html lang dir> untouched when they already say the language (a published page)', async () => {
    // Writing either attribute, even its own value, has the browser restyle and lay out the whole
    // page: 4-16 ms on home's published HTML at 1x here, before hydration.
    document.documentElement.lang = 'ar';
    document.documentElement.dir = 'rtl';
    const writes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => writes.push(...records));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang', 'dir'] });
    await initI18n({ language: 'ar' });
    writes.push(...observer.takeRecords());
    observer.disconnect();
    expect(writes.map((record) => record.attributeName)).toEqual([]);
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });
});

describe('numbers inside translated text', () => {
  it('use Arabic-Indic digits in Arabic and Latin digits in English, years ungrouped', async () => {
    const arabic = await initI18n({ language: 'ar' });
    expect(arabic.t('footer.copyright', { year: 2026 })).toContain('٢٠٢٦');
    const english = await initI18n({ language: 'en' });
    expect(english.t('footer.copyright', { year: 2026 })).toBe('© 2026 Dalil. All rights reserved.');
  });
});

describe('the translator', () => {
  it("picks the language's plural form, with the zero form for 0, and fills the number in its digits", async () => {
    const english = (await initI18n({ language: 'en' })).getFixedT('categories');
    expect(english('results.found', { count: 0, number: 0 })).toBe('No categories found');
    expect(english('results.found', { count: 1, number: 1 })).toBe('One category found');
    expect(english('results.found', { count: 2, number: 2 })).toBe('2 categories found'); // English has no dual
    expect(english('results.found', { count: 12345, number: 12345 })).toBe('12,345 categories found');
    const arabic = (await initI18n({ language: 'ar' })).getFixedT('categories');
    expect(arabic('results.found', { count: 0, number: 0 })).toBe('لم يُعثر على أي فئة');
    expect(arabic('results.found', { count: 2, number: 2 })).toBe('فئتان');
    expect(arabic('results.found', { count: 3, number: 3 })).toBe('٣ فئات'); // few: 3-10
    expect(arabic('results.found', { count: 11, number: 11 })).toBe('١١ فئة'); // many: 11-99
    expect(arabic('results.found', { count: 100, number: 100 })).toBe('١٠٠ فئة'); // other
  });

  it('returns a group of texts, filled in, with returnObjects', async () => {
    const t = (await initI18n({ language: 'en' })).getFixedT('categories');
    expect(t('empty', { returnObjects: true, query: 'tea' })).toEqual({
      title: 'No Categories Found',
      narrowed: 'No category matches “tea”. Try another word or clear the search.',
      all: 'Categories will appear here as soon as they are added.',
      clear: 'Clear search',
    });
  });

  it('falls back to English for a text the Arabic catalogue lacks, and shows and reports a key no catalogue has', async () => {
    const missing: string[] = [];
    registerCatalogue('saved', { ...en.saved, onlyInEnglish: 'Only in English' });
    try {
      const i18n = await initI18n({ language: 'ar', onMissingKey: (_language, namespace, key) => missing.push(`${namespace}:${key}`) });
      const translate = i18n.translate.bind(i18n);
      expect(translate('saved', 'onlyInEnglish')).toBe('Only in English');
      expect(missing).toEqual([]);
      expect(translate('saved', 'no.such.key')).toBe('no.such.key');
      expect(missing).toEqual(['saved:no.such.key']);
    } finally {
      registerCatalogue('saved', en.saved);
    }
  });

  it('takes the first of several keys that exists (a server error code, then the generic one)', async () => {
    const i18n = await initI18n({ language: 'en' });
    expect(i18n.translate('categories', ['results.nothingHere', 'results.heading'])).toBe('All categories');
  });

  it('leaves a value as text: markup or braces in it are not read', async () => {
    const i18n = await initI18n({ language: 'en' });
    expect(i18n.translate('categories', 'empty.narrowed', { query: '<b>{{query}}</b>' })).toBe(
      'No category matches “<b>{{query}}</b>”. Try another word or clear the search.',
    );
  });

  it('tells subscribers of a language change and sets <html lang dir>', async () => {
    const i18n = await initI18n({ language: 'en' });
    const heard: string[] = [];
    const unsubscribe = i18n.subscribe((language) => heard.push(language));
    await changeLanguage(i18n, 'ar');
    expect(heard).toEqual(['ar']);
    expect(i18n.t('nav.home')).toBe('الرئيسية');
    expect(document.documentElement.dir).toBe('rtl');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
    unsubscribe();
    await changeLanguage(i18n, 'en');
    expect(heard).toEqual(['ar']);
    expect(document.documentElement.lang).toBe('en');
  });
});
