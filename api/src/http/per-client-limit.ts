import { clientAddress } from '../demand/client-address.js';
import { sendRateLimited, type RateLimit } from '../demand/rate-limits.js';
import type { Serve } from './route.js';

/** `serve`, behind a limit per client address: over it, a 429 with Retry-After instead. */
export function limitPerClient(limit: RateLimit, trustProxy: boolean, serve: Serve): Serve {
  return async (req, res, url) => {
    const decision = await limit.consume(clientAddress(req, trustProxy));
    if (decision.ok) await serve(req, res, url);
    else sendRateLimited(res, decision.retryAfterSeconds);
  };
}
