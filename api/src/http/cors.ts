import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiConfig } from '../config.js';
import { UNKNOWN_KEY, type Caller } from '../demand/caller.js';

// The header logic is written here rather than taken from the `cors` package: which origins are
// allowed depends on the caller's key, known only once the key is looked up, and the rules are a
// handful of lines (no wildcard with a key, no credentials), simpler to read than options to audit.

const PREFLIGHT_HEADERS: [string, string][] = [
  ['access-control-allow-methods', 'GET, POST, OPTIONS'],
  [
    'access-control-allow-headers',
    'content-type, authorization, apollo-require-preflight, x-apollo-operation-name, x-request-id',
  ],
  // Browsers cap it lower (Chromium at 2 h); ten minutes bounds how long a removed origin keeps working.
  ['access-control-max-age', '600'],
];
/** What a partner's page may read of an answer: its budget and how to quote the request to us. */
const EXPOSE_HEADERS = 'ratelimit, ratelimit-policy, retry-after, x-request-id';
const VARY_ONLY = ['vary', 'Origin'];

export type Cors = {
  /** Answers OPTIONS /graphql: 204 with the allow headers for a configured origin, else 403 without. */
  preflight(req: IncomingMessage, res: ServerResponse): void;
  /** Sets the CORS headers of an answer to `caller` (none for an origin it may not call from). */
  answer(req: IncomingMessage, res: ServerResponse, caller: Caller | undefined | typeof UNKNOWN_KEY): void;
  /**
   * The same headers as [name, value, ...] for a cached answer's one writeHead: a setHeader there
   * would take Node's write off its fast path (a quarter of the hit rate).
   */
  headersFor(req: IncomingMessage, caller: Caller | undefined): string[];
};

/**
 * Keyless callers may call from CORS_ORIGINS (`*`: any, answered with a wildcard); a key, from its
 * own origins only, answered with that exact origin. A preflight carries no Authorization header,
 * so it is answered for every configured origin; the answer itself then decides for the key.
 */
export function createCors(config: Pick<ApiConfig, 'corsOrigins' | 'partnerKeys'>): Cors {
  const anyOrigin = config.corsOrigins.includes('*');
  const configured = new Set([...config.corsOrigins, ...config.partnerKeys.flatMap((key) => key.origins)]);
  const preflightAllows = (origin: string | undefined): origin is string =>
    origin !== undefined && (anyOrigin || configured.has(origin));

  function allowedOrigin(
    origin: string,
    caller: Caller | undefined | typeof UNKNOWN_KEY,
  ): string | undefined {
    // The site's own rendering is server to server.
    if (caller === undefined) return undefined;
    // So a partner's page can read why its key was refused.
    if (caller === UNKNOWN_KEY) return preflightAllows(origin) ? origin : undefined;
    if (caller.origins.has(origin)) return origin;
    return caller.partner === undefined && anyOrigin ? '*' : undefined;
  }

  return {
    preflight(req, res) {
      const origin = req.headers.origin;
      res.setHeader('vary', 'Origin');
      if (!preflightAllows(origin)) {
        res
          .writeHead(403, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
          .end('This origin may not call the API from a browser.');
        return;
      }
      res.setHeader('access-control-allow-origin', origin);
      for (const [name, value] of PREFLIGHT_HEADERS) res.setHeader(name, value);
      res.writeHead(204).end();
    },
    answer(req, res, caller) {
      // Answers differ by Origin, so shared and browser caches must keep them apart.
      const vary = res.getHeader('vary');
      res.setHeader('vary', vary === undefined ? 'Origin' : `${String(vary)}, Origin`);
      const origin = req.headers.origin;
      if (origin === undefined) return;
      const allowed = allowedOrigin(origin, caller);
      if (allowed === undefined) return;
      res.setHeader('access-control-allow-origin', allowed);
      res.setHeader('access-control-expose-headers', EXPOSE_HEADERS);
    },
    headersFor(req, caller) {
      const origin = req.headers.origin;
      const allowed = origin === undefined ? undefined : allowedOrigin(origin, caller);
      if (allowed === undefined) return VARY_ONLY;
      return [
        'vary',
        'Origin',
        'access-control-allow-origin',
        allowed,
        'access-control-expose-headers',
        EXPOSE_HEADERS,
      ];
    },
  };
}
