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
import { createUpstreamHttp, type UpstreamService } from '../upstream/upstream-http.js';
import { createCallerOf, identified, type Caller } from '../demand/caller.js';
import { createBudgets } from '../demand/budgets.js';
import { createRateLimits, type RateLimits } from '../demand/rate-limits.js';
import { createCors } from './cors.js';
import { keepSigningIn } from '../upstream/sign-in-loop.js';
import { ResponseCache } from './response-cache.js';
import { createOutbox, type Outbox } from '../outbox/create-deliveries.js';
import { createCompCards } from './comp-card-route.js';
import { ApiMetrics } from '../observability/metrics.js';
import { createGraphQLRoute } from './graphql-route.js';
import type { ReadinessSources } from './readiness.js';

/** The running API's parts: what its routes (api-routes.ts) and its host-facing `Api` are made of. */
export type ApiParts = {
  config: ApiConfig;
  logger: Logger;
  data: AgencyData;
  cache: ReadCache;
  panel: PanelClient;
  limits: RateLimits;
  metrics: ApiMetrics;
  outbox: Outbox;
  compCards: ReturnType<typeof createCompCards>;
  graphql: ReturnType<typeof createGraphQLRoute>;
  apollo: ApolloServer<ApiContext>;
  /** A fresh per-request context, for Apollo and for in-process callers. */
  createContext: () => ApiContext;
  /** What /readyz reports, read at each probe. */
  readiness: () => ReadinessSources;
  /** Settles when the warm start is over (done, or incomplete and ready anyway). */
  warmedUp: Promise<WarmUp>;
  stop: () => Promise<void>;
};

export async function buildApiParts(config: ApiConfig, logger: Logger): Promise<ApiParts> {
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
  const upstream = (service: UpstreamService) => {
    const serviceLogger = logger.child({ upstream: service });
    return [
      createUpstreamHttp(config, serviceLogger, metrics.observeUpstream, service),
      serviceLogger,
    ] as const;
  };
  const integration = new IntegrationClient(...upstream('integration'));
  const panel = new PanelClient(...upstream('panel'));
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

  return {
    config,
    logger,
    data,
    cache,
    panel,
    limits,
    metrics,
    outbox,
    compCards,
    graphql,
    apollo,
    createContext,
    readiness: () => ({
      warmUp,
      ready: isReady(),
      signedIn: signedIn(),
      upstreams: { integration: integration.http, panel: panel.http },
      redis: redis?.status ?? 'off',
      queue: outbox.deliveries.health(),
    }),
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
