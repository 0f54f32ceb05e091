import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { ApiConfig } from '../config.js';
import { clientAddress } from './client-address.js';
import type { DeferredCharges } from './deferred-charges.js';
import type { RateLimit } from './rate-limits.js';

/** The header a forwarding site's server rendering carries (web/server/http-link.ts). */
export const SITE_RENDER_HEADER = 'x-site-render-token';

/** A budget of cost points and the ledger that charges response-cache hits to it. */
export type Budget = { limit: RateLimit; charges: DeferredCharges };

/**
 * Who is asking and what pays: `key` is the budget's key (the client address, or the partner's
 * name), `partner` the name for logs and metrics (never the key itself), `origins` the browser
 * origins this caller may call from (CORS).
 */
export type Caller = Budget & { key: string; partner?: string; origins: ReadonlySet<string> };

/** An Authorization header that names no key we issued: answered 401 before anything runs. */
export const UNKNOWN_KEY = Symbol('unknown key');

export type CallerOf = (req: IncomingMessage) => Caller | undefined | typeof UNKNOWN_KEY;

const digest = (value: string) => createHash('sha256').update(value).digest();
const BEARER = /^Bearer +(\S+)$/i;

/**
 * Whose budget a request is charged to: a partner's (Authorization: Bearer <key>), its client
 * address's (no key), or nobody's for the site's own server rendering (in process it never comes
 * through here; forwarded, it proves itself with the token). Partner callers are built once at
 * start, so a cached answer to a partner costs a hash and a few comparisons.
 */
export function createCallerOf(
  config: Pick<ApiConfig, 'trustProxy' | 'siteRenderToken' | 'partnerKeys' | 'corsOrigins'>,
  budgets: { anonymous: Budget; partner(name: string, costPerHour: number): Budget },
): CallerOf {
  const expected = config.siteRenderToken === undefined ? undefined : digest(config.siteRenderToken);
  const anonymousOrigins: ReadonlySet<string> = new Set(config.corsOrigins);
  const partners = config.partnerKeys.map((key) => ({
    digest: Buffer.from(key.keySha256, 'hex'),
    caller: { ...budgets.partner(key.name, key.costPerHour), key: key.name, partner: key.name, origins: new Set(key.origins) } satisfies Caller,
  }));
  return (req) => {
    const authorization = req.headers.authorization;
    if (authorization !== undefined) {
      const presented = BEARER.exec(authorization)?.[1];
      if (presented === undefined) return UNKNOWN_KEY;
      // Every entry is compared, in constant time, on digests of one length: how long it takes says
      // nothing about which key (or how much of one) was guessed.
      const hash = digest(presented);
      let found: Caller | undefined;
      for (const partner of partners) if (timingSafeEqual(hash, partner.digest)) found = partner.caller;
      return found ?? UNKNOWN_KEY;
    }
    const token = req.headers[SITE_RENDER_HEADER];
    // Digests have one length, so the comparison takes the same time whatever was sent.
    if (expected && typeof token === 'string' && timingSafeEqual(digest(token), expected)) return undefined;
    return { ...budgets.anonymous, key: clientAddress(req, config.trustProxy), origins: anonymousOrigins };
  };
}
