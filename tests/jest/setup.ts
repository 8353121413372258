import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { setRuntimeConfig } from '@/config/runtime';
import { registerCatalogue, type Namespace } from '@/lib/i18n';
import { en } from '@/locales/en';
import { contractViolations } from '../utils/contractGuard';
import { contractGuard, server, TEST_API } from '../utils/msw';
import { missingKeys } from '../utils/render';

setRuntimeConfig({ apiBaseUrl: TEST_API, tileUrl: '' });

// One ceiling for every findBy/waitFor, and no test sets its own: each waits for the state it
// asserts, so a host 3-4x slower than this one takes longer without failing (1 s, and the 5 s once
// set here, failed on such hosts). Nothing waits for a timeout to pass (negative checks wait for
// their request: tests/utils/settle.ts).
configure({ asyncUtilTimeout: 15_000 });

// In the app each screen's English texts arrive with its route chunk; tests render screens
// directly, so every catalogue is known from the start.
for (const [namespace, resources] of Object.entries(en)) registerCatalogue(namespace as Namespace, resources);

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
// The handlers answer only what the contract allows (issue 34), checked with the app's validators.
server.events.on('response:mocked', async ({ request, response }) => {
  if (contractGuard.allowed || !request.url.startsWith(TEST_API)) return;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  contractGuard.violations.push(...contractViolations(request.method, new URL(request.url).pathname, response.status, body));
});
afterEach(() => {
  server.resetHandlers();
  const broken = contractGuard.violations.splice(0);
  const allowed = contractGuard.allowed;
  contractGuard.allowed = false;
  if (broken.length && !allowed) {
    throw new Error(`A test's msw handler answered what openapi.yaml does not allow (call breaksContractOnPurpose() if meant):\n${[...new Set(broken)].slice(0, 10).join('\n')}`);
  }
  window.localStorage.clear();
  // A key missing from the catalogue renders as raw text: fail the test that showed it.
  const missing = missingKeys.splice(0);
  if (missing.length) throw new Error(`Missing translation keys: ${missing.join(', ')}`);
});
afterAll(() => server.close());
