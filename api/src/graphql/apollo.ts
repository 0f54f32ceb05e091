import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { ApiConfig } from '../config.js';
import type { Logger } from '@agency/server-kit/logger';
import type { ApiContext } from '../core/context.js';
import type { Caller } from '../demand/caller.js';
import type { RateLimits } from '../demand/rate-limits.js';
import { graphqlArmor, GRAPHQL_LIMITS } from './armor.js';
import { costPlugin } from '../demand/cost/cost-plugin.js';
import { createFormatError } from './format-error.js';
import { rateLimitPlugin } from '../demand/rate-limit-plugin.js';
import { resolvers } from './resolvers.js';
import { loadTypeDefs } from './type-defs.js';

export function createApolloServer(
  config: ApiConfig,
  logger: Logger,
  limits: Pick<RateLimits, 'mutations'>,
  /** Hears the cost points each answer finally cost its caller. */
  spent?: (caller: Caller, points: number) => void,
): ApolloServer<ApiContext> {
  const armor = graphqlArmor(config.production);
  return new ApolloServer<ApiContext>({
    // Built here rather than from typeDefs by Apollo, which maps the whole schema a second time to
    // attach the resolvers (a third of the build in a CPU profile of a start): set in place instead.
    schema: makeExecutableSchema({
      typeDefs: loadTypeDefs(),
      resolvers,
      updateResolversInPlace: true,
      // The SDL and the schema built from it are checked wherever NODE_ENV is not production: every
      // test start, `pnpm dev`, codegen and schema:check in `pnpm test`. A production start, which
      // runs only what those passed, skips checking them again (~10 ms of its start; bench/RESULTS.md section 15).
      ...(config.production && { assumeValidSDL: true, assumeValid: true }),
    }),
    // Partner apps read the schema, so introspection stays on in production too.
    introspection: true,
    csrfPrevention: true,
    // One operation per request: a batch would multiply every limit below by its length.
    allowBatchedHttpRequests: false,
    validationRules: armor.validationRules,
    includeStacktraceInErrorResponses: !config.production,
    formatError: createFormatError(logger, config.production),
    // Our own offline sandbox replaces the CDN-loaded landing page.
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      // Apollo's cache hints (on by default) wrap every field's resolver to compute a policy that
      // comes out `no-store` for each answer (no @cacheControl in the schema); our response cache
      // sets Cache-Control itself (http/response-cache.ts, graphql-http.ts). Off, a profile's first
      // answers run ~0.5 ms less code per request (bench/RESULTS.md section 15).
      ApolloServerPluginCacheControlDisabled(),
      ...(armor.plugins as ApolloServerPlugin<ApiContext>[]),
      costPlugin(GRAPHQL_LIMITS.maxCost, spent),
      rateLimitPlugin(limits.mutations),
    ],
    logger,
  });
}
