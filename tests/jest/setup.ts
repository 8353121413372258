import '@testing-library/jest-dom';
import { setRuntimeConfig } from '@/config/runtime';
import { server, TEST_API } from '../utils/msw';
import { missingKeys } from '../utils/render';

setRuntimeConfig({ apiBaseUrl: TEST_API, tileUrl: '' });

// jsdom leaves these unimplemented; the app calls them (ScrollRestoration, reduced-motion checks).
window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = jest.fn();
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
  // A key missing from the catalogue renders as raw text: fail the test that showed it.
  const missing = missingKeys.splice(0);
  if (missing.length) throw new Error(`Missing translation keys: ${missing.join(', ')}`);
});
afterAll(() => server.close());
