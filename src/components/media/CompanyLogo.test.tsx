import { fireEvent, render, screen } from '@testing-library/react';
import { failImage } from '@tests/utils/images';
import { CompanyLogo } from './CompanyLogo';
import { AVATAR_COLORS, avatarColor, initialLetter } from './avatar';

describe('CompanyLogo', () => {
  it('falls back to a generated initial-letter avatar when the logo fails to load', () => {
    const { container } = render(<CompanyLogo name="Al Noor Trading" logo="http://api.test/media/broken.png" />);
    // Drawn locally (no <img> left): nothing is requested from an avatar service.
    const avatar = failImage(container, 'Al Noor Trading');
    expect(avatar.tagName).toBe('SPAN');
    expect(avatar).toHaveTextContent('A');
  });

  it.each([null, '', '   '])('draws the avatar when there is no logo (%p)', (logo) => {
    render(<CompanyLogo name="مطعم الخليج" logo={logo} />);
    expect(screen.getByRole('img', { name: 'مطعم الخليج' })).toHaveTextContent('م');
  });

  it('gives a new logo address its own chance after an earlier one failed', () => {
    const { rerender } = render(<CompanyLogo name="Sohar Steel" logo="http://api.test/a.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'Sohar Steel' }));
    rerender(<CompanyLogo name="Sohar Steel" logo="http://api.test/b.png" />);
    expect(screen.getByRole('img', { name: 'Sohar Steel' })).toHaveAttribute('src', 'http://api.test/b.png');
  });

  it('is hidden from screen readers when decorative (the name is printed beside it)', () => {
    const { container } = render(<CompanyLogo name="Sohar Steel" logo={null} decorative />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('initialLetter', () => {
  it('takes the first letter of Latin and Arabic names, upper-cased', () => {
    expect(initialLetter('noor')).toBe('N');
    expect(initialLetter('  «الريامي»')).toBe('ا');
    expect(initialLetter('"zeta"')).toBe('Z');
  });

  it('keeps a whole grapheme (a letter with its combining mark)', () => {
    expect(initialLetter('e\u0301cole')).toBe('E\u0301');
    expect(initialLetter('عُمان')).toBe('عُ');
  });

  // Latin and Arabic names are read without an Intl.Segmenter (avatar.ts says why); every name gets
  // the same first grapheme as the Segmenter gives.
  const segmented = (name: string) => {
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    const first = Array.from(segmenter.segment(name.trim()), (part) => part.segment).find((part) => /[\p{L}\p{N}]/u.test(part));
    return first ? first.toLocaleUpperCase() : '?';
  };
  const names = [
    'noor', 'Al Noor Trading', '  «الريامي»', '"zeta"', '(Muscat) Bakery', 'e\u0301cole', 'Élan', 'ørsted', '×ray', '÷ 7 Seas',
    'عُمان', 'مطعم الخليج', 'ـتطويل', '٧ بحور', '123 Gold', 'A\u200d🙂 Cafe', 'A\u0308\u0301bc', 'a\u1038x', 'a\u{1f3fb}b',
    '\u0600A', '🙂 Smile', 'नमस्ते', 'क्षत्रिय', '한국', 'ǅemal', 'ß shop', '—Dash', '\u00a0Space', '',
  ];

  it.each(names)('gives %p the same initial as a grapheme segmenter', (name) => {
    expect(initialLetter(name)).toBe(segmented(name));
  });

  it('builds no Intl.Segmenter for Latin and Arabic names', () => {
    jest.isolateModules(() => {
      const segmenter = jest.spyOn(Intl, 'Segmenter');
      // A fresh copy of the module: the tests above may have built its Segmenter already.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require('./avatar') as typeof import('./avatar');
      for (const name of ['Al Noor Trading', '«الريامي»', 'عُمان', 'Élan', '٧ بحور', '"zeta"']) fresh.initialLetter(name);
      expect(segmenter).not.toHaveBeenCalled();
      segmenter.mockRestore();
    });
  });

  it('shows a question mark for a name with no letters', () => {
    expect(initialLetter('')).toBe('?');
    expect(initialLetter(null)).toBe('?');
  });
});

describe('avatarColor', () => {
  it('always gives the same palette colour to the same name', () => {
    expect(avatarColor('Al Noor')).toBe(avatarColor('Al Noor'));
    expect(AVATAR_COLORS).toContain(avatarColor('Al Noor'));
  });

  it('spreads different names over the palette', () => {
    const names = ['Al Noor', 'Sohar Steel', 'Muscat Bakery', 'مطعم الخليج', 'Dhofar Farms', 'Nizwa Pottery', 'Sur Boats'];
    expect(new Set(names.map(avatarColor)).size).toBeGreaterThan(2);
  });
});
