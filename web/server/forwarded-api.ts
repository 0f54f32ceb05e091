import { parseFrontConfig } from './front-config.js';
import { isApiPath, noteApiRoute, operationOfGet } from '@agency/api';
import { createLogger } from '@agency/server-kit/logger';
import { serveMetrics } from '@agency/server-kit/metrics-route';
import { noteOperation } from '@agency/server-kit/request-context';
import { RequestMetrics } from '@agency/server-kit/request-metrics';
import { API_CSP, setSecurityHeaders } from '@agency/server-kit/security-headers';
import { createTracker } from '@agency/server-kit/track';
import type { ApiBackend } from './api-backend.js';
import { createApiForwarder } from './api-forwarder.js';
import { HttpFreshness } from './http-freshness.js';
import { createHttpLink } from './http-link.js';
import { PageCache } from './page-cache.js';
import type { Forwarding } from './site-config.js';

/**
 * A render that read no data has nothing to go stale but the build (a new build is a new
 * process); the API's default CACHE_TTL_SECONDS caps it like the mounted page cache's TTL does.
 */
const PAGE_TTL_WITHOUT_DATA_MS = 60_000;
/** The API's default CACHE_STALE_SECONDS: how long a page may be served while it is re-rendered. */
const PAGE_STALE_MS = 7 * 24 * 3600 * 1000;

/**
 * The API runs on its own at API_URL (ADR 12): its paths are forwarded there and rendering queries
 * it over HTTP. This server holds no upstream address or secret, starts no demo upstream and needs
 * no Redis or outbox: it only renders pages and serves files.
 */
export function forwardToApi(
  forwarding: NonNullable<Forwarding>,
  env: Record<string, string | undefined>,
): ApiBackend {
  const config = parseFrontConfig(env);
  const logger = createLogger(config.logLevel, 'site');
  const metrics = new RequestMetrics();
  const forwarder = createApiForwarder(forwarding.apiUrl, { trustProxy: config.trustProxy, logger });
  const freshness = new HttpFreshness();
  return {
    async handle(req, res) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (!isApiPath(url.pathname)) return false;
      noteApiRoute(url.pathname);
      if (url.pathname === '/metrics') {
        // This server's own numbers: each API instance serves its own, scraped there (README, Metrics).
        setSecurityHeaders(req, res, API_CSP);
        await serveMetrics(req, res, metrics, config.metricsToken);
        return true;
      }
      // A GET names its operation in the URL; a POST's body is streamed on unread.
      if (url.pathname === '/graphql' && req.method === 'GET') {
        noteOperation(operationOfGet(url.searchParams));
      }
      await forwarder.forward(req, res, url);
      return true;
    },
    track: createTracker(logger, metrics),
    link: createHttpLink(forwarding.apiUrl, freshness, config.siteRenderToken),
    pages: new PageCache(freshness, PAGE_TTL_WITHOUT_DATA_MS, PAGE_STALE_MS),
    mediaOrigin: forwarding.mediaOrigin,
    requestDeadlineMs: config.requestDeadlineMs,
    logger,
    demo: null,
    stop: () => forwarder.close(),
  };
}
