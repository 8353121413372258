import { tagText } from './HeroSection';

describe("the hero's search hint uses a tag only in the visitor's language", () => {
  const pharmacy = { id: 1, name: 'صيدلية', en_name: 'pharmacy' };

  it('Arabic shows the Arabic name, English the English name', () => {
    expect(tagText(pharmacy, 'ar')).toBe('صيدلية');
    expect(tagText(pharmacy, 'en')).toBe('pharmacy');
  });

  it('never puts an English tag into the Arabic sentence, nor an Arabic one into the English', () => {
    expect(tagText({ id: 2, name: 'pharmacy' }, 'ar')).toBe('');
    expect(tagText({ id: 3, name: 'قهوة' }, 'en')).toBe('');
  });

  it("reads an older host's `tag` field", () => {
    expect(tagText({ id: 4, name: '', tag: 'coffee' }, 'en')).toBe('coffee');
    expect(tagText({ id: 5, name: '', tag: 'قهوة' }, 'ar')).toBe('قهوة');
  });
});
