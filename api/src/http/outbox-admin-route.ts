import type { IncomingMessage, ServerResponse } from 'node:http';
import { bearerOf, sameSecret } from '@agency/server-kit/bearer-secret';
import type { Logger } from '@agency/server-kit/logger';
import type { Deliveries } from '../outbox/deliveries.js';
import type { QueueAdmin } from '../outbox/queue/queue-admin.js';
import { LOCAL_OUTBOX_PAGE, OUTBOX_ADMIN_CSP, outboxAdminPage } from './outbox-admin-page.js';
import type { ApiRoute } from './route.js';

export const OUTBOX_ADMIN_PATH = '/admin/outbox';

export type OutboxAdminDeps = {
  token: string | undefined;
  deliveries: Deliveries & { admin?: QueueAdmin };
  logger: Logger;
};

/**
 * The token as a bearer (scripts) or as the password of Basic authentication, so the agency can
 * open the page in a browser; `basic` tells which, since a browser resends Basic credentials by
 * itself (a cross-site form could then post an action: see sameOrigin).
 */
function credentials(req: IncomingMessage): { secret: string; basic: boolean } {
  const header = req.headers.authorization ?? '';
  if (!/^basic /i.test(header)) return { secret: bearerOf(header), basic: false };
  const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  return { secret: decoded.slice(decoded.indexOf(':') + 1), basic: true };
}

/** A browser's form post from this page itself: its Origin names this host. */
function sameOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  return origin !== undefined && origin !== 'null' && new URL(origin).host === req.headers.host;
}

/**
 * /admin/outbox (ADMIN_TOKEN): what is waiting, failing and rejected in the queue, with the
 * panel's answers and the attempts; POST /admin/outbox/retry?id= and /discard?id= act on one
 * entry and answer 303 back to the page. Without ADMIN_TOKEN the route does not exist (404).
 */
export async function serveOutboxAdmin(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  deps: OutboxAdminDeps,
): Promise<void> {
  if (deps.token === undefined) return send(res, 404, 'Not found');
  const { secret, basic } = credentials(req);
  if (!sameSecret(secret, deps.token)) {
    res.setHeader('www-authenticate', 'Basic realm="outbox", charset="UTF-8"');
    return send(
      res,
      401,
      'Send the ADMIN_TOKEN: Authorization: Bearer <token>, or as the password in the browser.',
    );
  }
  res.setHeader('content-security-policy', OUTBOX_ADMIN_CSP);
  res.setHeader('cache-control', 'no-store');
  const admin = deps.deliveries.admin;
  const action = url.pathname.slice(OUTBOX_ADMIN_PATH.length);
  if (action === '' && req.method === 'GET') {
    if (!admin) return send(res, 200, LOCAL_OUTBOX_PAGE, 'text/html');
    if (deps.deliveries.health() !== 'up')
      return send(res, 503, `The queue's Redis is ${deps.deliveries.health()}; try again when it is up.`);
    const [waiting, failed, rejected] = await Promise.all([
      admin.list('waiting'),
      admin.list('failed'),
      admin.list('rejected'),
    ]);
    const onDisk = (await deps.deliveries.counts()).pending ?? 0;
    const notice = url.searchParams.get('done') ?? undefined;
    return send(res, 200, outboxAdminPage({ waiting, failed, rejected }, onDisk, notice), 'text/html');
  }
  if ((action === '/retry' || action === '/discard') && req.method === 'POST' && admin) {
    if (basic && !sameOrigin(req)) return send(res, 403, 'Actions are taken from the page itself.');
    const id = url.searchParams.get('id') ?? '';
    const done = action === '/retry' ? await admin.retry(id) : await admin.discard(id);
    if (!done) return send(res, 409, `Nothing to ${action.slice(1)} for ${id}: gone, or being posted now.`);
    deps.logger.info({ submission: id, action: action.slice(1) }, 'outbox: admin action');
    res.writeHead(303, {
      location: `${OUTBOX_ADMIN_PATH}?done=${encodeURIComponent(`${action.slice(1)}: ${id}`)}`,
    });
    res.end();
    return;
  }
  send(res, 404, 'Not found');
}

export const outboxAdminRoute: ApiRoute<{
  config: { adminToken?: string };
  outbox: { deliveries: OutboxAdminDeps['deliveries'] };
  logger: Logger;
}> = {
  label: OUTBOX_ADMIN_PATH,
  matches: (pathname) => pathname === OUTBOX_ADMIN_PATH || pathname.startsWith(`${OUTBOX_ADMIN_PATH}/`),
  // Opened on the API's own address: through a forwarding site the API sees its own Host, so
  // sameOrigin would refuse the page's actions.
  forwarded: false,
  create: ({ config, outbox, logger }) => {
    const deps = {
      token: config.adminToken,
      deliveries: outbox.deliveries,
      logger: logger.child({ component: 'admin' }),
    };
    return (req, res, url) => serveOutboxAdmin(req, res, url, deps);
  },
};

function send(res: ServerResponse, status: number, body: string, type = 'text/plain'): void {
  res.writeHead(status, { 'content-type': `${type}; charset=utf-8` }).end(body);
}
