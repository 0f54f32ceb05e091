import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { HTTPGraphQLResponse } from '@apollo/server';
import { DerivedCache } from '../cache/derived-cache.js';
import type { ReadCache } from '../cache/read-cache.js';

type Stored = { body: Buffer; headers: Record<string, string>; etag: string };

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
  private readonly entries: DerivedCache<Stored>;

  constructor(
    private readonly readCache: ReadCache,
    private readonly ttlMs: number,
    maxEntries = 2000,
  ) {
    this.entries = new DerivedCache(readCache, maxEntries);
  }

  /** Answers a GET from the cache; false when the caller must execute it. */
  serve(req: IncomingMessage, res: ServerResponse, url: URL): boolean {
    if (req.method !== 'GET' || !passesCsrfCheck(req.headers)) return false;
    const hit = this.entries.get(url.search);
    if (!hit) return false;
    const entry = hit.value;
    const headers = { ...entry.headers, etag: entry.etag, 'cache-control': cacheControl(hit.freshUntil - Date.now()) };
    if (req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, headers).end();
    } else {
      res.writeHead(200, { ...headers, 'content-length': entry.body.length }).end(entry.body);
    }
    return true;
  }

  /** Executes a request, keeping its answer when it is a cacheable GET; adds cache headers. */
  async execute(req: IncomingMessage, url: URL, run: () => Promise<HTTPGraphQLResponse>): Promise<HTTPGraphQLResponse> {
    if (req.method !== 'GET') return run();
    const generation = this.readCache.generation;
    const started = Date.now();
    const { value: answer, freshUntil } = await this.readCache.track(run);
    const until = Math.min(freshUntil, started + this.ttlMs);
    if ((answer.status ?? 200) !== 200 || answer.body.kind !== 'complete' || until <= Date.now()) return answer;
    const text = answer.body.string;
    // Errors (upstream down, bad variables) are answered but never kept.
    if (text.includes('"errors":')) return answer;
    const body = Buffer.from(text);
    const headers: Record<string, string> = {};
    for (const [name, value] of answer.headers) headers[name] = value;
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    this.entries.set(url.search, { body, headers, etag }, until, generation);
    answer.headers.set('etag', etag);
    answer.headers.set('cache-control', cacheControl(until - Date.now()));
    return answer;
  }
}

function cacheControl(remainingMs: number): string {
  // Browsers and shared caches may reuse it for what is left of the server's own freshness.
  return `public, max-age=${Math.max(0, Math.floor(remainingMs / 1000))}`;
}
