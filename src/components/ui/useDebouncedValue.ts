import { useEffect, useState } from 'react';

/** The one pause after the last keystroke before a search box's text reaches the URL and the API. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The value, once it has stopped changing for `delayMs`: typing drives server queries without
 * a request per keystroke. The first render returns the value at once (no initial delay).
 */
export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    if (Object.is(value, debounced)) return undefined;
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs, debounced]);
  return debounced;
}
