import type { IncomingMessage, ServerResponse } from 'node:http';
import { create as createContentDisposition } from 'content-disposition';
import { foldAccents } from '@agency/rules/fold-accents';
import type { Logger } from '@agency/server-kit/logger';
import { errorMessage } from '@agency/server-kit/error-message';
import type { ApiConfig } from '../config.js';
import type { ReadCache } from '../cache/read-cache.js';
import type { UpstreamSample } from '../upstream/http-types.js';
import type { AgencyData } from '../upstream-reads/agency-data.js';
import { CardsBusy, CompCards } from '../modules/comp-card/comp-card-store.js';
import { COMP_CARD_PATH, parseCompCardPath } from '../modules/comp-card/comp-card-path.js';
import type { RateLimits } from '../demand/rate-limits.js';
import { limitPerClient } from './per-client-limit.js';
import { under, type ApiRoute } from './route.js';

// A Host header is `name[:port]` or `[v6]:port`; anything else must not end up in a card's link.
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** This instance's comp cards (for `Model.compCardBytes`) and the route that serves them. */
export function createCompCards(
  config: ApiConfig,
  deps: { data: AgencyData; cache: ReadCache; logger: Logger; observe?: (sample: UpstreamSample) => void },
) {
  const logger = deps.logger.child({ component: 'comp-card' });
  const cards = new CompCards({
    data: deps.data,
    cache: deps.cache,
    logger,
    storageUrl: config.panel.storageUrl,
    productName: config.productName,
    ttlMs: config.cacheTtlMs,
    staleMs: config.cacheStaleMs,
    deadlineMs: config.requestDeadlineMs,
    upstreamTimeoutMs: config.upstreamTimeoutMs,
    observe: deps.observe,
  });
  const route = { cards, publicOrigin: config.publicOrigin, productName: config.productName, logger };
  return {
    cards,
    serve: (req: IncomingMessage, res: ServerResponse, url: URL) => serveCompCard(req, res, url, route),
  };
}

export const compCardRoute: ApiRoute<{
  config: Pick<ApiConfig, 'trustProxy'>;
  limits: Pick<RateLimits, 'downloads'>;
  compCards: ReturnType<typeof createCompCards>;
}> = {
  label: '/downloads/comp-card',
  matches: under(COMP_CARD_PATH),
  // Counted with the gallery downloads: a card not kept costs a second of a core to make.
  create: ({ config, limits, compCards }) =>
    limitPerClient(limits.downloads, config.trustProxy, compCards.serve),
};

/**
 * GET /downloads/comp-card/{id}-{locale}.pdf: the model's comp card, made on the first request and
 * kept with the model's cache tags (comp-card-store.ts). Unknown id 404, a language we lack 400, a
 * full queue or an unreachable upstream 503 with Retry-After. Shown inline (browsers open it), with
 * the model's name as its file name; `Cache-Tag` lets a CDN purge it with the model.
 */
export async function serveCompCard(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  deps: { cards: CompCards; publicOrigin: string | undefined; productName: string; logger: Logger },
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return plain(res, 405, 'Method not allowed.', { allow: 'GET, HEAD' });
  const asked = parseCompCardPath(url.pathname);
  if (!asked.ok) return plain(res, asked.status, asked.message);
  // The card's link and QR code point at the public site; without PUBLIC_ORIGIN, at the host asked.
  const host = req.headers.host ?? '';
  const origin = deps.publicOrigin?.replace(/\/+$/, '') ?? (HOST.test(host) ? `http://${host}` : undefined);
  if (origin === undefined) return plain(res, 400, 'The request has no usable Host header.');
  let found;
  try {
    found = await deps.cards.get(asked.id, asked.locale, origin);
  } catch (error) {
    if (!(error instanceof CardsBusy))
      deps.logger.error(
        {
          modelId: asked.id,
          locale: asked.locale,
          err: errorMessage(error),
        },
        'comp card not made',
      );
    return plain(res, 503, 'The comp card cannot be made right now; please try again shortly.', {
      'retry-after': '10',
    });
  }
  if (!found) return plain(res, 404, 'No model has this id.');
  const { card, freshUntil } = found;
  const head: Record<string, string> = {
    'content-type': 'application/pdf',
    'content-disposition': disposition(`${card.name} - comp card - ${deps.productName}.pdf`),
    'cache-control': `public, max-age=${Math.max(0, Math.floor((freshUntil - Date.now()) / 1000))}`,
    etag: card.etag,
    ...(card.tags.length > 0 ? { 'cache-tag': card.tags.join(',') } : {}),
  };
  if (req.headers['if-none-match'] === card.etag) {
    res.writeHead(304, head).end();
    return;
  }
  res.writeHead(200, { ...head, 'content-length': String(card.pdf.length) });
  res.end(req.method === 'HEAD' ? undefined : card.pdf);
}

/** Inline, named after the model: an ASCII name for old clients, the real one per RFC 8187. */
function disposition(name: string): string {
  const clean = name.replace(/[\r\n"\\/]/g, '');
  return createContentDisposition(clean, {
    type: 'inline',
    fallback: foldAccents(clean).replace(/[^\x20-\x7e]/g, '_'),
  });
}

function plain(
  res: ServerResponse,
  status: number,
  message: string,
  extra: Record<string, string> = {},
): void {
  res
    .writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...extra })
    .end(message);
}
