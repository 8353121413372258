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

describe('loadRuntimeConfig', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  /** A fresh copy of the module: the loaded configuration is kept for the page's life. */
  function freshRuntime(): typeof import('./runtime') {
    let module: typeof import('./runtime') | undefined;
    jest.isolateModules(() => {
      module = jest.requireActual<typeof import('./runtime')>('./runtime');
    });
    return module!;
  }

  it('asks for config.json once, uncached, and takes its well-typed keys', async () => {
    const fetchSpy = jest.spyOn(window, 'fetch').mockResolvedValue(Response.json({ apiTimeoutMs: 1500 }));
    const runtime = freshRuntime();
    const [config, again] = await Promise.all([runtime.loadRuntimeConfig(), runtime.loadRuntimeConfig()]);
    expect(again).toBe(config);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy).toHaveBeenCalledWith('/config.json', { cache: 'no-cache' });
    expect(config).toMatchObject({ apiTimeoutMs: 1500, apiBaseUrl: defaultRuntimeConfig.apiBaseUrl });
  });

  it('keeps the defaults when config.json is missing', async () => {
    jest.spyOn(window, 'fetch').mockResolvedValue(new Response('not found', { status: 404 }));
    await expect(freshRuntime().loadRuntimeConfig()).resolves.toEqual(defaultRuntimeConfig);
  });
});
