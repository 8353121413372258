import '@testing-library/jest-dom';
import { setRuntimeConfig } from '@/config/runtime';
import { server, TEST_API } from '../utils/msw';
import { missingKeys } from '../utils/render';

setRuntimeConfig({ apiBaseUrl: TEST_API, tileUrl: '' });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
  // A key missing from the catalogue renders as raw text: fail the test that showed it.
  const missing = missingKeys.splice(0);
  if (missing.length) throw new Error(`Missing translation keys: ${missing.join(', ')}`);
});
afterAll(() => server.close());
