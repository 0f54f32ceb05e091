import { graphql } from '../../../gql';

export const ApplyScreenQuery = graphql(`
  query ApplyScreen($locale: Locale!) {
    options(locale: $locale) {
      ...GetScoutedForm_options
    }
  }
`);
