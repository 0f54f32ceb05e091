import type { RateDecision, RateLimit } from './rate-limits.js';

/**
 * The IETF httpapi RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the policy (quota of
 * cost points per window) and what the caller has left of it, so clients can slow down before a 429.
 */
export function rateLimitHeaders(limit: RateLimit, state: Pick<RateDecision, 'remaining' | 'resetSeconds'>): [string, string][] {
  return [
    ['ratelimit-policy', `"cost";q=${limit.points};w=${limit.windowSeconds};qu="cost"`],
    ['ratelimit', `"cost";r=${state.remaining};t=${state.resetSeconds}`],
  ];
}
