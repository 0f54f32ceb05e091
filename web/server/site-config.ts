import * as z from 'zod/mini';
import { ConfigError, httpUrl, intBetween, parseEnv, textOr } from '@agency/server-kit/env';
import type { SiteConfig } from '../src/core/site-config.js';

// zod's number refuses Infinity and NaN, so a finite number is all a coerced one can be.
const number = (fallback: number) => z._default(z.coerce.number(), fallback);

const siteEnvSchema = z.object({
  PORT: intBetween(0, 65535, 3000),
  PRODUCT_NAME: textOr('Bahia Models'),
  SITE_PHONE: textOr('+55 71 3333-0000'),
  SITE_EMAIL: z._default(z.email(), 'contato@bahiamodels.com.br'),
  PLATFORM_PROVIDER: textOr('Casting Cloud'),
  // The agency's door in Salvador (Rio Vermelho) unless configured.
  MAP_LAT: number(-13.0114),
  MAP_LNG: number(-38.4902),
  PUBLIC_ORIGIN: z.optional(z.url()),
  // A standalone API to forward to; unset, the API is mounted in this process.
  API_URL: z.optional(httpUrl),
  // Where pages load photos and videos from directly (the panel storage), for the Content-Security-Policy.
  // Mounted, the site knows it from PANEL_STORAGE_URL; forwarding, it has no upstream variable to take it from.
  MEDIA_ORIGIN: z.optional(httpUrl),
});

/** Every variable the site server reads besides the API's. */
export const SITE_ENV_VARS = Object.keys(siteEnvSchema.shape);
/** Each variable's parser, so a test can read its default (.env.example must agree). */
export const SITE_ENV_FIELDS: Record<string, z.ZodMiniType> = siteEnvSchema.shape;

/** How the site reaches the API: forwarded to a standalone one, or mounted in process (null). */
export type Forwarding = { apiUrl: string; mediaOrigin: string } | null;

export type ParsedSiteConfig = {
  port: number;
  forwarding: Forwarding;
  /** Public site settings (shown to visitors) for a request that came to this origin. */
  site: (requestOrigin: string) => SiteConfig;
};

/** Parsed once at start, like the API's configuration. */
export function parseSiteConfig(env: Record<string, string | undefined>): ParsedSiteConfig {
  const e = parseEnv(siteEnvSchema, env);
  if (e.API_URL !== undefined && e.MEDIA_ORIGIN === undefined) {
    throw new ConfigError([
      'MEDIA_ORIGIN is missing: with API_URL set, the site needs the origin of the panel storage its pages show photos and videos from',
    ]);
  }
  return {
    port: e.PORT,
    forwarding:
      e.API_URL === undefined ? null : { apiUrl: e.API_URL, mediaOrigin: new URL(e.MEDIA_ORIGIN!).origin },
    // Without PUBLIC_ORIGIN, canonical URLs follow the host the visitor used.
    site: (requestOrigin) => ({
      productName: e.PRODUCT_NAME,
      phone: e.SITE_PHONE,
      email: e.SITE_EMAIL,
      platformProvider: e.PLATFORM_PROVIDER,
      map: { lat: e.MAP_LAT, lng: e.MAP_LNG },
      origin: (e.PUBLIC_ORIGIN ?? requestOrigin).replace(/\/+$/, ''),
    }),
  };
}
