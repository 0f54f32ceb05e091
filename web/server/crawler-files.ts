import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApolloLink } from '@apollo/client';
import { DerivedCache } from '@agency/server-kit/derived-cache';
import type { Logger } from '@agency/server-kit/logger';
import { withRequestBudget } from '@agency/server-kit/request-budget';
import { noteRoute } from '@agency/server-kit/request-context';
import { SingleFlight } from '@agency/server-kit/single-flight';
import type { SiteConfig } from '../src/core/site-config.js';
import { compress, pickEncoding, type Encoding } from '@agency/server-kit/compression';
import type { PageCache } from './page-cache.js';
import { sitemapRoutes } from './sitemap-routes.js';
import { robotsTxt, sitemapXml } from './sitemap-xml.js';

export type CrawlerFilesDeps = {
  link: ApolloLink;
  /** The pages' freshness: the sitemap is kept exactly as long as a page built from the same data. */
  pages: PageCache;
  siteConfig: (requestOrigin: string) => SiteConfig;
  /** The time budget of one build, as for a page (REQUEST_DEADLINE_MS). */
  deadlineMs: number;
  logger: Logger;
};

type Sitemap = { xml: string; encoded: Partial<Record<Encoding, Buffer>> };

/** Whatever the read cache says, a sitemap is rebuilt at least this often. */
const SITEMAP_MAX_KEPT_MS = 5 * 60_000;
/** One sitemap per origin (PUBLIC_ORIGIN gives one); a few hosts at most reach one server. */
const ORIGINS_KEPT = 8;
// A Host header is `name[:port]` or `[v6]:port`; anything else would end up inside every URL.
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * GET /robots.txt and /sitemap.xml, with absolute URLs on PUBLIC_ORIGIN (else the request's host,
 * like canonical links). The sitemap lists every board's models, read through the API like the
 * pages, and is kept while that data is fresh in the read cache, so it follows the upstream.
 * Answers false for any other path.
 */
export function createCrawlerFiles(deps: CrawlerFilesDeps) {
  const kept = new DerivedCache<Sitemap>(
    {
      get generation() {
        return deps.pages.generation();
      },
    },
    { maxEntries: ORIGINS_KEPT },
  );
  const building = new SingleFlight<Sitemap>();

  async function build(origin: string): Promise<Sitemap> {
    const generation = deps.pages.generation();
    const startedAt = Date.now();
    const { value: routes, freshUntil } = await deps.pages.track(() =>
      withRequestBudget(deps.deadlineMs, () => sitemapRoutes(deps.link)),
    );
    const sitemap: Sitemap = { xml: sitemapXml(origin, routes), encoded: {} };
    const until = Math.min(freshUntil, Date.now() + SITEMAP_MAX_KEPT_MS);
    // Never served stale: a crawler can wait for a build.
    kept.set(origin, sitemap, { freshUntil: until, staleUntil: until, generation, tags: [], startedAt });
    return sitemap;
  }

  /** Concurrent requests for one origin share one build. */
  function sitemapFor(origin: string): Promise<Sitemap> {
    const hit = kept.get(origin);
    if (hit) return Promise.resolve(hit.value);
    return building.run(origin, () => build(origin));
  }

  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (pathname !== '/robots.txt' && pathname !== '/sitemap.xml') return false;
    noteRoute(pathname === '/robots.txt' ? 'static' : 'sitemap', { quiet: pathname === '/robots.txt' });
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res
        .writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' })
        .end('Method not allowed.');
      return true;
    }
    const host = req.headers.host ?? 'localhost';
    if (!HOST.test(host)) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad Host header.');
      return true;
    }
    const origin = deps.siteConfig(`http://${host}`).origin;
    if (pathname === '/robots.txt') {
      send(req, res, 'text/plain; charset=utf-8', 'public, max-age=3600', robotsTxt(origin), {});
      return true;
    }
    let sitemap: Sitemap;
    try {
      sitemap = await sitemapFor(origin);
    } catch (error) {
      // Nothing cached and the upstream down: crawlers come back after a 503, not after a short list.
      deps.logger.warn(
        { err: error instanceof Error ? error.message : String(error) },
        'sitemap could not be built',
      );
      res
        .writeHead(503, {
          'content-type': 'text/plain; charset=utf-8',
          'retry-after': '300',
          'cache-control': 'no-store',
        })
        .end('The sitemap cannot be built right now.');
      return true;
    }
    // Revalidated on every fetch (as pages are): it changes as soon as the boards do.
    send(req, res, 'application/xml; charset=utf-8', 'no-cache', sitemap.xml, sitemap.encoded);
    return true;
  };
}

function send(
  req: IncomingMessage,
  res: ServerResponse,
  type: string,
  cacheControl: string,
  text: string,
  encoded: Partial<Record<Encoding, Buffer>>,
): void {
  const encoding = pickEncoding(req);
  const body = encoding ? (encoded[encoding] ??= compress(text, encoding, false)) : Buffer.from(text);
  res.writeHead(200, {
    'content-type': type,
    'content-length': body.length,
    'cache-control': cacheControl,
    'x-content-type-options': 'nosniff',
    vary: 'Accept-Encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
