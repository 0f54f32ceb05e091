import { ApolloLink, HttpLink } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { catchError, of, throwError } from 'rxjs';
import { SITE_RENDER_HEADER } from '@agency/api';
import { remainingMs } from '@agency/server-kit/request-budget';
import { currentRequest } from '@agency/server-kit/request-context';
import type { HttpFreshness } from './http-freshness.js';

/** Outside a page's time budget (none is set): trips only on a hung API. */
const QUERY_TIMEOUT_MS = 30_000;

/**
 * Server rendering against a standalone API (API_URL): the in-process link's job, one HTTP hop
 * away. Queries go as GET with the preflight header, like the browser's, so the API's response
 * cache answers them and its max-age tells the page cache how long the page may be kept.
 */
export function createHttpLink(apiUrl: string, freshness: HttpFreshness, renderToken?: string): ApolloLink {
  return ApolloLink.from([
    new ApolloLink((operation, forward) => {
      // The page's request id goes on, so its upstream calls are found by the id the visitor got.
      const requestId = currentRequest()?.requestId;
      if (requestId)
        operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
          headers: { ...headers, 'x-request-id': requestId },
        }));
      return forward(operation);
    }),
    new ApolloLink((operation, forward) =>
      forward(operation).pipe(
        // Mounted, the API cannot be unreachable, only its upstreams: answer as they do, so the
        // page is the same 503 screen rather than a generic error.
        catchError((error: unknown) =>
          isTransportFailure(error)
            ? of({
                errors: [
                  { message: 'The API cannot be reached.', extensions: { code: 'UPSTREAM_UNAVAILABLE' } },
                ],
              })
            : throwError(() => error),
        ),
      ),
    ),
    new HttpLink({
      uri: `${apiUrl}/graphql`,
      // The API keeps Apollo's CSRF prevention on: a GET without a non-simple header is refused.
      // The token tells the API these are the site's own renders, not charged to a visitor's budget.
      headers: {
        'apollo-require-preflight': 'true',
        ...(renderToken && { [SITE_RENDER_HEADER]: renderToken }),
      },
      useGETForQueries: true,
      fetch: async (input, init) => {
        // A hung API costs the page no more than what is left of its time budget.
        const timeoutMs = Math.max(1, Math.min(QUERY_TIMEOUT_MS, remainingMs()));
        const signal = AbortSignal.any([
          AbortSignal.timeout(timeoutMs),
          ...(init?.signal ? [init.signal] : []),
        ]);
        const response = await fetch(input, { ...init, signal });
        freshness.noteAnswer(response.headers.get('cache-control'), response.headers.get('cache-tag'));
        return response;
      },
    }),
  ]);
}

/**
 * No GraphQL answer came: refused, timed out, unreadable, or a 5xx from something between us and
 * the API. (GraphQL errors are results, not link errors; a 4xx would be our own bug, left as it is.)
 */
function isTransportFailure(error: unknown): boolean {
  return ServerError.is(error) ? error.statusCode >= 500 : true;
}
