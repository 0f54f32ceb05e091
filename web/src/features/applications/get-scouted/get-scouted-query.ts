import { graphql } from '../../../gql';

export const GetScoutedScreenQuery = graphql(`
  query GetScoutedScreen($locale: Locale!) {
    options(locale: $locale) {
      ...GetScoutedForm_options
    }
  }
`);
