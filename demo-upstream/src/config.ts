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

function text(env: Record<string, string | undefined>, name: string, fallback: string): string {
  const raw = env[name];
  return raw === undefined || raw === '' ? fallback : raw;
}

export function readConfig(env: Record<string, string | undefined>): DemoConfig {
  const ttlRaw = env['DEMO_TOKEN_TTL_SECONDS'];
  const tokenTtlSeconds = ttlRaw === undefined || ttlRaw === '' ? demoDefaults.tokenTtlSeconds : Number(ttlRaw);
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
  };
}
