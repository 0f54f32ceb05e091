import type { IncomingMessage, ServerResponse } from 'node:http';
import { bearerOf, sameSecret } from './bearer-secret.js';
import type { RequestMetrics } from './request-metrics.js';

/**
 * GET /metrics for Prometheus, behind a bearer token (METRICS_TOKEN). Without a token configured
 * the path does not exist (404): being on loopback proves nothing behind a reverse proxy.
 */
export async function serveMetrics(
  req: IncomingMessage,
  res: ServerResponse,
  metrics: Pick<RequestMetrics, 'registry'>,
  token: string | undefined,
): Promise<void> {
  if (token === undefined) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  if (!sameSecret(bearerOf(req.headers.authorization), token)) {
    res.writeHead(401, {
      'content-type': 'text/plain; charset=utf-8',
      'www-authenticate': 'Bearer realm="metrics"',
      'cache-control': 'no-store',
    });
    res.end('Unauthorized');
    return;
  }
  const body = await metrics.registry.metrics();
  res.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' }).end(body);
}
