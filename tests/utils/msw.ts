// One msw server for every component test. Tests add handlers with server.use(...);
// a request nobody handles fails the test, so no screen can call an endpoint silently.
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';

export const TEST_API = 'http://api.test';

export const server = setupServer();

/** Full URL of an API path on the test host. */
export function apiUrl(path: string): string {
  return `${TEST_API}${path}`;
}

/** A success body in the contract's envelope. */
export function envelope<T>(data: T, init?: ResponseInit) {
  return HttpResponse.json({ data }, init);
}

/** An error body in the contract's shape. */
export function errorBody(status: number, message: string, fields?: Record<string, string>) {
  return HttpResponse.json({ error: { code: `http_${status}`, message, ...(fields ? { fields } : {}) } }, { status });
}

export function page<T>(results: T[], count = results.length) {
  return { results, count };
}

/**
 * Every answer a handler gives is checked against openapi.yaml (tests/jest/setup.ts with
 * ./contractGuard): a test that breaks the contract on purpose says so first, for itself alone.
 */
export const contractGuard = { allowed: false, violations: [] as string[] };
export function breaksContractOnPurpose(): void {
  contractGuard.allowed = true;
}

export { http, HttpResponse, delay };
