import { detectLanguage, directionOf, initI18n, LANGUAGE_STORAGE_KEY } from './i18n';

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
});

describe('numbers inside translated text', () => {
  it('use Arabic-Indic digits in Arabic and Latin digits in English, years ungrouped', async () => {
    const arabic = await initI18n({ language: 'ar' });
    expect(arabic.t('footer.copyright', { year: 2026 })).toContain('٢٠٢٦');
    const english = await initI18n({ language: 'en' });
    expect(english.t('footer.copyright', { year: 2026 })).toBe('© 2026 Dalil. All rights reserved.');
  });
});
