import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from './logger.js';
import type { RequestMetrics } from './request-metrics.js';
import { requestIdFrom, runInRequest, type RequestContext } from './request-context.js';
import { TrackedResponse } from './tracked-response.js';

/** Longer paths are cut in the access log (a path is chosen by the client). */
const MAX_LOGGED_PATH = 200;

/**
 * `work` answers the request, or returns nothing when it has already answered it synchronously
 * (a cached answer): that request is counted at once, with no listener and no promise of its own.
 */
export type Track = (
  req: IncomingMessage,
  res: ServerResponse,
  work: () => Promise<void> | undefined,
) => Promise<void> | undefined;

/**
 * Wraps the handling of one request: a request id (the caller's when it is safe, echoed in
 * x-request-id), carried by every log line and upstream call made meanwhile; one access log line
 * and the request metrics when the answer is done; a 500 if the work throws.
 */
export function createTracker(logger: Logger, metrics: Pick<RequestMetrics, 'observeRequest'>): Track {
  return (req, res, work) => {
    const context: RequestContext = { requestId: requestIdFrom(req.headers['x-request-id']), route: 'other' };
    // Sent with the head where the server makes TrackedResponses (one writeHead of a list stays
    // Node's fast path); set at once otherwise.
    if (res instanceof TrackedResponse) res.requestId = context.requestId;
    else res.setHeader('x-request-id', context.requestId);
    const started = performance.now();
    const done = () => {
      const seconds = (performance.now() - started) / 1000;
      // 499 (as nginx logs it): the client went away before any answer was sent.
      const status = res.headersSent ? res.statusCode : 499;
      const operation = context.operation ?? 'none';
      metrics.observeRequest({ route: context.route, operation, status }, seconds);
      // Routine traffic is logged at debug, off in production: its line is not even built then.
      const level = context.quiet ? 'debug' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      // The query string is left out: it may hold personal data (and GraphQL variables).
      const path = (req.url ?? '/').split('?')[0]!.slice(0, MAX_LOGGED_PATH);
      logger[level](
        {
          requestId: context.requestId,
          method: req.method,
          path,
          route: context.route,
          operation,
          partner: context.partner,
          status,
          durationMs: Math.round(seconds * 1000),
        },
        'request',
      );
    };
    const fail = (error: unknown) => {
      logger.error({ err: error }, 'request failed');
      if (!res.headersSent)
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Internal server error');
      else res.destroy();
    };
    return runInRequest(context, () => {
      let pending: Promise<void> | undefined;
      try {
        pending = work();
      } catch (error) {
        fail(error);
      }
      // Answered already (the cached answer's hot path, or a 500 for a throw): counted now, without
      // a 'close' listener or a promise per request.
      if (pending === undefined && res.writableEnded) return void done();
      res.once('close', done);
      return pending?.catch(fail);
    });
  };
}
