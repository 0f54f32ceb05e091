import type { ServerResponse } from 'node:http';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { ApiConfig } from '../config.js';

export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Points per client address and window. With Redis the count is shared by every instance; while
 * Redis is away the in-memory insurance limiter counts for this instance alone.
 */
export class RateLimit {
  private readonly limiter: RateLimiterMemory | RateLimiterRedis;

  constructor(points: number, windowSeconds: number, shared?: { redis: Redis; name: string }) {
    const memory = new RateLimiterMemory({ points, duration: windowSeconds });
    this.limiter = shared
      ? new RateLimiterRedis({
          storeClient: shared.redis,
          keyPrefix: `agency:rate:${shared.name}`,
          points,
          duration: windowSeconds,
          // Not connected: straight to the insurance limiter instead of waiting for a time-out.
          rejectIfRedisNotReady: true,
          insuranceLimiter: memory,
        })
      : memory;
  }

  async consume(key: string, points = 1): Promise<RateDecision> {
    try {
      await this.limiter.consume(key, points);
      return { ok: true };
    } catch (result) {
      // A store failure (only possible with a remote store) must not lock visitors out.
      if (!(result instanceof RateLimiterRes)) return { ok: true };
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)) };
    }
  }
}

export type RateLimits = { mutations: RateLimit; downloads: RateLimit };

export function createRateLimits(config: ApiConfig, redis?: Redis): RateLimits {
  const { windowSeconds, mutations, downloads } = config.rateLimits;
  const shared = (name: string) => (redis ? { redis, name } : undefined);
  return {
    mutations: new RateLimit(mutations, windowSeconds, shared('mutations')),
    downloads: new RateLimit(downloads, windowSeconds, shared('downloads')),
  };
}

export const RATE_LIMITED_MESSAGE = 'Too many requests from this address; please try again later.';

export function sendRateLimited(res: ServerResponse, retryAfterSeconds: number): void {
  res.writeHead(429, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'retry-after': String(retryAfterSeconds) });
  res.end(RATE_LIMITED_MESSAGE);
}
