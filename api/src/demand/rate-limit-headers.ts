import type { RateDecision, RateLimit } from './rate-limits.js';

/**
 * The IETF httpapi RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the policy (quota of
 * cost points per window) and what the caller has left of it, so clients can slow down before a 429.
 */
export function rateLimitHeaders(
  limit: RateLimit,
  state: Pick<RateDecision, 'remaining' | 'resetSeconds'>,
): [string, string][] {
  return [
    ['ratelimit-policy', policyOf(limit)],
    ['ratelimit', `"cost";r=${state.remaining};t=${state.resetSeconds}`],
  ];
}

const policies = new WeakMap<RateLimit, string>();

// Made once per limit: it goes out with every answer, cached hits included.
function policyOf(limit: RateLimit): string {
  let policy = policies.get(limit);
  if (policy === undefined) {
    policy = `"cost";q=${limit.points};w=${limit.windowSeconds};qu="cost"`;
    policies.set(limit, policy);
  }
  return policy;
}
