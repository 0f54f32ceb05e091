import type { ServerResponse } from 'node:http';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/** `remaining` points and seconds until the window `resets`, for the RateLimit header. */
export type RateDecision = ({ ok: true } | { ok: false; retryAfterSeconds: number }) & {
  remaining: number;
  resetSeconds: number;
};

/**
 * Points per client address and window. With Redis the count is shared by every instance; while
 * Redis is away the in-memory insurance limiter counts for this instance alone.
 */
export class RateLimit {
  private readonly limiter: RateLimiterMemory | RateLimiterRedis;

  constructor(
    readonly points: number,
    readonly windowSeconds: number,
    shared?: { redis: Redis; name: string },
  ) {
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
      return { ok: true, ...this.state(await this.limiter.consume(key, points)) };
    } catch (result) {
      // A store failure (only possible with a remote store) must not lock visitors out.
      if (!(result instanceof RateLimiterRes))
        return { ok: true, remaining: this.points, resetSeconds: this.windowSeconds };
      const state = this.state(result);
      return { ok: false, retryAfterSeconds: Math.max(1, state.resetSeconds), ...state };
    }
  }

  /** Gives points back (charged up front, not all spent); the state after, or null if the store failed. */
  async refund(
    key: string,
    points: number,
  ): Promise<Pick<RateDecision, 'remaining' | 'resetSeconds'> | null> {
    try {
      return this.state(await this.limiter.reward(key, points));
    } catch {
      return null;
    }
  }

  /** Where `key` stands without spending anything (for answers that cost nothing). */
  async peek(key: string): Promise<Pick<RateDecision, 'remaining' | 'resetSeconds'>> {
    try {
      const result = await this.limiter.get(key);
      if (result) return this.state(result);
    } catch {
      // A store failure: say the whole budget, as consume does.
    }
    return { remaining: this.points, resetSeconds: this.windowSeconds };
  }

  private state(result: RateLimiterRes): { remaining: number; resetSeconds: number } {
    return {
      remaining: Math.max(0, result.remainingPoints),
      resetSeconds: Math.max(0, Math.ceil(result.msBeforeNext / 1000)),
    };
  }
}

export type RateLimits = { mutations: RateLimit; downloads: RateLimit; queryCost: RateLimit };

/** The limits config.ts reads from the environment (RATE_LIMIT_*), per client address and window. */
export type RateLimitSettings = {
  windowSeconds: number;
  mutations: number;
  downloads: number;
  queryCost: number;
};

export function createRateLimits(config: { rateLimits: RateLimitSettings }, redis?: Redis): RateLimits {
  const { windowSeconds, mutations, downloads, queryCost } = config.rateLimits;
  const shared = (name: string) => (redis ? { redis, name } : undefined);
  return {
    mutations: new RateLimit(mutations, windowSeconds, shared('mutations')),
    downloads: new RateLimit(downloads, windowSeconds, shared('downloads')),
    queryCost: new RateLimit(queryCost, windowSeconds, shared('cost')),
  };
}

export const RATE_LIMITED_MESSAGE = 'Too many requests from this address; please try again later.';

/** A spent cost budget, told to whoever owns it: a partner's key has its own, anyone else their address's. */
export function costRateLimitedMessage(caller: { partner?: string }, retryAfterSeconds: number): string {
  return caller.partner === undefined
    ? `Too many requests from this address; please try again in ${retryAfterSeconds} s.`
    : `This key's cost budget for the hour is spent; please try again in ${retryAfterSeconds} s.`;
}

export function sendRateLimited(res: ServerResponse, retryAfterSeconds: number): void {
  res.writeHead(429, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'retry-after': String(retryAfterSeconds),
  });
  res.end(RATE_LIMITED_MESSAGE);
}
