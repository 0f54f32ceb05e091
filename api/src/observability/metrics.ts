import { Counter, Gauge, type Registry } from 'prom-client';
import type { CacheStats } from '../cache/read-cache.js';
import type { PurgeScope } from '../cache/purge-scope.js';
import type { Deliveries } from '../outbox/deliveries.js';
import type { RedisConnection } from '../redis/redis-connection.js';
import { endpointLabel } from './endpoint-names.js';
import { RequestMetrics } from '@agency/server-kit/request-metrics';
import { TimedCount } from '@agency/server-kit/timed-count';
import type { UpstreamSample } from '../upstream/http-types.js';

const PURGE_SCOPES = ['models', 'boards', 'content', 'all'] as const;

/**
 * The API's Prometheus metrics: the requests (RequestMetrics), plus its upstream calls, read cache,
 * response cache and outbox.
 */
export class ApiMetrics extends RequestMetrics {
  private readonly upstream: TimedCount<'service' | 'endpoint' | 'outcome'>;
  private readonly responseCache: Counter<'result'>;
  private readonly partnerCost: Counter<'partner'>;
  private readonly purges: Counter<'scope'>;

  /** `partners`: the configured partner names, the only values of the `partner` label. */
  constructor(sources: {
    cacheStats: () => CacheStats;
    outbox: () => Deliveries;
    redis?: RedisConnection;
    partners?: string[];
  }) {
    super();
    const registers = [this.registry];
    this.upstream = new TimedCount(this.registry, {
      labelNames: ['service', 'endpoint', 'outcome'],
      total: {
        name: 'upstream_requests_total',
        help: 'Calls to the upstream services, by endpoint template and outcome (ok, client_error, server_error, timeout, unreachable, breaker_open).',
      },
      duration: {
        name: 'upstream_request_duration_seconds',
        help: 'Time until an upstream service answered (headers), or gave up.',
        buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      },
    });
    this.responseCache = new Counter({
      name: 'graphql_response_cache_lookups_total',
      help: 'GET queries looked up in the whole-response cache, by result (hit, miss).',
      labelNames: ['result'],
      registers,
    });
    // Both series exist from the start, so a hit ratio is defined before the first hit.
    for (const result of ['hit', 'miss']) this.responseCache.inc({ result }, 0);
    this.partnerCost = new Counter({
      name: 'partner_cost_points_total',
      help: 'Cost points (the schema @cost) partner apps spent, by partner name (PARTNER_KEYS_FILE).',
      labelNames: ['partner'],
      registers,
    });
    for (const partner of new Set(sources.partners)) this.partnerCost.inc({ partner }, 0);
    this.purges = new Counter({
      name: 'cache_purges_total',
      help: 'POST /admin/purge calls that purged, by what they named (models, boards, content, all).',
      labelNames: ['scope'],
      registers,
    });
    for (const scope of PURGE_SCOPES) this.purges.inc({ scope }, 0);
    new Counter({
      name: 'read_cache_events_total',
      help: 'Upstream read cache: hit (fresh value), miss, stale (expired value served as the upstream failed), revalidate (expired value served while refreshed behind the answer), load (upstream read).',
      labelNames: ['event'],
      registers,
      // The cache keeps its own counts; they are copied at scrape time.
      collect() {
        const cacheStats = sources.cacheStats();
        this.reset();
        this.inc({ event: 'hit' }, cacheStats.hits);
        this.inc({ event: 'miss' }, cacheStats.misses);
        this.inc({ event: 'stale' }, cacheStats.staleServed);
        this.inc({ event: 'load' }, cacheStats.loads);
        this.inc({ event: 'revalidate' }, cacheStats.revalidations);
      },
    });
    new Gauge({
      name: 'outbox_submissions',
      help: "Submissions not yet with the panel, or refused by it, by state. Without a queue, this instance's disk (staging, pending, sending, rejected); with one, pending on this disk and the whole queue's waiting, delivering, retrying, rejected (the same on every instance: use max, not sum).",
      labelNames: ['state'],
      registers,
      async collect() {
        this.reset();
        const counts = await sources
          .outbox()
          .counts()
          .catch(() => ({}));
        for (const [state, count] of Object.entries(counts)) this.set({ state }, count);
      },
    });
    if (sources.redis) registerRedisMetrics(sources.redis, registers);
    new Gauge({
      name: 'outbox_oldest_pending_age_seconds',
      help: 'Age of the oldest submission not yet delivered to the panel (0 when none waits).',
      registers,
      async collect() {
        this.set(await oldestUndeliveredAge(sources.outbox()));
      },
    });
  }

  observeUpstream = (sample: UpstreamSample): void => {
    const labels = {
      service: sample.service,
      endpoint: endpointLabel(sample.path),
      outcome: outcomeOf(sample),
    };
    // A refused call took no time upstream; in the histogram it would only drag latencies down.
    this.upstream.observe(labels, sample.failure === 'breaker_open' ? undefined : sample.seconds);
  };

  /** One purge: each part of what it named counted once (an arrow function: handed around as a callback). */
  readonly observePurge = (scope: PurgeScope): void => {
    for (const name of PURGE_SCOPES)
      if (name === 'models' ? scope.models?.length : scope[name]) this.purges.inc({ scope: name });
  };

  observePartnerCost(partner: string, points: number): void {
    this.partnerCost.inc({ partner }, points);
  }

  observeResponseCache(hit: boolean): void {
    this.responseCache.inc({ result: hit ? 'hit' : 'miss' });
  }
}

/** Only with REDIS_URL: without it there is no connection to be up or down. */
function registerRedisMetrics(redis: RedisConnection, registers: Registry[]): void {
  new Gauge({
    name: 'redis_connection_up',
    help: 'Whether the shared Redis (REDIS_URL) takes commands: 1 up, 0 away (the instance works from its own memory meanwhile).',
    registers,
    collect() {
      this.set(redis.isUp ? 1 : 0);
    },
  });
  new Counter({
    name: 'redis_reconnect_attempts_total',
    help: 'Attempts to reconnect to the shared Redis (REDIS_URL); rising while it is away or flapping.',
    registers,
    collect() {
      this.reset();
      this.inc(redis.reconnectAttempts);
    },
  });
}

function outcomeOf(sample: UpstreamSample): string {
  if (sample.failure) return sample.failure;
  const status = sample.status ?? 0;
  if (status >= 500) return 'server_error';
  if (status >= 400) return 'client_error';
  return 'ok';
}

async function oldestUndeliveredAge(outbox: Deliveries): Promise<number> {
  const oldest = await outbox.oldestUndeliveredAt().catch(() => undefined);
  return oldest === undefined ? 0 : Math.max(0, (Date.now() - oldest) / 1000);
}
