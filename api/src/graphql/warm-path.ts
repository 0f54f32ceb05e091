import { HeaderMap, type ApolloServer } from '@apollo/server';
import type { Logger } from '@agency/server-kit/logger';
import { runInBackground } from '@agency/server-kit/request-budget';
import type { ApiContext } from '../core/context.js';

// Two page queries run in-process once the warm start has the boards: without them the first
// visitor after a start pays for the GraphQL path's first run (V8 compiles each function on its
// first call: parsing, validation, the cost analysis, the plugins, every resolver of a list and a
// profile), 2-3x a warm answer. The profile is the board's first model, so it costs one upstream
// call per start and leaves a likely page in the cache. Nothing here asks for an image's size, which
// a file without one would be fetched for.

const LIST = `query WarmList($first: Int!) {
  models(category: FASHION, gender: WOMAN, first: $first) {
    totalCount letters pageInfo { endCursor hasNextPage }
    nodes { id name cover { url(width: 480) } }
  }
}`;

const PROFILE = `query WarmProfile($id: ID!) {
  model(id: $id) {
    id name age gender categories instagram instagramUrl cover { url }
    measures(locale: PT) { key label value }
    galleries {
      initial
      book { url srcset width height orientation } snap { url width height orientation }
      compo { url width height orientation } video { provider videoId embedUrl }
    }
  }
}`;

/** Runs the list and the profile once; never throws (a failed warm-up leaves the path cold, nothing else). */
export async function warmGraphQLPath(
  apollo: ApolloServer<ApiContext>,
  createContext: () => ApiContext,
  deadlineMs: number,
  logger: Logger,
): Promise<void> {
  const execute = async (query: string, variables: Record<string, unknown>): Promise<unknown> => {
    const answer = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: {
        method: 'POST',
        headers: new HeaderMap([['content-type', 'application/json']]),
        search: '',
        body: { query, variables },
      },
      context: () => Promise.resolve(createContext()),
    });
    if (answer.body.kind !== 'complete') return undefined;
    return JSON.parse(answer.body.string) as unknown;
  };
  const started = Date.now();
  try {
    await runInBackground('warm-path', deadlineMs, async () => {
      const list = (await execute(LIST, { first: 20 })) as {
        data?: { models?: { nodes?: { id: string }[] } };
      };
      const id = list.data?.models?.nodes?.[0]?.id;
      if (id !== undefined) await execute(PROFILE, { id });
    });
    logger.debug({ ms: Date.now() - started }, 'GraphQL path warmed');
  } catch (error) {
    logger.warn({ err: error }, 'GraphQL path not warmed');
  }
}
