import { fireEvent, screen } from '@testing-library/react';

/** An <img> that loads only when near the viewport and decodes off the main thread, from `src`. */
export function expectLazyImage(image: HTMLElement, src: string) {
  expect(image.tagName).toBe('IMG');
  expect(image).toHaveAttribute('src', src);
  expect(image).toHaveAttribute('loading', 'lazy');
  expect(image).toHaveAttribute('decoding', 'async');
}

/** Fails the loading of the image named `name` and returns what stands in its place, once no <img> is left in `container`. */
export function failImage(container: HTMLElement, name: string): HTMLElement {
  fireEvent.error(screen.getByRole('img', { name }));
  expect(container.querySelector('img')).toBeNull();
  return screen.getByRole('img', { name });
}
