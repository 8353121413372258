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
  /** Where contract violations are POSTed for monitoring (src/api/contractReport.ts); '' = nowhere. */
  contractReportUrl: string;
}

export const defaultRuntimeConfig: RuntimeConfig = {
  apiBaseUrl: 'http://127.0.0.1:3001',
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  tileAttribution: '&copy; OpenStreetMap contributors',
  routingUrl: '',
  routingApiKey: '',
  geocodingUrl: '',
  apiTimeoutMs: 30_000,
  contractReportUrl: '',
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

/** config.json's body; {} when it is missing or broken. */
export function fetchRawConfig(url = '/config.json'): Promise<unknown> {
  return fetch(url, { cache: 'no-cache' })
    .then((response) => (response.ok ? response.json() : {}))
    .catch(() => ({}));
}

/** The configuration a config.json body gives: the defaults, overridden by its well-typed keys. */
export function configFrom(raw: unknown): RuntimeConfig {
  return { ...defaultRuntimeConfig, ...sanitise(raw) };
}

/** Reads /config.json once; a missing or broken file leaves the defaults in force. */
export function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  if (!loading) {
    loading = fetchRawConfig(url).then((body: unknown) => {
      current = configFrom(body);
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
  current = configFrom(config);
  loading = Promise.resolve(current);
}
