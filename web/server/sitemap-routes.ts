import { ApolloClient, InMemoryCache, gql, type ApolloLink, type TypedDocumentNode } from '@apollo/client';
import { DEFAULT_MODELS_ROUTE, profileRoute, type ModelCategory, type ModelGender, type Route } from '../src/routing/routes.js';

type ModelPage = { models: { pageInfo: { endCursor: string | null; hasNextPage: boolean }; nodes: { id: string; name: string }[] } | null };
type ModelPageVariables = { gender: 'WOMAN' | 'MAN'; category: 'FASHION' | 'COMMERCIAL'; after?: string | null };

// The boards' own query and page size limit (first is 1 to 100): the API's cost model prices it,
// and its read cache answers, as for the model list pages.
const SitemapModels: TypedDocumentNode<ModelPage, ModelPageVariables> = gql`
  query SitemapModels($gender: Gender!, $category: Category!, $after: String) {
    models(gender: $gender, category: $category, first: 100, after: $after) {
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

const BOARDS: { gender: ModelGender; category: ModelCategory; variables: Omit<ModelPageVariables, 'after'> }[] = [
  { gender: 'women', category: 'fashion', variables: { gender: 'WOMAN', category: 'FASHION' } },
  { gender: 'women', category: 'comercial', variables: { gender: 'WOMAN', category: 'COMMERCIAL' } },
  { gender: 'men', category: 'fashion', variables: { gender: 'MAN', category: 'FASHION' } },
  { gender: 'men', category: 'comercial', variables: { gender: 'MAN', category: 'COMMERCIAL' } },
];

// A board of 100 000 models is not this agency's; past this the list is taken as looping.
const MAX_PAGES_PER_BOARD = 1000;

/** The pages worth indexing apart from profiles: favourites are the visitor's own, so left out. */
const FIXED_ROUTES: Route[] = [{ screen: 'home' }, { screen: 'about' }, { screen: 'contact' }, { screen: 'beAModel' }, { screen: 'selective' }];

/** Every model of one board, page after page through the cursors. */
async function boardModels(client: ApolloClient, variables: Omit<ModelPageVariables, 'after'>): Promise<{ id: string; name: string }[]> {
  const models: { id: string; name: string }[] = [];
  let after: string | null = null;
  for (let page = 0; page < MAX_PAGES_PER_BOARD; page++) {
    const { data }: { data?: ModelPage } = await client.query({ query: SitemapModels, variables: { ...variables, after }, fetchPolicy: 'no-cache' });
    // Null with an UPSTREAM_UNAVAILABLE error (thrown above): a partial sitemap would drop pages.
    if (!data?.models) throw new Error('the model list answered null');
    models.push(...data.models.nodes);
    if (!data.models.pageInfo.hasNextPage || !data.models.pageInfo.endCursor) return models;
    after = data.models.pageInfo.endCursor;
  }
  throw new Error(`more than ${MAX_PAGES_PER_BOARD} pages in one board`);
}

/**
 * The routes the sitemap lists: home, the four boards, about, contact, the two forms and every
 * model's profile (a model on two boards once), read through `link` like a page's queries.
 */
export async function sitemapRoutes(link: ApolloLink): Promise<Route[]> {
  // A client per build: its cache is not used (no-cache), only its error handling and typing.
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const boards = await Promise.all(BOARDS.map((board) => boardModels(client, board.variables)));
  const profiles = new Map<string, Route>();
  for (const model of boards.flat()) if (!profiles.has(model.id)) profiles.set(model.id, profileRoute(model.id, model.name));
  const boardRoutes: Route[] = BOARDS.map(({ gender, category }) => ({ screen: DEFAULT_MODELS_ROUTE.screen, gender, category }));
  return [...FIXED_ROUTES, ...boardRoutes, ...profiles.values()];
}
