import { graphql } from '../../gql';

export const ContactScreenQuery = graphql(`
  query ContactScreen {
    contact {
      ...ContactDetails_contact
      latitude
      longitude
    }
    socialMedia {
      ...ContactDetails_socialMedia
    }
  }
`);
