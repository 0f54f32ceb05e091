import { graphql } from './gql/gql.js';

// Operations only the integration tests run: the site's own (home, form options, website media)
// and edge cases (galleries from a list, a cover's original and resized URL side by side). The
// partner operations are the SDK's (sdk/src/operations/), imported from `@agency/sdk`.

export const ListWithGalleries = graphql(`
  query ListWithGalleries($category: Category!, $gender: Gender!) {
    models(category: $category, gender: $gender, first: 3) {
      nodes {
        id
        galleries {
          initial
          book {
            url
          }
        }
      }
    }
  }
`);

export const CoverImages = graphql(`
  query CoverImages($category: Category!, $gender: Gender!, $first: Int, $width: Int) {
    models(category: $category, gender: $gender, first: $first) {
      nodes {
        id
        categories
        cover {
          original: url
          resized: url(width: $width)
          srcset
          width
          height
        }
      }
    }
  }
`);

export const FormOptions = graphql(`
  query FormOptions($locale: Locale, $country: ID!, $state: ID) {
    options(locale: $locale) {
      countries {
        id
        name
      }
      states(country: $country) {
        id
        name
      }
      cities(country: $country, state: $state) {
        id
        name
      }
      genders {
        value
        label
      }
      heights {
        value
        label
      }
      busts {
        value
        label
      }
      waists {
        value
        label
      }
      hips {
        value
        label
      }
      chests {
        value
        label
      }
      shoes {
        value
        label
      }
      hairColours {
        value
        label
      }
      eyeColours {
        value
        label
      }
      skinTones {
        value
        label
      }
      dialCodes {
        iso
        code
        name
      }
      defaultDialCode
    }
  }
`);

export const HomeContent = graphql(`
  query HomeContent {
    homeSlides {
      index
      key
      slides {
        id
        desktopUrl
        mobileUrl
        kind
        description
      }
    }
    prehome {
      id
      desktopUrl
      mobileUrl
      kind
    }
  }
`);

export const WebsiteMedia = graphql(`
  query WebsiteMedia($imageKey: String!, $videoKey: String!) {
    websiteImage(key: $imageKey) {
      key
      mobileUrl
      desktopUrl
      description
    }
    websiteVideo(key: $videoKey) {
      key
      mobileUrl
      desktopUrl
      description
    }
  }
`);
