// One service's request pipeline: admin knobs first, then call counting, faults, the bearer
// check and the route. Both services share it and differ only in their routes.

import type { IncomingMessage, ServerResponse } from 'node:http';
import { handleAdmin } from './admin/admin-routes.js';
import { bearerToken } from './auth.js';
import { BadBody } from './http/read-body.js';
import { message, sendReply, unauthenticated } from './http/reply.js';
import type { Reply } from './http/reply.js';
import { matchRoute } from './http/router.js';
import type { Route } from './http/router.js';
import type { DemoState } from './state.js';
import type { ServiceName } from './shapes.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createServiceHandler(state: DemoState, name: ServiceName, routes: readonly Route[]) {
  const service = state.services[name];

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname;
    const method = req.method ?? 'GET';
    if (path === '/__demo' || path.startsWith('/__demo/')) {
      await sendReply(res, await handleAdmin(state, name, req, url));
      return;
    }

    const requestId = req.headers['x-request-id'];
    service.calls.count(method, path, typeof requestId === 'string' ? requestId : undefined);
    const faults = service.faults.take(path);
    if (faults?.latencyMs) await sleep(faults.latencyMs);
    if (faults?.reset) {
      req.socket.destroy();
      return;
    }
    const bodyFaults = faults ?? {};
    if (faults?.outage) return sendReply(res, message(503, 'Service Unavailable'), bodyFaults);
    if (faults && service.faults.failsNow(faults))
      return sendReply(res, message(500, 'Server Error'), bodyFaults);

    const match = matchRoute(routes, method, path);
    if (match === null) return sendReply(res, message(404, 'Not Found'), bodyFaults);
    if ('methodNotAllowed' in match) {
      return sendReply(
        res,
        message(
          405,
          `The ${method} method is not supported for this route. Supported methods: ${match.methodNotAllowed.join(', ')}.`,
        ),
        bodyFaults,
      );
    }
    const { route, params } = match;
    const isSignIn = route.pattern === '/api/signin' || route.pattern === '/api/login';
    if (faults && (isSignIn || !route.open) && service.faults.unauthorizedNow())
      return sendReply(res, unauthenticated(), bodyFaults);
    if (!route.open && !service.tokens.isValid(bearerToken(req)))
      return sendReply(res, unauthenticated(), bodyFaults);

    let reply: Reply;
    try {
      reply = await route.handler({ req, res, url, params });
    } catch (error) {
      if (error instanceof BadBody) reply = message(400, error.message);
      else {
        process.stderr.write(
          `[demo-upstream ${name}] ${method} ${path} failed: ${(error as Error).stack ?? String(error)}\n`,
        );
        reply = message(500, 'Server Error');
      }
    }
    await sendReply(res, reply, bodyFaults);
  }

  return (req: IncomingMessage, res: ServerResponse): void => {
    handle(req, res).catch((error: unknown) => {
      process.stderr.write(`[demo-upstream ${name}] ${String((error as Error).stack ?? error)}\n`);
      if (!res.headersSent)
        res.writeHead(500, { 'Content-Type': 'application/json' }).end('{"message":"Server Error"}');
      else res.destroy();
    });
  };
}
