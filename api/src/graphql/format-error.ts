import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import type { Logger } from '@agency/server-kit/logger';
import { DeadlineExceeded } from '@agency/server-kit/request-budget';
import { UpstreamError } from '../upstream/upstream-error.js';

/**
 * Turns upstream failures into UPSTREAM_UNAVAILABLE (the web shows its 503 page) and keeps
 * internals out of public answers. Upstream messages name service and endpoint only.
 */
export function createFormatError(logger: Logger, production: boolean) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof DeadlineExceeded) {
      logger.warn({ path: formatted.path }, original.message);
      return {
        message: "The agency's back-office did not answer in time; please try again shortly.",
        locations: formatted.locations,
        path: formatted.path,
        extensions: { code: 'UPSTREAM_UNAVAILABLE', reason: 'deadline' },
      };
    }
    if (original instanceof UpstreamError) {
      logger.error(
        { service: original.service, endpoint: original.endpoint, failure: original.failure },
        original.message,
      );
      return {
        message: "The agency's back-office is unavailable; please try again shortly.",
        locations: formatted.locations,
        path: formatted.path,
        extensions: { code: 'UPSTREAM_UNAVAILABLE', service: original.service, reason: original.failure },
      };
    }
    const code = formatted.extensions?.code;
    if (code === 'INTERNAL_SERVER_ERROR' || code === undefined) {
      logger.error({ err: original }, 'unexpected error while answering a GraphQL request');
      if (production)
        return {
          message: 'Internal server error',
          path: formatted.path,
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        };
    }
    return formatted;
  };
}
