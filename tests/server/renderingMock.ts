// What every test of pages rendered in Node shares: the real contract mock behind the renderer,
// and a failed test for any console.error (React reports a render it could not do on the server,
// a missing server snapshot or a bad nesting, there and carries on: such a page is not published right).
import { getRuntimeConfig, setRuntimeConfig } from '@/config/runtime';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startMock } = require('../contract/helpers/mock-process.cjs') as {
  startMock: (env?: Record<string, string>) => Promise<{ url: string; stop: () => Promise<void> }>;
};

const TODAY = '2026-11-22';

/** Registers the spec's hooks: a mock on the default fixtures for its tests, console.error watched. */
export function renderAgainstMock(): void {
  let mock: { url: string; stop: () => Promise<void> } | undefined;
  let consoleError: jest.SpyInstance;
  beforeAll(async () => {
    mock = await startMock({ MOCK_TODAY: TODAY });
    setRuntimeConfig({ apiBaseUrl: mock.url, tileUrl: '' });
  });
  afterAll(() => mock?.stop());
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error');
    // Redux Toolkit's development checks time themselves on a whole page's state and say so; they
    // are off in the publish step's production build.
    const warn = console.warn.bind(console);
    jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (!/InvariantMiddleware took/.test(String(args[0]))) warn(...args);
    });
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    jest.restoreAllMocks();
  });
}

/** Runs `body` with the renderer pointed at a mock on other fixtures (hostile, say), then back. */
export async function withFixtures(fixtures: string, body: () => Promise<void>): Promise<void> {
  const other = await startMock({ MOCK_TODAY: TODAY, MOCK_FIXTURES: fixtures });
  const previous = getRuntimeConfig().apiBaseUrl;
  try {
    setRuntimeConfig({ apiBaseUrl: other.url, tileUrl: '' });
    await body();
  } finally {
    setRuntimeConfig({ apiBaseUrl: previous, tileUrl: '' });
    await other.stop();
  }
}
