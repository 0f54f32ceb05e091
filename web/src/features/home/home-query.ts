import { graphql } from '../../gql';

/** The home's slides and the pre-home's, in one request. */
export const HomeScreenQuery = graphql(`
  query HomeScreen {
    homeSlides {
      index
      key
      slides {
        ...SlideMedia_slide
      }
    }
    prehome {
      ...SlideMedia_slide
    }
  }
`);
