import { graphql } from '../../../gql';

export const SelectiveScreenQuery = graphql(`
  query SelectiveScreen($locale: Locale!) {
    ...SelectiveHeader_query
    selectiveCities {
      ...SelectiveForm_city
    }
    options(locale: $locale) {
      ...SelectiveForm_options
    }
  }
`);
