import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import * as z from 'zod/mini';
import { ConfigError, httpUrl, intBetween, parseEnv, textOr, type Env } from '@agency/server-kit/env';
import { originString, readPartnerKeys, type PartnerKey } from './demand/partner-keys.js';
import type { RateLimitSettings } from './demand/rate-limits.js';

// Configuration is parsed once at start-up; nothing else reads process.env.

const UPSTREAM_VARS = [
  'PANEL_URL',
  'PANEL_SALT',
  'PANEL_API_TOKEN',
  'INTEGRATION_URL',
  'INTEGRATION_SALT',
  'INTEGRATION_API_KEY',
] as const;

/** Variables that hold secrets: never logged, never sent to a browser. */
export const SECRET_VARS = [
  'PANEL_SALT',
  'PANEL_API_TOKEN',
  'INTEGRATION_SALT',
  'INTEGRATION_API_KEY',
  'DOWNLOAD_SECRET',
  'REDIS_URL',
  'QUEUE_REDIS_URL',
  'METRICS_TOKEN',
  'SITE_RENDER_TOKEN',
  'ADMIN_TOKEN',
] as const;

/** A text of at least `min` characters. */
const text = (min: number, message?: string) => z.string().check(z.minLength(min, message));
const secret = text(1, 'must not be empty');
const positiveInt = (fallback: number) =>
  z._default(z.coerce.number().check(z.int(), z.positive()), fallback);
