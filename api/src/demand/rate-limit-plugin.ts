import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, OperationTypeNode } from 'graphql';
import { RATE_LIMITED_MESSAGE, type RateLimit } from './rate-limits.js';

/** The part of the request's context (core/context.ts) this plugin reads. */
type AddressContext = { clientAddress?: string };

/**
 * Every mutation (submissions, download links) costs a point per root field, counted per client
 * address after the document is validated and before any resolver runs, so a refused request
 * reaches neither the outbox nor the upstream. Queries are cached reads and are not limited.
 */
export function rateLimitPlugin(limit: RateLimit): ApolloServerPlugin<AddressContext> {
  return {
    requestDidStart() {
      return Promise.resolve({
        async didResolveOperation({ operation, contextValue }) {
          if (!operation || operation.operation !== OperationTypeNode.MUTATION) return;
          const points = Math.max(1, operation.selectionSet.selections.length);
          const decision = await limit.consume(contextValue.clientAddress ?? 'in-process', points);
          if (decision.ok) return;
          const retryAfter = String(decision.retryAfterSeconds);
          throw new GraphQLError(RATE_LIMITED_MESSAGE, {
            extensions: {
              code: 'RATE_LIMITED',
              retryAfterSeconds: decision.retryAfterSeconds,
              http: { status: 429, headers: new HeaderMap([['retry-after', retryAfter]]) },
            },
          });
        },
      });
    },
  };
}
