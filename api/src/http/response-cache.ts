import { hash } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { HTTPGraphQLResponse } from '@apollo/server';
import { AnswerCache } from '@agency/server-kit/answer-cache';
import type { ReadCache } from '../cache/read-cache.js';
import type { Caller } from '../demand/caller.js';
import { rateLimitHeaders } from '../demand/rate-limit-headers.js';
import { costRateLimitedMessage } from '../demand/rate-limits.js';
import { apiSecurityHeaders } from '@agency/server-kit/security-headers';
import type { Encoding } from '@agency/server-kit/compression';
import { answerEncoding, encodeAnswer, encodedEtag, VARY_ENCODING } from './answer-encoding.js';

/**
 * `head`: the answer's own headers as [name, value, ...], ready for writeHead (the ETag is per
 * coding, added per hit); `cost`: the actual cost the answer reported, charged again on every hit;
 * `encoded`: the body in each coding asked for so far, compressed once.
 */
type Stored = {
  body: Buffer;
  head: string[];
  etag: string;
  length: string;
  operation: string;
  cost: number;
  encoded: Partial<Record<Encoding, Buffer>>;
};

/** A stored answer found for a request; `operation` is its metric label; `stale` ones are served while rebuilt. */
export type CachedAnswer = { operation: string; entry: Stored; freshUntil: number; stale: boolean };

// Set per hit, so left out of the stored head (CORS headers depend on the caller and its Origin).
const PER_HIT_HEADERS = new Set([
  'etag',
  'content-encoding',
  'cache-control',
  'content-length',
  'ratelimit',
  'ratelimit-policy',
  'vary',
  'access-control-allow-origin',
  'access-control-expose-headers',
]);

// How much it keeps: entries, and bytes of bodies and headers.
const MAX_ENTRIES = 2000;
const MAX_BYTES = 32 * 1024 * 1024;

