import type { UpstreamHttpClient } from '../upstream/http-client.js';
import type { WarmUp } from '../upstream-reads/ahead-refresh.js';
import { exactly, type ApiRoute } from './route.js';
import { sendJson } from './send-json.js';

export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';

export type ReadinessSources = {
  warmUp: WarmUp;
  ready: boolean;
  signedIn: boolean;
  upstreams: { integration: UpstreamHttpClient; panel: UpstreamHttpClient };
  /** The shared Redis's state, 'off' when none is configured. */
  redis: string;
  /** The delivery queue's health (outbox/create-deliveries.ts). */
  queue: string;
};

/**
 * What /readyz answers: 200 while the instance should take traffic, 503 while it should not, and
 * why. Without Redis an instance still serves (from its own memory), and submissions are safe on
 * its disk while the queue is away: both are 'degraded', not out of rotation.
 */
export function readiness(sources: ReadinessSources): { code: number; body: Record<string, unknown> } {
  const { integration, panel } = sources.upstreams;
  // A probe of a signed-out service tries to sign in again, so readiness recovers by itself after
  // a period of refused tokens even when no visitor request comes.
  for (const client of [integration, panel]) if (!client.isSignedIn) client.signIn().catch(() => undefined);
  const { warmUp, ready, redis, queue } = sources;
  const status =
    warmUp.state === 'warming'
      ? 'warming'
      : !ready
        ? 'not ready'
        : redis === 'down' ||
            queue === 'down' ||
            queue === 'misconfigured' ||
            !sources.signedIn ||
            warmUp.state === 'incomplete'
          ? 'degraded'
          : 'ready';
  const upstreams = { integration: integration.isSignedIn, panel: panel.isSignedIn };
  return { code: ready ? 200 : 503, body: { status, upstreams, redis, queue, warmUp } };
}

/** Liveness: the process answers. */
export const healthRoute: ApiRoute = {
  label: HEALTH_PATH,
  quiet: true,
  matches: exactly(HEALTH_PATH),
  create: () => (_req, res) => {
    sendJson(res, 200, { status: 'ok' });
  },
};

export const readyRoute: ApiRoute<{ readiness: () => ReadinessSources }> = {
  label: READY_PATH,
  quiet: true,
  matches: exactly(READY_PATH),
  create: (parts) => (_req, res) => {
    const { code, body } = readiness(parts.readiness());
    sendJson(res, code, body);
  },
};
