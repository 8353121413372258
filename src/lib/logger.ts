// The one log for failed calls: the API client's (re-exported by @/api/shapes) and the outside
// services' (directions). Quiet under jest unless a test spies on it.
export const apiLogger = {
  warn(...args: unknown[]): void {
    if (process.env.NODE_ENV !== 'test') console.warn(...args);
  },
};
