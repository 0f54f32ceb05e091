/**
 * Where the caller's budget of cost points stands, from the IETF draft headers the API sends:
 * `RateLimit-Policy: "cost";q=100000;w=3600` and `RateLimit: "cost";r=99899;t=3412`.
 */
export type RateLimitInfo = {
  /** Points per window (`q`). */
  limit: number | undefined;
  /** The window in seconds (`w`). */
  windowSeconds: number | undefined;
  /** Points left (`r`). */
  remaining: number | undefined;
  /** Seconds until the window resets (`t`). */
  resetSeconds: number | undefined;
};

function parameter(header: string | null, name: string): number | undefined {
  if (header === null) return undefined;
  const match = new RegExp(`(?:^|;)\\s*${name}=(\\d+)`).exec(header);
  return match ? Number(match[1]) : undefined;
}

/** Undefined when the answer carries neither header (e.g. a proxy's error page). */
export function rateLimitOf(headers: Headers): RateLimitInfo | undefined {
  const policy = headers.get('ratelimit-policy');
  const state = headers.get('ratelimit');
  if (policy === null && state === null) return undefined;
  return {
    limit: parameter(policy, 'q'),
    windowSeconds: parameter(policy, 'w'),
    remaining: parameter(state, 'r'),
    resetSeconds: parameter(state, 't'),
  };
}
