import { ApolloClient, InMemoryCache, gql, type ApolloLink, type TypedDocumentNode } from '@apollo/client';
import type { Route } from '../src/routing/routes.js';
import { sitemapPages } from '../src/shell/route-modules.js';

type ModelPage = {
  models: {
    pageInfo: { endCursor: string | null; hasNextPage: boolean };
    nodes: { id: string; name: string }[];
  } | null;
};
type ModelPageVariables = { after?: string | null };

// Every model of both boards and genders, each once (no category or gender asked), read by the
// largest page (first is 1 to 100) from the same cached board lists as the model list pages.
const SitemapModels: TypedDocumentNode<ModelPage, ModelPageVariables> = gql`
  query SitemapModels($after: String) {
    models(first: 100, after: $after) {
      pageInfo {
        endCursor
        hasNextPage
      }
      nodes {
        id
        name
      }
    }
  }
`;

// 100 000 models are not this agency's; past this the list is taken as looping.
const MAX_PAGES = 1000;

/** Every listed model, page after page through the cursors. */
async function allModels(client: ApolloClient): Promise<{ id: string; name: string }[]> {
  const models: { id: string; name: string }[] = [];
  let after: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const { data }: { data?: ModelPage } = await client.query({
      query: SitemapModels,
      variables: { after },
      fetchPolicy: 'no-cache',
    });
    // Null with an UPSTREAM_UNAVAILABLE error (thrown above): a partial sitemap would drop pages.
    if (!data?.models) throw new Error('the model list answered null');
    models.push(...data.models.nodes);
    if (!data.models.pageInfo.hasNextPage || !data.models.pageInfo.endCursor) return models;
    after = data.models.pageInfo.endCursor;
  }
  throw new Error(`more than ${MAX_PAGES} pages of models`);
}

/**
 * The routes the sitemap lists, as each screen's route module names them (web/src/shell/route-modules.ts)
 * from every listed model, read through `link` like a page's queries.
 */
export async function sitemapRoutes(link: ApolloLink): Promise<Route[]> {
  // A client per build: its cache is not used (no-cache), only its error handling and typing.
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  return sitemapPages({ models: await allModels(client) });
}
