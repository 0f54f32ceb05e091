import {
  ApolloClient,
  ApolloLink,
  InMemoryCache,
  type NormalizedCacheObject,
  type Reference,
} from '@apollo/client';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import type { FieldPolicy } from '@apollo/client/cache';
import { LIST_KEY_ARGUMENTS } from '@agency/rules/list-arguments';
import { noteRateLimit } from './rate-budget';

type Page = { nodes: { __ref: string }[]; pageInfo: unknown; totalCount: number; letters: string[] };

/**
 * Cursor pages of one filter combination merged into one list, so infinite scroll appends and
 * revisiting a filter reads the cache. Key arguments name the filters, never the page.
 */
function cursorPages(keyArgs: string[]): FieldPolicy<Page> {
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      if (!existing || !args?.after) return incoming;
      const seen = new Set(existing.nodes.map((n) => n.__ref));
      return { ...incoming, nodes: [...existing.nodes, ...incoming.nodes.filter((n) => !seen.has(n.__ref))] };
    },
  };
}

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          models: cursorPages([...LIST_KEY_ARGUMENTS]),
          // A profile already in the cache (from a list) is found by id without a request.
          model: {
            read: (existing: Reference | undefined, { args, toReference }) =>
              existing !== undefined
                ? existing
                : toReference({ __typename: 'Model', id: args?.['id'] as string | undefined }),
          },
        },
      },
      // No ids: kept under their parent field (so per locale for options) and merged, so parts fetched
      // by different queries add up.
      Options: { merge: true },
      Galleries: { merge: true },
      WebsiteText: { keyFields: ['key', 'locale'] },
      SlideGroup: { keyFields: ['index'] },
    },
  });
}

export function createApolloClient(options: {
  link?: ApolloLink;
  ssr?: boolean;
  state?: NormalizedCacheObject;
}) {
  const cache = createCache();
  if (options.state) cache.restore(options.state);
  return new ApolloClient({
    cache,
    ssrMode: options.ssr ?? false,
    link:
      options.link ??
      // Multipart when variables hold files (the application photos), plain JSON otherwise. The
      // API keeps CSRF prevention on; this header marks our requests as non-simple. Queries go as
      // GET so the API's response cache and the browser's HTTP cache can answer them.
      new UploadHttpLink({
        uri: '/graphql',
        headers: { 'apollo-require-preflight': 'true' },
        useGETForQueries: true,
        // What is left of the visitor's cost budget decides how much is fetched ahead (rate-budget.ts).
        fetch: (input, init) =>
          fetch(input, init).then((response) => {
            noteRateLimit(response.headers);
            return response;
          }),
      }),
  });
}
