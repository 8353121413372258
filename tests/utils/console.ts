/**
 * React reports every error a boundary catches on console.error. A suite that crashes a part on
 * purpose calls this at the top of its describe, so that expected report stays out of the output.
 */
export function silenceConsoleErrors() {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());
}
