import { z } from 'zod';
import { ConfigError } from '@agency/api/config';
import type { SiteConfig } from '../src/app/site-config.js';

const number = (fallback: number) => z.coerce.number().finite().default(fallback);

const siteEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PRODUCT_NAME: z.string().min(1).default('Bahia Models'),
  SITE_PHONE: z.string().min(1).default('+55 71 3333-0000'),
  SITE_EMAIL: z.string().email().default('contato@bahiamodels.com.br'),
  PLATFORM_PROVIDER: z.string().min(1).default('Casting Cloud'),
  // The agency's door in Salvador (Rio Vermelho) unless configured.
  MAP_LAT: number(-13.0114),
  MAP_LNG: number(-38.4902),
  PUBLIC_ORIGIN: z.string().url().optional(),
});

/** Every variable the site server reads besides the API's. */
export const SITE_ENV_VARS = Object.keys(siteEnvSchema.shape);

/** Public site settings (shown to visitors): parsed once at start, like the API's configuration. */
export function parseSiteConfig(env: Record<string, string | undefined>): { port: number; site: (requestOrigin: string) => SiteConfig } {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = siteEnvSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${String(i.path[0])} is malformed: ${i.message}`));
  }
  const e = parsed.data;
  return {
    port: e.PORT,
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