// Content types a browser may send cross-site without a preflight (Apollo's CSRF rule).
const SIMPLE_TYPES = new Set(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']);
const PREFLIGHT_HEADERS = ['apollo-require-preflight', 'x-apollo-operation-name'];

/** Mirrors Apollo's CSRF prevention, so a cached answer is never given to a request Apollo would refuse. */
export function passesCsrfCheck(headers: IncomingHttpHeaders): boolean {
  if (PREFLIGHT_HEADERS.some((name) => headers[name] !== undefined)) return true;
  const type = headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  return type !== undefined && type !== '' && !SIMPLE_TYPES.has(type);
}

/**
 * Whole-response cache for GET queries. Our answers depend only on the query string (no per-user
 * data, no headers read by resolvers), so identical GETs share one executed answer. An answer lives
 * only as long as the freshest-to-expire read-cache value it was built from, never past the TTL,
 * and only error-free 200 answers are kept: data is never older than the read cache allows.
 */
export class ResponseCache {
  private readonly entries: AnswerCache<Stored>;

  constructor(
    private readonly readCache: ReadCache,
    ttlMs: number,
    staleMs: number,
  ) {
    this.entries = new AnswerCache(readCache, ttlMs, staleMs, {
      maxEntries: MAX_ENTRIES,
      maxBytes: MAX_BYTES,
      // A body counts one and a half times: room for its compressed copies, made on the hits that
      // ask for them (JSON compresses to under a quarter).
      sizeOf: (entry) =>
        Math.ceil(entry.body.length * 1.5) + entry.head.reduce((sum, part) => sum + part.length, 0),
    });
  }

  /**
   * The hot path, called first for every API request: a cached answer for this GET, looked up
   * before anything else runs (no URL parsing, no async context), keyed by the raw request URL;
   * null when the request must go the normal way. Synchronous, so the caller can name the
   * request's route and operation before `send` ends the response.
   */
  lookup(req: IncomingMessage): CachedAnswer | null {
    if (req.method !== 'GET' || req.url === undefined) return null;
    const hit = this.entries.get(req.url);
    if (!hit || !passesCsrfCheck(req.headers)) return null;
    return { operation: hit.value.operation, entry: hit.value, freshUntil: hit.freshUntil, stale: hit.stale };
  }

  /**
   * Rebuilds a stale answer behind the one just served, one rebuild per URL at a time; `run`
   * executes the query again (as the site's own, free) reading fresh values (ReadCache.revalidating).
   */
  revalidate(url: string, operation: string, run: () => Promise<HTTPGraphQLResponse>): void {
    this.entries.revalidate(url, () => this.execute({ method: 'GET', url }, operation, run));
  }

  /**
   * Answers a hit with one writeHead of prebuilt headers equal to those of a miss. A hit costs the
   * caller (undefined: the site's own rendering, free) what the answer reported as its actual cost,
   * charged behind the answer (DeferredCharges); returns the points charged (0 when refused).
   */
  send(
    req: IncomingMessage,
    res: ServerResponse,
    { entry, freshUntil }: CachedAnswer,
    caller: Caller | undefined,
    cors: readonly string[],
  ): number {
    const head = [...apiSecurityHeaders(req), ...cors];
    if (caller !== undefined) {
      const decision = caller.charges.charge(caller.key, entry.cost);
      for (const [name, value] of rateLimitHeaders(caller.limit, decision)) head.push(name, value);
      if (!decision.ok) {
        head.push(
          'retry-after',
          String(decision.retryAfterSeconds),
          'content-type',
          'application/json; charset=utf-8',
          'cache-control',
          'no-store',
        );
        const error = {
          message: costRateLimitedMessage(caller, decision.retryAfterSeconds),
          extensions: { code: 'RATE_LIMITED', retryAfterSeconds: decision.retryAfterSeconds },
        };
        res.writeHead(429, head).end(JSON.stringify({ errors: [error] }));
        return 0;
      }
    }
    const encoding = answerEncoding(req, entry.body.length);
    const etag = encodedEtag(entry.etag, encoding);
    head.push(...entry.head, 'etag', etag, 'vary', VARY_ENCODING);
    head.push('cache-control', this.entries.cacheControl(freshUntil));
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, head).end();
    } else if (encoding === null) {
      head.push('content-length', entry.length);
      res.writeHead(200, head).end(entry.body);
    } else {
      const body = (entry.encoded[encoding] ??= encodeAnswer(entry.body, encoding));
      head.push('content-encoding', encoding, 'content-length', String(body.length));
      res.writeHead(200, head).end(body);
    }
    return caller === undefined ? 0 : entry.cost;
  }

  /**
   * A miss's body in `encoding`: for the answer this request has just stored (the same URL and
   * ETag), compressed once and kept with it for the hits; any other answer, compressed as it is.
   */
  encode(
    req: Pick<IncomingMessage, 'url'>,
    body: string,
    encoding: Encoding,
    etag: string | undefined,
  ): Buffer {
    const stored = req.url === undefined ? undefined : this.entries.get(req.url)?.value;
    if (stored === undefined || etag === undefined || stored.etag !== etag)
      return encodeAnswer(body, encoding);
    return (stored.encoded[encoding] ??= encodeAnswer(stored.body, encoding));
  }

  /**
   * Executes a request, keeping its answer when it is a cacheable GET; adds cache headers.
   * `operation` is the request's metric label, given back by `lookup` on later hits.
   */
  async execute(
    req: Pick<IncomingMessage, 'method' | 'url'>,
    operation: string,
    run: () => Promise<HTTPGraphQLResponse>,
  ): Promise<HTTPGraphQLResponse> {
    if (req.method !== 'GET' || req.url === undefined) return run();
    const generation = this.readCache.generation;
    const started = Date.now();
    const { value: answer, freshUntil, tags } = await this.readCache.track(run);
    const until = this.entries.freshUntil(freshUntil, started);
    if ((answer.status ?? 200) !== 200 || answer.body.kind !== 'complete' || until <= Date.now())
      return answer;
    const text = answer.body.string;
    // Errors (upstream down, bad variables) are answered but never kept.
    if (text.includes('"errors":')) return answer;
    const body = Buffer.from(text);
    const cost =
      (JSON.parse(text) as { extensions?: { cost?: { actual?: number } } }).extensions?.cost?.actual ?? 0;
    // One-shot: a Hash object per answer cost more than hashing its 3 KB (a profile's first answers).
    const etag = `"${hash('sha1', body, 'base64url')}"`;
    const head: string[] = [];
    for (const [name, value] of answer.headers) if (!PER_HIT_HEADERS.has(name)) head.push(name, value);
    // A CDN in front can purge it by the names POST /admin/purge takes (purge-scope.ts).
    if (tags.length > 0) head.push('cache-tag', tags.join(','));
    this.entries.set(
      req.url,
      { body, head, etag, length: String(body.length), operation, cost, encoded: {} },
      { freshUntil: until, generation, tags, startedAt: started },
    );
    answer.headers.set('etag', etag);
    if (tags.length > 0) answer.headers.set('cache-tag', tags.join(','));
    answer.headers.set('cache-control', this.entries.cacheControl(until));
    return answer;
  }
}
