// The app's own wording for a failed call (docs/product.md §8: "the HTTP client's own messages"), kept in one
// place: the API layer writes them into its errors (and the log) in English, as the spec words
// them, and the error box reads them back to say them in the page's language. A server's own
// message is neither: it is shown as it came.

export const NETWORK_ERROR_MESSAGE = 'Network Error';
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';

export function statusMessage(status: number): string {
  return `Request failed with status code ${status}`;
}

export function timeoutMessage(ms: number): string {
  return `timeout of ${ms}ms exceeded`;
}

export function rateLimitMessage(minutes: number): string {
  return `Too many requests. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** What one of the app's own messages says, to be put in words again; null for any other text. */
export type ClientMessage =
  | { kind: 'network' }
  | { kind: 'unexpected' }
  | { kind: 'status'; status: number }
  | { kind: 'timeout'; ms: number }
  | { kind: 'rateLimit'; minutes: number };

export function readClientMessage(message: string): ClientMessage | null {
  if (message === NETWORK_ERROR_MESSAGE) return { kind: 'network' };
  if (message === UNEXPECTED_ERROR_MESSAGE) return { kind: 'unexpected' };
  // Read back through the builders themselves, so the wording is written once.
  const number = Number(/\d+/.exec(message)?.[0]);
  if (message === statusMessage(number)) return { kind: 'status', status: number };
  if (message === timeoutMessage(number)) return { kind: 'timeout', ms: number };
  if (message === rateLimitMessage(number)) return { kind: 'rateLimit', minutes: number };
  return null;
}
