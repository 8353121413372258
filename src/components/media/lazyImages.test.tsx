import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { expectLazyImage } from '@tests/utils/images';
import { CompanyLogo } from './CompanyLogo';
import { FallbackImage } from './FallbackImage';

// Every API image loads lazily, named by its alt text: a logo by its company, a photo by its caption.
it.each<[string, (src: string) => ReactElement, string]>([
  ['a company logo', (src) => <CompanyLogo name="Al Noor Trading" logo={src} />, 'Al Noor Trading'],
  ['an offer or ad image', (src) => <FallbackImage src={src} alt="Offer photo" />, 'Offer photo'],
])('shows %s lazily with its alt text', (_kind, element, alt) => {
  render(element('http://api.test/media/picture.svg'));
  expectLazyImage(screen.getByRole('img', { name: alt }), 'http://api.test/media/picture.svg');
});
