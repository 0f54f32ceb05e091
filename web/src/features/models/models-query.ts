import { graphql } from '../../gql';
import type { Category, Gender } from '../../gql/graphql';
import type { ModelCategory, ModelGender } from '../../routing/routes';
import { boardFilterArguments, readBoardFilters } from '@agency/rules/board-filters';
import { listLetter } from '@agency/rules/model-list';
import { parseSearch, parseShown } from './list-params';

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
  const search = parseSearch(params.get('q'));
  return {
    category: CATEGORIES[route.category],
    gender: GENDERS[route.gender],
    letter: listLetter(params.get('letter')),
    search: search || null,
    ...boardFilterArguments(readBoardFilters(params).filters),
    first: parseShown(params.get('shown')),
  };
}