const redisUrl = z
  .url()
  .check(z.refine((u) => /^rediss?:\/\//.test(u), 'must be a redis:// or rediss:// URL'));

const apiEnvSchema = z.object({
  PANEL_URL: httpUrl,
  PANEL_SALT: secret,
  PANEL_API_TOKEN: secret,
  PANEL_STORAGE_URL: z.optional(httpUrl),
  INTEGRATION_URL: httpUrl,
  INTEGRATION_SALT: secret,
  INTEGRATION_API_KEY: secret,
  UPSTREAM_TIMEOUT_MS: positiveInt(8000),
  UPSTREAM_READ_RETRIES: intBetween(0, 5, 2),
  CACHE_TTL_SECONDS: positiveInt(60),
  CACHE_STALE_SECONDS: positiveInt(7 * 24 * 3600),
  PRODUCT_NAME: textOr('Bahia Models'),
  OUTBOX_DIR: textOr('.data/outbox'),
  // How long a visitor waits for the first delivery before hearing "queued" (it goes on anyway).
  SUBMISSION_ANSWER_WAIT_MS: intBetween(0, 30_000, 3000),
  // Resized images are kept here; losing it only costs re-encoding.
  IMAGE_CACHE_DIR: textOr('.data/images'),
  DOWNLOAD_SECRET: z.optional(text(32, 'must be at least 32 characters')),
  DOWNLOAD_URL_TTL_SECONDS: positiveInt(300),
  LOG_LEVEL: z._default(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  NODE_ENV: z._default(z.enum(['development', 'production', 'test']), 'development'),
  // Per client address and window: submissions and download links are the costly, abusable calls.
  RATE_LIMIT_WINDOW_SECONDS: positiveInt(60),
  RATE_LIMIT_MUTATIONS: positiveInt(30),
  RATE_LIMIT_DOWNLOADS: positiveInt(30),
  // Cost points (schema @cost) of queries and mutations per client address and window.
  RATE_LIMIT_QUERY_COST: positiveInt(50_000),
  // Every GraphQL answer and page within 3 s, whatever the upstream does (uploads and zips excepted).
  REQUEST_DEADLINE_MS: intBetween(200, 60_000, 2500),
  // A site forwarding to this API sends it with its own server rendering, which visitors do not pay for.
  SITE_RENDER_TOKEN: z.optional(text(32, 'must be at least 32 characters')),
  // The public origin (https://host) resized image URLs are given on; unset: paths on the API's own origin.
  PUBLIC_ORIGIN: z.optional(httpUrl),
  // Only behind a proxy that sets X-Forwarded-For may its first address name the client.
  TRUST_PROXY: z._default(z.enum(['true', 'false']), 'false'),
  UPSTREAM_BREAKER_RESET_MS: positiveInt(10_000),
  // Shared by every instance: read cache, cross-instance coalescing, rate limits. May carry a password.
  REDIS_URL: z.optional(redisUrl),
  // The submissions queue's Redis (BullMQ; noeviction and appendonly, checked at start); unset: REDIS_URL's.
  QUEUE_REDIS_URL: z.optional(redisUrl),
  // How long a delivering instance holds a job without renewing its lock before another takes it over.
  QUEUE_LOCK_MS: intBetween(1000, 300_000, 10_000),
  // Bearer token of POST /admin/purge (operators, the back office); without it the route does not exist.
  ADMIN_TOKEN: z.optional(text(32, 'must be at least 32 characters')),
  // Bearer token Prometheus sends for /metrics; without it /metrics is not served.
  METRICS_TOKEN: z.optional(text(16, 'must be at least 16 characters')),
  // Partner apps' keys (SHA-256 only), their origins and cost budgets; read once here (docs/partners.md).
  PARTNER_KEYS_FILE: z.optional(text(1)),
  // Origins whose pages may call /graphql without a key; `*` for any (answered with a wildcard).
  CORS_ORIGINS: z.optional(
    z.pipe(
      z.pipe(
        z.string(),
        z.transform((list: string) =>
          list
            .split(',')
            .map((origin) => origin.trim())
            .filter(Boolean),
        ),
      ),
      z.array(z.union([z.literal('*'), originString])),
    ),
  ),
});

export { ConfigError };

/** Every variable the API reads (the compose file test checks each is passed through). */
export const API_ENV_VARS = Object.keys(apiEnvSchema.shape);
/** Each variable's parser, so a test can read its default (.env.example must agree). */
export const API_ENV_FIELDS: Record<string, z.ZodMiniType> = apiEnvSchema.shape;

export type ApiConfig = {
  panel: { url: string; salt: string; apiToken: string; storageUrl: string };
  integration: { url: string; salt: string; apiKey: string };
  upstreamTimeoutMs: number;
  upstreamReadRetries: number;
  cacheTtlMs: number;
  cacheStaleMs: number;
  productName: string;
  /** Where submissions are kept until the panel has them (absolute path). */
  outboxDir: string;
  submissionAnswerWaitMs: number;
  /**
   * The submissions queue (BullMQ) shared by the instances; undefined: each delivers from its own
   * disk. `lockMs`: how long a delivering instance may go silent before its job is taken over.
   */
  queue: { redisUrl: string; lockMs: number } | undefined;
  /** Where resized images are cached (absolute path). */
  imageCacheDir: string;
  /** Origin of the absolute `/img` URLs in answers (PUBLIC_ORIGIN); undefined: paths. */
  publicOrigin: string | undefined;
  /** Signs download URLs; random per process when not configured (one instance only). */
  downloadSecret: string;
  downloadUrlTtlMs: number;
  logLevel: z.infer<typeof apiEnvSchema>['LOG_LEVEL'];
  production: boolean;
  rateLimits: RateLimitSettings;
  /** The time budget of one GraphQL request or page: retries and waits end there (stale data or an error). */
  requestDeadlineMs: number;
  /** Marks a forwarding site's own server rendering, which is not charged to visitors' cost budgets. */
  siteRenderToken?: string;
  trustProxy: boolean;
  /** How long an open circuit breaker fails fast before it lets one call through (half-open). */
  breakerResetMs: number;
  /** Redis shared by the instances; without it each instance keeps its cache and limits in memory. */
  redisUrl: string | undefined;
  /** Guards /metrics; undefined: /metrics answers 404. */
  metricsToken?: string;
  /** Guards POST /admin/purge; undefined: the route answers 404. */
  adminToken?: string;
  /** Partner apps' keys (PARTNER_KEYS_FILE): each its own cost budget per hour and origins. */
  partnerKeys: PartnerKey[];
  /** Origins allowed to call /graphql from a browser without a key (`*`: any). */
  corsOrigins: string[];
};

/** True when no upstream variable is set: the site then starts its own demo upstream. */
export function wantsDemoUpstream(env: Env): boolean {
  return UPSTREAM_VARS.every((name) => !env[name]);
}

export function parseApiConfig(env: Env): ApiConfig {
  const e = parseEnv(apiEnvSchema, env);
  return {
    partnerKeys: partnerKeysOf(e.PARTNER_KEYS_FILE),
    corsOrigins: e.CORS_ORIGINS ?? [],
    panel: {
      url: e.PANEL_URL,
      salt: e.PANEL_SALT,
      apiToken: e.PANEL_API_TOKEN,
      storageUrl: `${e.PANEL_STORAGE_URL ?? `${e.PANEL_URL}/storage`}/`,
    },
    integration: { url: e.INTEGRATION_URL, salt: e.INTEGRATION_SALT, apiKey: e.INTEGRATION_API_KEY },
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    upstreamReadRetries: e.UPSTREAM_READ_RETRIES,
    cacheTtlMs: e.CACHE_TTL_SECONDS * 1000,
    cacheStaleMs: e.CACHE_STALE_SECONDS * 1000,
    productName: e.PRODUCT_NAME,
    outboxDir: resolve(e.OUTBOX_DIR),
    submissionAnswerWaitMs: e.SUBMISSION_ANSWER_WAIT_MS,
    queue:
      (e.QUEUE_REDIS_URL ?? e.REDIS_URL) === undefined
        ? undefined
        : { redisUrl: (e.QUEUE_REDIS_URL ?? e.REDIS_URL)!, lockMs: e.QUEUE_LOCK_MS },
    imageCacheDir: resolve(e.IMAGE_CACHE_DIR),
    downloadSecret: e.DOWNLOAD_SECRET ?? randomBytes(32).toString('hex'),
    downloadUrlTtlMs: e.DOWNLOAD_URL_TTL_SECONDS * 1000,
    logLevel: e.LOG_LEVEL,
    production: e.NODE_ENV === 'production',
    rateLimits: {
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
      mutations: e.RATE_LIMIT_MUTATIONS,
      downloads: e.RATE_LIMIT_DOWNLOADS,
      queryCost: e.RATE_LIMIT_QUERY_COST,
    },
    requestDeadlineMs: e.REQUEST_DEADLINE_MS,
    siteRenderToken: e.SITE_RENDER_TOKEN,
    trustProxy: e.TRUST_PROXY === 'true',
    publicOrigin: e.PUBLIC_ORIGIN,
    breakerResetMs: e.UPSTREAM_BREAKER_RESET_MS,
    redisUrl: e.REDIS_URL,
    metricsToken: e.METRICS_TOKEN,
    adminToken: e.ADMIN_TOKEN,
  };
}

function partnerKeysOf(path: string | undefined): PartnerKey[] {
  if (path === undefined) return [];
  try {
    return readPartnerKeys(path);
  } catch (error) {
    throw new ConfigError([`PARTNER_KEYS_FILE is malformed: ${(error as Error).message}`]);
  }
}

/** Values that must never appear in a response or a log line. */
export function secretValues(config: ApiConfig): string[] {
  const passwordOf = (url: string | undefined) => (url ? decodeURIComponent(new URL(url).password) : '');
  const values = [
    config.panel.salt,
    config.panel.apiToken,
    config.integration.salt,
    config.integration.apiKey,
    config.downloadSecret,
  ];
  for (const password of [passwordOf(config.redisUrl), passwordOf(config.queue?.redisUrl)])
    if (password) values.push(password);
  if (config.metricsToken !== undefined) values.push(config.metricsToken);
  if (config.siteRenderToken !== undefined) values.push(config.siteRenderToken);
  if (config.adminToken !== undefined) values.push(config.adminToken);
  return values;
}
