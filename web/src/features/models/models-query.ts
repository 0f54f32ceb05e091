import { graphql } from '../../gql';

/** One page of a board; later pages come through fetchMore with `after` and are appended by the cache. */
export const ModelListQuery = graphql(`
  query ModelList($category: Category!, $gender: Gender!, $letter: String, $search: String, $first: Int!, $after: String) {
    models(category: $category, gender: $gender, letter: $letter, search: $search, first: $first, after: $after) {
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
