import { createHash, hash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LRUCache } from 'lru-cache';
import { notePartner } from '@agency/server-kit/request-context';
import { clientAddress } from './client-address.js';
import type { DeferredCharges } from './deferred-charges.js';
import type { PartnerKey } from './partner-keys.js';
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

/** What config.ts gives this module: whom to trust for addresses, the site's token, the partners' keys, the open origins. */
export type CallerSettings = {
  trustProxy: boolean;
  siteRenderToken?: string | undefined;
  partnerKeys: readonly PartnerKey[];
  corsOrigins: readonly string[];
};

const digest = (value: string) => createHash('sha256').update(value).digest();
const BEARER = /^Bearer +(\S+)$/i;
const MAX_REMEMBERED_ADDRESSES = 10_000;

/**
 * Whose budget a request is charged to: a partner's (Authorization: Bearer <key>), its client
 * address's (no key), or nobody's for the site's own server rendering (in process it never comes
 * through here; forwarded, it proves itself with the token). Partner callers are built once at
 * start, so a cached answer to a partner costs one hash and one map lookup.
 */
export function createCallerOf(
  config: CallerSettings,
  budgets: { anonymous: Budget; partner(name: string, costPerHour: number): Budget },
): CallerOf {
  const expected = config.siteRenderToken === undefined ? undefined : digest(config.siteRenderToken);
  const anonymousOrigins: ReadonlySet<string> = new Set(config.corsOrigins);
  // Indexed by the digest of the key: a lookup compares digests, never the keys themselves.
  const partners = new Map<string, Caller>();
  // Authorization headers already found to name a key, so a partner's cached hits skip the hash
  // (in a busy server a SHA-256 cost a partner's hit several microseconds, a sixth of the hit).
  // Only headers that named an issued key get in, so it holds at most a few per key (header
  // spellings) and a stream of made-up keys cannot grow it; reading it tells a caller only what
  // its own answer says (this header names a key). Least recently used forgotten first.
  const recognised = new LRUCache<string, Caller>({ max: Math.max(1, 4 * config.partnerKeys.length) });
  const anonymous = new LRUCache<string, Caller>({ max: MAX_REMEMBERED_ADDRESSES });
  for (const key of config.partnerKeys) {
    partners.set(key.keySha256, {
      ...budgets.partner(key.name, key.costPerHour),
      key: key.name,
      partner: key.name,
      origins: new Set(key.origins),
    });
  }
  return (req) => {
    const authorization = req.headers.authorization;
    if (authorization !== undefined) {
      const known = recognised.get(authorization);
      if (known) return known;
      const presented = BEARER.exec(authorization)?.[1];
      if (presented === undefined) return UNKNOWN_KEY;
      // Looked up by SHA-256: how long the lookup takes can only tell how the digest of a guess
      // compares with the stored digests, which says nothing about any key (a guess that shares a
      // digest prefix is no nearer). So a hash-indexed lookup is as safe as a constant-time
      // comparison of every entry, and costs one hash whatever the number of keys (cached hits).
      // The one-shot hash: a third of createHash's cost (no Hash object per request).
      const partner = partners.get(hash('sha256', presented, 'hex'));
      if (!partner) return UNKNOWN_KEY;
      recognised.set(authorization, partner);
      return partner;
    }
    const token = req.headers[SITE_RENDER_HEADER];
    // Digests have one length, so the comparison takes the same time whatever was sent.
    if (expected && typeof token === 'string' && timingSafeEqual(digest(token), expected)) return undefined;
    const address = clientAddress(req, config.trustProxy);
    let caller = anonymous.get(address);
    if (!caller) {
      caller = { ...budgets.anonymous, key: address, origins: anonymousOrigins };
      // A bounded memo: a cached hit should not build a caller per request.
      anonymous.set(address, caller);
    }
    return caller;
  };
}

/**
 * Notes the partner of each request for its access log, as soon as its key is known. Wrapped
 * around callerOf so every path that identifies a caller names it.
 */
export function identified(callerOf: CallerOf): CallerOf {
  return (req) => {
    const caller = callerOf(req);
    if (typeof caller === 'object' && caller.partner !== undefined) notePartner(caller.partner);
    return caller;
  };
}
