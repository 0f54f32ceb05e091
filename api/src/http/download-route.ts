import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { ApiConfig } from '../config.js';
import type { Logger } from '@agency/server-kit/logger';
import { errorMessage } from '@agency/server-kit/error-message';
import type { AgencyData } from '../upstream-reads/agency-data.js';
import { attachmentHeader, DOWNLOAD_PATH, verifyDownloadUrl } from '../modules/downloads/signed-url.js';
import type { UpstreamHttpClient, UpstreamResponse } from '../upstream/http-client.js';
import type { RateLimits } from '../demand/rate-limits.js';
import { limitPerClient } from './per-client-limit.js';
import { under, type ApiRoute } from './route.js';

const MESSAGES = {
  403: 'This download link is not valid.',
  404: 'Not found.',
  410: 'This download link has expired; ask for a new one.',
};

export const galleryDownloadRoute: ApiRoute<{
  config: ApiConfig;
  data: AgencyData;
  panel: { http: UpstreamHttpClient };
  logger: Logger;
  limits: Pick<RateLimits, 'downloads'>;
}> = {
  label: '/downloads/gallery',
  matches: under(DOWNLOAD_PATH),
  create: ({ config, data, panel, logger, limits }) =>
    limitPerClient(limits.downloads, config.trustProxy, (req, res, url) =>
      serveGalleryDownload(req, res, url, { config, data, panel: panel.http, logger }),
    ),
};

/**
 * GET /downloads/gallery/{id}/{gallery}?exp&sig: checks the signature, asks the panel for the zip
 * and pipes it to the browser as it arrives (never buffered), so memory stays flat for any size.
 */
export async function serveGalleryDownload(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  deps: { config: ApiConfig; data: AgencyData; panel: UpstreamHttpClient; logger: Logger },
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' }).end('Method not allowed.');
    return;
  }
  const check = verifyDownloadUrl(deps.config.downloadSecret, url, Date.now());
  if (!check.ok) {
    res
      .writeHead(check.status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
      .end(MESSAGES[check.status]);
    return;
  }
  const { modelId, gallery } = check.claims;
  let upstream: UpstreamResponse;
  try {
    const profile = await deps.data.profile(Number(modelId));
    if (!profile) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end(MESSAGES[404]);
      return;
    }
    const { fromProfile: _marker, ...talent } = profile;
    upstream = await deps.panel.requestRaw({
      method: 'POST',
      path: 'api/download/gallery',
      json: { talent, gallery },
      read: true,
      streamBody: true,
    });
    const length = upstream.headers['content-length'];
    res.writeHead(200, {
      'content-type': 'application/zip',
      'content-disposition': attachmentHeader(profile.name, deps.config.productName),
      'cache-control': 'private, no-store',
      ...(length ? { 'content-length': length } : {}),
    });
  } catch (error) {
    deps.logger.error({ modelId, gallery, err: errorMessage(error) }, 'gallery download failed');
    res
      .writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '30' })
      .end('The archive cannot be prepared right now; please try again shortly.');
    return;
  }
  if (req.method === 'HEAD') {
    await upstream.body.dump();
    res.end();
    return;
  }
  try {
    // Node stream to Node stream: no web-stream conversion in between (ADR 8, throughput).
    await pipeline(upstream.body, res);
  } catch (error) {
    // The visitor left or the panel stopped mid-way: the response is already partly sent.
    deps.logger.warn({ modelId, gallery, err: errorMessage(error) }, 'gallery download interrupted');
  }
}
