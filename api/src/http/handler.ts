import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApolloServer } from '@apollo/server';
import type { ApiConfig } from '../config.js';
import type { Logger } from '@agency/server-kit/logger';
import { ReadCache } from '../cache/read-cache.js';
import { RedisReadStore } from '../cache/redis-read-store.js';
import { AgencyData } from '../upstream-reads/agency-data.js';
import { createLoaders } from '../upstream-reads/loaders.js';
import { AheadRefresh, type WarmUp } from '../upstream-reads/ahead-refresh.js';
import { ImageDimensions } from '../images/image-dimensions.js';
import { absoluteMediaUrl } from '../mappers/media-url.js';
import { warmGraphQLPath } from '../graphql/warm-path.js';
import { createApolloServer } from '../graphql/apollo.js';
import type { ApiContext } from '../core/context.js';
import { IntegrationClient } from '../upstream/integration-client.js';
import { PanelClient } from '../upstream/panel-client.js';
import { clientAddress } from '../demand/client-address.js';
import { createCallerOf, identified, type Caller } from '../demand/caller.js';
import { createBudgets } from '../demand/budgets.js';
import { createCors } from './cors.js';
import { createRateLimits, sendRateLimited } from '../demand/rate-limits.js';
import { API_CSP, clearSecurityHeaders, setSecurityHeaders } from '@agency/server-kit/security-headers';
import {
  SANDBOX_ASSET_PREFIX,
  SANDBOX_CSP,
  serveSandboxAsset,
  serveSandboxPage,
  wantsSandbox,
} from './sandbox.js';
import { keepSigningIn } from '../upstream/sign-in-loop.js';
import { serveGalleryDownload } from './download-route.js';
import { ResponseCache } from './response-cache.js';
import { PURGE_PATH, servePurge } from './purge-route.js';
import { createImageRoute } from './image-route.js';
import { IMAGE_PATH } from '@agency/schema/image-urls';
import { createSchemaRoute, SCHEMA_PATH } from './schema-route.js';
import { createOutbox, type Outbox } from '../outbox/create-deliveries.js';
import { OUTBOX_ADMIN_PATH, serveOutboxAdmin } from './outbox-admin-route.js';
import { DOWNLOAD_PATH } from '../modules/downloads/signed-url.js';
import { COMP_CARD_PATH } from '../modules/comp-card/comp-card-path.js';
import { createCompCards } from './comp-card-route.js';
import { ApiMetrics } from '../observability/metrics.js';
import { serveMetrics } from '@agency/server-kit/metrics-route';
import { noteApiRoute } from './api-routes.js';
import { createTracker, type Track } from '@agency/server-kit/track';
import { createGraphQLRoute } from './graphql-route.js';
import { readiness } from './readiness.js';
import { sendJson } from './send-json.js';

export type Api = {
  /** Answers the API's paths (/graphql, /graphql/schema.graphql, /healthz, /readyz, /metrics, ...); false when the path is not the API's. */
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
  /** Runs the handling of a request (API or site) with its request id, access log and metrics. */
  track: Track;
  metrics: ApiMetrics;
  /** For in-process callers (server rendering): a fresh per-request context. */
  createContext(): ApiContext;
  apollo: ApolloServer<ApiContext>;
  cache: ReadCache;
  outbox: Outbox;
  isReady(): boolean;
  /** Settles when the warm start is over (done, or incomplete and ready anyway). */
  warmedUp: Promise<WarmUp>;
  stop(): Promise<void>;
};

