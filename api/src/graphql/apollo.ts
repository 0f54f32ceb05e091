import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import type { ApiConfig } from '../config.js';
import type { Logger } from '../logger.js';
import type { ApiContext } from './context.js';
import { createFormatError } from './format-error.js';
import { resolvers } from './resolvers.js';
import { loadTypeDefs } from './type-defs.js';

export function createApolloServer(config: ApiConfig, logger: Logger): ApolloServer<ApiContext> {
  return new ApolloServer<ApiContext>({
    typeDefs: loadTypeDefs(),
    resolvers,
    // Partner apps read the schema, so introspection stays on in production too.
    introspection: true,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: !config.production,
    formatError: createFormatError(logger, config.production),
    // Our own offline sandbox replaces the CDN-loaded landing page.
    plugins: [ApolloServerPluginLandingPageDisabled()],
    logger,
  });
}
