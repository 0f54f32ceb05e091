import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApolloServer } from '@apollo/server';
import type { ApiConfig } from '../config.js';
import type { Logger } from '@agency/server-kit/logger';
import type { ReadCache } from '../cache/read-cache.js';
import type { WarmUp } from '../upstream-reads/ahead-refresh.js';
import type { ApiContext } from '../core/context.js';
import { API_CSP, clearSecurityHeaders, setSecurityHeaders } from '@agency/server-kit/security-headers';
import { createTracker, type Track } from '@agency/server-kit/track';
import { buildApiParts, type ApiParts } from './api-parts.js';
import { API_ROUTES, labelRequest } from './api-routes.js';

/**
 * What a host needs of the API: the site server that mounts it and renders pages in process, the
 * standalone server (serve.ts), tests that mount it. The parts tests look into are given by
 * api-for-tests.ts, not here.
 */
export type Api = {
  /**
   * Answers the API's paths (/graphql, /graphql/schema.graphql, /healthz, /readyz, /metrics, ...); false
   * when the path is not the API's. `true` at once, with no promise, for an answer from the response cache.
   */
  handle: (req: IncomingMessage, res: ServerResponse) => true | Promise<boolean>;
  /** Runs the handling of a request (API or site) with its request id, access log and metrics. */
  track: Track;
  /** Server rendering in process: its operations run here, each with a fresh context. */
  apollo: Pick<ApolloServer<ApiContext>, 'executeOperation'>;
  createContext(): ApiContext;
  /** The read cache's freshness and purges, which the site's page cache follows. */
  cache: Pick<ReadCache, 'track' | 'generation' | 'onDrop' | 'revalidating'>;
  /** Settles when the warm start is over (done, or incomplete and ready anyway). */
  warmedUp: Promise<WarmUp>;
  stop(): Promise<void>;
};

export async function createApi(config: ApiConfig, logger: Logger): Promise<Api> {
  return apiOf(await buildApiParts(config, logger));
}

/** The routes and the host's face over parts already built. */
export function apiOf(parts: ApiParts): Api {
  const routes = API_ROUTES.map((route) => ({ route, serve: route.create(parts) }));

  function handle(req: IncomingMessage, res: ServerResponse): true | Promise<boolean> {
    // Before parsing the URL, and with no promise: a cached answer is the hot path.
    if (parts.graphql.answerFromCache(req, res)) return true;
    return route(req, res);
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    setSecurityHeaders(req, res, API_CSP);
    // One pass: the first route on the path labels the request, the first that takes it serves it.
    const onPath = routes.filter(({ route }) => route.matches(url.pathname));
    if (onPath[0]) labelRequest(onPath[0].route);
    const found = onPath.find(({ route }) => route.accepts?.(req, url) ?? true);
    if (!found) {
      // Not ours: the site server answers it with its own headers.
      clearSecurityHeaders(res);
      return false;
    }
    await found.serve(req, res, url);
    return true;
  }

  return {
    handle,
    track: createTracker(parts.logger, parts.metrics),
    apollo: parts.apollo,
    createContext: parts.createContext,
    cache: parts.cache,
    warmedUp: parts.warmedUp,
    stop: parts.stop,
  };
}
