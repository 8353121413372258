/** An <img> that loads only when near the viewport and decodes off the main thread, from `src`. */
export function expectLazyImage(image: HTMLElement, src: string) {
  expect(image.tagName).toBe('IMG');
  expect(image).toHaveAttribute('src', src);
  expect(image).toHaveAttribute('loading', 'lazy');
  expect(image).toHaveAttribute('decoding', 'async');
}
