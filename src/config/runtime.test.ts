import { defaultRuntimeConfig, getRuntimeConfig, setRuntimeConfig } from './runtime';

describe('runtime configuration', () => {
  afterAll(() => setRuntimeConfig({ apiBaseUrl: 'http://api.test', tileUrl: '' }));

  it('keeps defaults for missing keys and drops a trailing slash from the API host', () => {
    setRuntimeConfig({ apiBaseUrl: 'https://api.example.om///' });
    expect(getRuntimeConfig()).toEqual({ ...defaultRuntimeConfig, apiBaseUrl: 'https://api.example.om' });
  });

  it('ignores values of the wrong type', () => {
    setRuntimeConfig({ tileUrl: 42 as unknown as string });
    expect(getRuntimeConfig().tileUrl).toBe(defaultRuntimeConfig.tileUrl);
  });
});

describe('the API timeout', () => {
  afterAll(() => setRuntimeConfig({ apiBaseUrl: 'http://api.test', tileUrl: '' }));

  it('is 30 000 ms unless config.json sets a positive number', () => {
    setRuntimeConfig({});
    expect(getRuntimeConfig().apiTimeoutMs).toBe(30_000);
    setRuntimeConfig({ apiTimeoutMs: 1500 });
    expect(getRuntimeConfig().apiTimeoutMs).toBe(1500);
    setRuntimeConfig({ apiTimeoutMs: -1 });
    expect(getRuntimeConfig().apiTimeoutMs).toBe(30_000);
    setRuntimeConfig({ apiTimeoutMs: '5' as unknown as number });
    expect(getRuntimeConfig().apiTimeoutMs).toBe(30_000);
  });
});