export async function createApi(config: ApiConfig, logger: Logger): Promise<Api> {
  // Loaded only when configured: the Redis client is a fifth of the API's start-up imports.
  const redis = config.redisUrl
    ? new (await import('../redis/redis-connection.js')).RedisConnection(
        config.redisUrl,
        logger.child({ component: 'redis' }),
      )
    : undefined;
  // Its sources are read at scrape time, so they may be created below.
  const metrics = new ApiMetrics({
    cacheStats: () => cache.stats,
    outbox: () => outbox.deliveries,
    redis,
    partners: config.partnerKeys.map((key) => key.name),
  });
  const integration = new IntegrationClient(
    config,
    logger.child({ upstream: 'integration' }),
    metrics.observeUpstream,
  );
  const panel = new PanelClient(config, logger.child({ upstream: 'panel' }), metrics.observeUpstream);
  const cache = new ReadCache({
    ttlMs: config.cacheTtlMs,
    staleMs: config.cacheStaleMs,
    logger,
    shared: redis && new RedisReadStore(redis),
    refreshDeadlineMs: config.requestDeadlineMs,
  });
  const data = new AgencyData(integration, panel, cache);
  const limits = createRateLimits(config, redis?.client);
  // Misses charge the limiter directly (cost plugin), hits behind their answer; both keep one
  // ledger per budget, and the caller carries its budget and ledger to both.
  const callerOf = identified(createCallerOf(config, createBudgets(limits.queryCost, redis?.client)));
  const cors = createCors(config);
  const responses = new ResponseCache(cache, config.cacheTtlMs, config.cacheStaleMs);
  const images = new ImageDimensions(config.upstreamTimeoutMs, metrics.observeUpstream);
  const serveImage = createImageRoute(config, logger.child({ component: 'images' }), metrics.observeUpstream);
  const serveSchema = createSchemaRoute();
  const compCards = createCompCards(config, { data, cache, logger, observe: metrics.observeUpstream });
  const signIns = [keepSigningIn(integration.http, logger), keepSigningIn(panel.http, logger)];
  // Boards and content: loaded before /readyz says ready, then refreshed before they expire.
  // Started first, so their upstream round trips overlap the schema's build below.
  const ahead = new AheadRefresh(data, cache, {
    ttlMs: config.cacheTtlMs,
    deadlineMs: config.requestDeadlineMs,
    logger: logger.child({ component: 'cache' }),
  });
  // Another instance's copy in Redis is the warm start's first source: it waits for the first
  // connection attempt (a Redis that is away fails it at once).
  const warmStart = (redis ? redis.firstAttempt() : Promise.resolve()).then(() => ahead.start());
  const apollo = createApolloServer(config, logger, limits, spent);
  await apollo.start();
  const outbox = await createOutbox(config, panel.http, logger.child({ component: 'outbox' }));
  await outbox.deliveries.start();

  const mediaUrl = (path: string | null | undefined) => absoluteMediaUrl(path, config.panel.storageUrl);
  const createContext = (): ApiContext => ({
    config,
    data,
    loaders: createLoaders(data),
    mediaUrl,
    images,
    compCards: compCards.cards,
    logger,
    outbox,
  });
  // Over once the data is in and the GraphQL path has run once (graphql/warm-path.ts); the path
  // is not run when the data is missing (an outage), which would only add another deadline.
  let warmUp: WarmUp = { state: 'warming' };
  const warmedUp = warmStart.then(async (loaded) => {
    if (loaded.state === 'done')
      await warmGraphQLPath(apollo, createContext, config.requestDeadlineMs, logger);
    return (warmUp = loaded);
  });
  const signedIn = () => integration.http.isSignedIn && panel.http.isSignedIn;
  /**
   * Warmed up, and either signed in to both upstreams or holding the boards and content to serve
   * from; an instance whose warm start found nothing anywhere turns ready anyway (its 503 screens
   * are still answers), saying why in /readyz.
   */
  const isReady = () =>
    warmUp.state !== 'warming' && (signedIn() || ahead.holdsAll() || warmUp.state === 'incomplete');

  function spent(caller: Caller, points: number): void {
    if (caller.partner !== undefined) metrics.observePartnerCost(caller.partner, points);
  }

  const graphql = createGraphQLRoute({
    config,
    apollo,
    responses,
    metrics,
    cors,
    callerOf,
    createContext,
    spent,
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if (graphql.answerFromCache(req, res)) return true;
    const url = new URL(req.url ?? '/', 'http://localhost');
    setSecurityHeaders(req, res, API_CSP);
    noteApiRoute(url.pathname);
    if (url.pathname === '/healthz') {
      sendJson(res, 200, { status: 'ok' });
    } else if (url.pathname === '/readyz') {
      const { code, body } = readiness({
        warmUp,
        ready: isReady(),
        signedIn: signedIn(),
        upstreams: { integration: integration.http, panel: panel.http },
        redis: redis?.status ?? 'off',
        queue: outbox.deliveries.health(),
      });
      sendJson(res, code, body);
    } else if (url.pathname === SCHEMA_PATH) {
      serveSchema(req, res);
    } else if (url.pathname.startsWith(SANDBOX_ASSET_PREFIX) && req.method === 'GET') {
      serveSandboxAsset(url.pathname.slice(SANDBOX_ASSET_PREFIX.length), res);
    } else if (wantsSandbox(req, url)) {
      res.setHeader('content-security-policy', SANDBOX_CSP);
      serveSandboxPage(res);
    } else if (url.pathname.startsWith(IMAGE_PATH)) {
      await serveImage(req, res, url);
    } else if (url.pathname.startsWith(COMP_CARD_PATH)) {
      // Counted with the gallery downloads: a card not kept costs a second of a core to make.
      const decision = await limits.downloads.consume(clientAddress(req, config.trustProxy));
      if (decision.ok) await compCards.serve(req, res, url);
      else sendRateLimited(res, decision.retryAfterSeconds);
    } else if (url.pathname.startsWith(DOWNLOAD_PATH)) {
      const decision = await limits.downloads.consume(clientAddress(req, config.trustProxy));
      if (decision.ok) await serveGalleryDownload(req, res, url, { config, data, panel: panel.http, logger });
      else sendRateLimited(res, decision.retryAfterSeconds);
    } else if (url.pathname === '/graphql') {
      await graphql.serve(req, res, url);
    } else if (url.pathname === PURGE_PATH) {
      await servePurge(req, res, {
        token: config.adminToken,
        cache,
        logger: logger.child({ component: 'admin' }),
        observePurge: metrics.observePurge,
      });
    } else if (url.pathname === OUTBOX_ADMIN_PATH || url.pathname.startsWith(`${OUTBOX_ADMIN_PATH}/`)) {
      await serveOutboxAdmin(req, res, url, {
        token: config.adminToken,
        deliveries: outbox.deliveries,
        logger: logger.child({ component: 'admin' }),
      });
    } else if (url.pathname === '/metrics') {
      await serveMetrics(req, res, metrics, config.metricsToken);
    } else {
      // Not ours: the site server answers it with its own headers.
      clearSecurityHeaders(res);
      return false;
    }
    return true;
  }

  return {
    handle,
    track: createTracker(logger, metrics),
    metrics,
    createContext,
    apollo,
    cache,
    outbox,
    isReady,
    warmedUp,
    async stop() {
      ahead.stop();
      for (const signIn of signIns) signIn.stop();
      await outbox.deliveries.stop();
      await apollo.stop();
      await redis?.close();
    },
  };
}
