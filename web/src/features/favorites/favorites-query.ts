import { graphql } from '../../gql';

/** The saved favourites as the agency has them now, in one request (up to 100 ids). */
export const FavoriteModelsQuery = graphql(`
  query FavoriteModels($ids: [ID!]!) {
    modelsByIds(ids: $ids) {
      id
      name
      cover {
        url
      }
    }
  }
`);
