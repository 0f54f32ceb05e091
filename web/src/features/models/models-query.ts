import { graphql } from '../../gql';
import type { Category, Gender, ModelListQueryVariables } from '../../gql/graphql';
import type { ModelCategory, ModelGender } from '../../routing/routes';
import { listArgumentsOfUrl, type NamesEveryListArgument } from '@agency/rules/list-arguments';

/** One page of a board; later pages come through fetchMore with `after` and are appended by the cache. */
export const ModelListQuery = graphql(`
  query ModelList(
    $category: Category!
    $gender: Gender!
    $letter: String
    $search: String
    $heightMin: Int
    $heightMax: Int
    $eyes: [String!]
    $hair: [String!]
    $first: Int!
    $after: String
  ) {
    models(
      category: $category
      gender: $gender
      letter: $letter
      search: $search
      heightMin: $heightMin
      heightMax: $heightMax
      eyes: $eyes
      hair: $hair
      first: $first
      after: $after
    ) {
      totalCount
      letters
      pageInfo {
        endCursor
        hasNextPage
      }
      nodes {
        id
        name
        cover {
          url
        }
      }
    }
  }
`);

/**
 * The document passes every argument of the list's table (rules/src/list-arguments.ts): a filter
 * left out here would be dropped from the request without a sound, so it fails to compile instead.
 */
const documentPassesTable: NamesEveryListArgument<keyof ModelListQueryVariables> = true;
void documentPassesTable;

const GENDERS = { women: 'WOMAN', men: 'MAN' } as const satisfies Record<ModelGender, Gender>;
const CATEGORIES = { fashion: 'FASHION', comercial: 'COMMERCIAL' } as const satisfies Record<
  ModelCategory,
  Category
>;

/**
 * The first request of a board as its URL asks for it (letter, search, filters, how many shown): the screen
 * and the navigation that prepares it ask the same, so the screen finds the answer in the cache.
 */
export function modelListVariables(
  route: { gender: ModelGender; category: ModelCategory },
  params: URLSearchParams,
) {
  return {
    category: CATEGORIES[route.category],
    gender: GENDERS[route.gender],
    ...listArgumentsOfUrl(params),
  };
}
