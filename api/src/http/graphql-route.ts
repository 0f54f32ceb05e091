import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApolloServer } from '@apollo/server';
import { runInBackground, withRequestBudget } from '@agency/server-kit/request-budget';
import { noteOperation, noteRoute } from '@agency/server-kit/request-context';
import type { ApiConfig } from '../config.js';
import type { ApiContext } from '../core/context.js';
import { UNKNOWN_KEY, type Caller, type CallerOf } from '../demand/caller.js';
import { clientAddress } from '../demand/client-address.js';
import { rateLimitHeaders } from '../demand/rate-limit-headers.js';
import { GRAPHQL_LIMITS } from '../graphql/armor.js';
import type { ApiMetrics } from '../observability/metrics.js';
import { operationOfGet } from '../observability/operation-names.js';
import type { Cors } from './cors.js';
import { headerMapOf, readGraphQLRequest, writeGraphQLAnswer } from './graphql-http.js';
import { BodyError } from './read-body.js';
import type { ResponseCache } from './response-cache.js';
import { exactly, type ApiRoute } from './route.js';
import { sendJson } from './send-json.js';

export const GRAPHQL_PATH = '/graphql';

export type GraphQLRouteDeps = {
  config: ApiConfig;
  apollo: ApolloServer<ApiContext>;
  responses: ResponseCache;
  metrics: ApiMetrics;
  cors: Cors;
  callerOf: CallerOf;
  createContext: () => ApiContext;
  /** Charges what a cached answer's query cost to its caller's partner figures. */
  spent: (caller: Caller, points: number) => void;
};

const UNKNOWN_KEY_MESSAGE =
  'Unknown API key: send Authorization: Bearer <key> with a key issued to you, or no Authorization header to call without one (docs/partners.md).';

/** /graphql: answers from the response cache first, otherwise through Apollo within the request's budget. */
export function createGraphQLRoute(deps: GraphQLRouteDeps) {
  const { config, apollo, responses, metrics, cors, callerOf, createContext } = deps;

  /** Sends the cached answer to this request and returns true, or returns false when none is kept for it. */
  function answerFromCache(req: IncomingMessage, res: ServerResponse): boolean {
    const cached = responses.lookup(req);
    if (cached === null) return false;
    // An unknown key goes the normal way, to its 401.
    const caller = callerOf(req);
    if (caller === UNKNOWN_KEY) return false;
    // Named before the answer is sent: the access log is written when it finishes.
    noteOperation(cached.operation);
    noteRoute(GRAPHQL_PATH, { quiet: true });
    metrics.observeResponseCache(true);
    const points = responses.send(req, res, cached, caller, cors.headersFor(req, caller));
    if (points && caller) deps.spent(caller, points);
    if (cached.stale) rebuildBehind(req, cached.operation);
    return true;
  }

  /** A stale answer was served: it is executed again behind it (as the site's own, free), once per URL at a time. */
  function rebuildBehind(req: IncomingMessage, operation: string): void {
    const headers = headerMapOf(req);
    // Nothing of the caller's goes into a rebuild shared by every caller: only what passes Apollo's CSRF check.
    headers.delete('authorization');
    headers.delete('cookie');
    const url = req.url ?? '/';
    const search = new URL(url, 'http://localhost').search;
    runInBackground('answer-rebuild', config.requestDeadlineMs, () =>
      responses.revalidate(url, operation, () =>
        apollo.executeHTTPGraphQLRequest({
          httpGraphQLRequest: { method: 'GET', headers, search, body: undefined },
          context: () => Promise.resolve(createContext()),
        }),
      ),
    );
  }

  async function serve(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (req.method === 'OPTIONS') return cors.preflight(req, res);
    const caller = callerOf(req);
    cors.answer(req, res, caller);
    if (caller === UNKNOWN_KEY) return sendUnknownKey(res);
    // A GET reaching here missed the response cache (a hit was answered by answerFromCache).
    const getOperation = req.method === 'GET' ? operationOfGet(url.searchParams) : 'none';
    if (req.method === 'GET') {
      noteOperation(getOperation);
      metrics.observeResponseCache(false);
    }
    let body: unknown;
    let upload = false;
    try {
      ({ body, upload } = await readGraphQLRequest(req, res, url));
    } catch (error) {
      const status =
        error instanceof BodyError ? error.status : ((error as { status?: number }).status ?? 400);
      const message = error instanceof Error ? error.message : 'Bad request';
      const extensions = error instanceof BodyError ? error.extensions : { code: 'BAD_REQUEST' };
      // Refused before parsing: it cost nothing, and says where the caller's budget stands (not for
      // a body cut off as too large: that connection is closing, so the answer must go at once).
      if (caller !== undefined && status !== 413)
        for (const [name, value] of rateLimitHeaders(caller.limit, await caller.limit.peek(caller.key)))
          res.setHeader(name, value);
      sendJson(res, status, {
        errors: [{ message, extensions }],
        extensions: { cost: { requested: 0, actual: 0, limit: GRAPHQL_LIMITS.maxCost } },
      });
      return;
    }
    const headers = headerMapOf(req);
    // Each request gets its own time and upstream-call budget; uploads keep their longer limits.
    const answer = await withRequestBudget(upload ? undefined : config.requestDeadlineMs, () =>
      responses.execute(req, getOperation, () =>
        apollo.executeHTTPGraphQLRequest({
          httpGraphQLRequest: { method: req.method ?? 'GET', headers, search: url.search, body },
          context: () =>
            Promise.resolve({
              ...createContext(),
              caller,
              clientAddress: caller && clientAddress(req, config.trustProxy),
            }),
        }),
      ),
    );
    // A kept answer's compressed body is kept with it: its first hit in that coding does not
    // compress it again.
    await writeGraphQLAnswer(req, res, answer, (text, encoding, etag) =>
      responses.encode(req, text, encoding, etag),
    );
  }

  return { answerFromCache, serve };
}

/** A GET answered from the response cache never gets here: the handler asks answerFromCache first. */
export const graphqlRoute: ApiRoute<{ graphql: ReturnType<typeof createGraphQLRoute> }> = {
  label: GRAPHQL_PATH,
  matches: exactly(GRAPHQL_PATH),
  create: ({ graphql }) => graphql.serve,
};

/** Refused before anything runs: nothing was charged, no upstream called. */
function sendUnknownKey(res: ServerResponse): void {
  res.setHeader('www-authenticate', 'Bearer realm="graphql", error="invalid_token"');
  sendJson(res, 401, { errors: [{ message: UNKNOWN_KEY_MESSAGE, extensions: { code: 'UNAUTHENTICATED' } }] });
}
