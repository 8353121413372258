/**
 * The browser's localStorage, or null where there is none (tests, a server) or where reading it
 * throws (cookies blocked, some private modes). Callers treat null as "nothing remembered".
 */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
