// The demo's whole configuration, read once from the environment. The launcher reads it too, so
// the credentials it hands out always match the ones the child process accepts.

export type DemoConfig = {
  panelPort: number;
  integrationPort: number;
  panelSalt: string;
  panelApiToken: string;
  integrationSalt: string;
  integrationApiKey: string;
  tokenTtlSeconds: number;
  /** Address both services listen on: loopback unless the demo runs in its own container. */
  host: string;
  /**
   * How other processes reach the panel (its storage URLs are built from it); by default the
   * address it listens on. In docker-compose: the service name, e.g. http://demo-upstream:4101.
   */
  publicPanelUrl: string | null;
  publicIntegrationUrl: string | null;
  /** Generated models after the base 164 (DEMO_EXTRA_MODELS), for tests that need a big board. */
  extraModels: number;
};

export const demoDefaults = {
  panelSalt: 'demo-panel-salt',
  panelApiToken: 'demo-panel-token',
  integrationSalt: 'demo-integration-salt',
  integrationApiKey: 'demo-integration-key',
  tokenTtlSeconds: 3600,
} as const;

function port(env: Record<string, string | undefined>, name: string): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return 0;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new Error(`${name} must be a port number (0-65535), got "${raw}"`);
  }
  return value;
}

/**
 * The cap keeps start-up under a second and the process near 100 MB: each model brings a handful
 * of catalogue entries (20 000 extras measured about 0.5 s and 110 MB of heap).
 */
export const MAX_EXTRA_MODELS = 20_000;

function count(env: Record<string, string | undefined>, name: string, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return 0;
  // Digits only: "1e3", "12.0" or " 5" are more likely mistakes than intentions.
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(value <= max)) throw new Error(`${name} must be a whole number from 0 to ${max}, got "${raw}"`);
  return value;
}

function text(env: Record<string, string | undefined>, name: string, fallback: string): string {
  const raw = env[name];
  return raw === undefined || raw === '' ? fallback : raw;
}

function optionalUrl(env: Record<string, string | undefined>, name: string): string | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return null;
  if (!/^https?:\/\/[^/]+$/.test(raw.replace(/\/+$/, '')))
    throw new Error(`${name} must be an http(s) origin such as http://demo-upstream:4101, got "${raw}"`);
  return raw.replace(/\/+$/, '');
}

export function readConfig(env: Record<string, string | undefined>): DemoConfig {
  const ttlRaw = env['DEMO_TOKEN_TTL_SECONDS'];
  const tokenTtlSeconds =
    ttlRaw === undefined || ttlRaw === '' ? demoDefaults.tokenTtlSeconds : Number(ttlRaw);
  if (!Number.isFinite(tokenTtlSeconds) || tokenTtlSeconds <= 0) {
    throw new Error(`DEMO_TOKEN_TTL_SECONDS must be a positive number of seconds, got "${ttlRaw}"`);
  }
  return {
    panelPort: port(env, 'DEMO_PANEL_PORT'),
    integrationPort: port(env, 'DEMO_INTEGRATION_PORT'),
    panelSalt: text(env, 'DEMO_PANEL_SALT', demoDefaults.panelSalt),
    panelApiToken: text(env, 'DEMO_PANEL_API_TOKEN', demoDefaults.panelApiToken),
    integrationSalt: text(env, 'DEMO_INTEGRATION_SALT', demoDefaults.integrationSalt),
    integrationApiKey: text(env, 'DEMO_INTEGRATION_API_KEY', demoDefaults.integrationApiKey),
    tokenTtlSeconds,
    host: text(env, 'DEMO_HOST', '127.0.0.1'),
    publicPanelUrl: optionalUrl(env, 'DEMO_PUBLIC_PANEL_URL'),
    publicIntegrationUrl: optionalUrl(env, 'DEMO_PUBLIC_INTEGRATION_URL'),
    extraModels: count(env, 'DEMO_EXTRA_MODELS', MAX_EXTRA_MODELS),
  };
}
