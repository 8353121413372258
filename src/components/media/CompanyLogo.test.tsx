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
