// The app's own wording for a failed call (spec §8: "the HTTP client's own messages"), kept in one
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
  let match = /^Request failed with status code (\d+)$/.exec(message);
  if (match) return { kind: 'status', status: Number(match[1]) };
  match = /^timeout of (\d+)ms exceeded$/.exec(message);
  if (match) return { kind: 'timeout', ms: Number(match[1]) };
  match = /^Too many requests\. Please try again in (\d+) minutes?\.$/.exec(message);
  if (match) return { kind: 'rateLimit', minutes: Number(match[1]) };
  return null;
}
