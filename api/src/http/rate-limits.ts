import type { ServerResponse } from 'node:http';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { ApiConfig } from '../config.js';

export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Points per client address and window; memory now, rate-limiter-flexible's Redis store later. */
export class RateLimit {
  private readonly limiter: RateLimiterMemory;

  constructor(points: number, windowSeconds: number) {
    this.limiter = new RateLimiterMemory({ points, duration: windowSeconds });
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

export function createRateLimits(config: ApiConfig): RateLimits {
  const { windowSeconds, mutations, downloads } = config.rateLimits;
  return { mutations: new RateLimit(mutations, windowSeconds), downloads: new RateLimit(downloads, windowSeconds) };
}

export const RATE_LIMITED_MESSAGE = 'Too many requests from this address; please try again later.';

export function sendRateLimited(res: ServerResponse, retryAfterSeconds: number): void {
  res.writeHead(429, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'retry-after': String(retryAfterSeconds) });
  res.end(RATE_LIMITED_MESSAGE);
}
