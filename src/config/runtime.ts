// Runtime configuration, read from /config.json beside index.html so one build can be pointed at
// any API host or tile server without rebuilding. Missing keys fall back to the defaults below.
export interface RuntimeConfig {
  /** Base URL of the Dalil API host (no trailing slash). */
  apiBaseUrl: string;
  /** Map tiles, standard {z}/{x}/{y} pattern ({s} optional). Empty string: no tile layer. */
  tileUrl: string;
  tileAttribution: string;
  /** External routing / reverse-geocoding services (optional; the app works without them). */
  routingUrl: string;
  routingApiKey: string;
  geocodingUrl: string;
  /** Milliseconds before an API call gives up (30 000; tests shorten it). */
  apiTimeoutMs: number;
}

export const defaultRuntimeConfig: RuntimeConfig = {
  apiBaseUrl: 'http://127.0.0.1:3001',
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  tileAttribution: '&copy; OpenStreetMap contributors',
  routingUrl: '',
  routingApiKey: '',
  geocodingUrl: '',
  apiTimeoutMs: 30_000,
};

let current: RuntimeConfig = defaultRuntimeConfig;
let loading: Promise<RuntimeConfig> | null = null;

function sanitise(raw: unknown): Partial<RuntimeConfig> {
  if (!raw || typeof raw !== 'object') return {};
  const result: Partial<RuntimeConfig> = {};
  for (const key of Object.keys(defaultRuntimeConfig) as (keyof RuntimeConfig)[]) {
    const value = (raw as Record<string, unknown>)[key];
    if (typeof defaultRuntimeConfig[key] === 'number') {
      if (typeof value === 'number' && Number.isFinite(value) && value > 0) (result as Record<string, unknown>)[key] = value;
    } else if (typeof value === 'string') {
      (result as Record<string, unknown>)[key] = value;
    }
  }
  if (result.apiBaseUrl) result.apiBaseUrl = result.apiBaseUrl.replace(/\/+$/, '');
  return result;
}

/** Fetches /config.json once; a missing or broken file leaves the defaults in force. */
export function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  if (!loading) {
    loading = fetch(url, { cache: 'no-cache' })
      .then((response) => (response.ok ? response.json() : {}))
      .catch(() => ({}))
      .then((raw: unknown) => {
        current = { ...defaultRuntimeConfig, ...sanitise(raw) };
        return current;
      });
  }
  return loading;
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

/** Tests and embedders set the configuration directly instead of fetching it. */
export function setRuntimeConfig(config: Partial<RuntimeConfig>): void {
  current = { ...defaultRuntimeConfig, ...sanitise(config) };
  loading = Promise.resolve(current);
}
