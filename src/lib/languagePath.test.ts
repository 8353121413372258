import { barePath, basenameOf, languageOfPath, pathInLanguage } from './languagePath';

describe('each language at its own address', () => {
  it.each([
    ['/ar', 'ar'],
    ['/ar/', 'ar'],
    ['/ar/partners/1', 'ar'],
    ['/', null],
    ['/partners/1', null],
    // A path that merely starts with the letters is English.
    ['/archive', null],
  ])('%s names %s', (path, language) => {
    expect(languageOfPath(path)).toBe(language);
  });

  it('moves a path between the two languages', () => {
    expect(pathInLanguage('/partners/1', 'ar')).toBe('/ar/partners/1');
    expect(pathInLanguage('/', 'ar')).toBe('/ar/');
    expect(pathInLanguage('/ar/partners/1', 'en')).toBe('/partners/1');
    expect(pathInLanguage('/ar', 'en')).toBe('/');
    expect(pathInLanguage('/ar/offers', 'ar')).toBe('/ar/offers');
    expect(barePath('/ar/')).toBe('/');
  });

  it('runs the Arabic router under /ar and the English one at the root', () => {
    expect(basenameOf('ar')).toBe('/ar');
    expect(basenameOf('en')).toBeUndefined();
  });
});
