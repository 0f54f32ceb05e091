import * as z from 'zod/mini';
import { API_ENV_FIELDS } from '@agency/api';
import { parseEnv, type Env } from '@agency/server-kit/env';

// The API's variables that a site forwarding to a standalone API (API_URL) reads too, with the
// API's own parsers and defaults: none of them names or signs in to an upstream.
const frontEnvSchema = z.object({
  LOG_LEVEL: API_ENV_FIELDS['LOG_LEVEL']!,
  TRUST_PROXY: API_ENV_FIELDS['TRUST_PROXY']!,
  METRICS_TOKEN: API_ENV_FIELDS['METRICS_TOKEN']!,
  REQUEST_DEADLINE_MS: API_ENV_FIELDS['REQUEST_DEADLINE_MS']!,
  SITE_RENDER_TOKEN: API_ENV_FIELDS['SITE_RENDER_TOKEN']!,
});

export const FRONT_ENV_VARS = Object.keys(frontEnvSchema.shape);

/** What a server in front of a standalone API needs: its log level, /metrics token, proxy trust, deadline and render token. */
export type FrontConfig = {
  logLevel: string;
  trustProxy: boolean;
  metricsToken: string | undefined;
  requestDeadlineMs: number;
  siteRenderToken: string | undefined;
};

export function parseFrontConfig(env: Env): FrontConfig {
  const e = parseEnv(frontEnvSchema, env) as {
    LOG_LEVEL: string;
    TRUST_PROXY: string;
    METRICS_TOKEN?: string;
    REQUEST_DEADLINE_MS: number;
    SITE_RENDER_TOKEN?: string;
  };
  return {
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'true',
    metricsToken: e.METRICS_TOKEN,
    requestDeadlineMs: e.REQUEST_DEADLINE_MS,
    siteRenderToken: e.SITE_RENDER_TOKEN,
  };
}
