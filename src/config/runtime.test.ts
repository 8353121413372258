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
