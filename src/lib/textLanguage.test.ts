import { fragmentLang, textLanguage } from './textLanguage';

describe('the language of API text that does not say its own', () => {
  it('is Arabic or English by the letters that dominate', () => {
    expect(textLanguage('لا يمكن الجمع مع عروض أخرى.')).toBe('ar');
    expect(textLanguage('Valid at all our branches in Seeb.')).toBe('en');
    expect(textLanguage('خصم 20% on Omani halwa حلوى عمانية')).toBe('ar');
    expect(textLanguage('2026 — 50%')).toBeUndefined();
  });

  it('is marked with lang only where it differs from the page', () => {
    expect(fragmentLang('لا يمكن الجمع مع عروض أخرى.', 'en')).toBe('ar');
    expect(fragmentLang('لا يمكن الجمع مع عروض أخرى.', 'ar')).toBeUndefined();
    expect(fragmentLang('Valid at all our branches.', 'ar')).toBe('en');
    expect(fragmentLang('12345', 'ar')).toBeUndefined();
  });
});
