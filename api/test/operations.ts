import { graphql } from './gql/gql.js';

// The operations the integration tests run, typed by codegen like a partner app's would be.

export const ModelsPage = graphql(`
  query ModelsPage($category: Category!, $gender: Gender!, $letter: String, $first: Int, $after: String) {
    models(category: $category, gender: $gender, letter: $letter, first: $first, after: $after) {
      totalCount
      letters
      pageInfo {
        endCursor
        hasNextPage
      }
      nodes {
        id
        name
        gender
        categories
        age
        cover {
          url
        }
        instagram
      }
    }
  }
`);

export const ModelProfile = graphql(`
  query ModelProfile($id: ID!, $locale: Locale) {
    model(id: $id) {
      id
      name
      gender
      age
      cover {
        url
      }
      cover2 {
        url
      }
      instagram
      instagramUrl
      skills
      measures(locale: $locale) {
        key
        label
        value
      }
      galleries {
        initial
        book {
          url
          width
          height
          orientation
        }
        snap {
          url
          width
          height
          orientation
        }
        compo {
          url
          width
          height
          orientation
        }
        video {
          provider
          videoId
          embedUrl
        }
      }
    }
  }
`);

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

export const SiteContent = graphql(`
  query SiteContent($key: String!, $locale: Locale, $imageKey: String!, $videoKey: String!) {
    contact {
      address
      email
      phones
      latitude
      longitude
    }
    socialMedia {
      key
      name
      url
    }
    websiteText(key: $key, locale: $locale) {
      key
      html
      locale
      isFallback
    }
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
    selectiveCities {
      id
      city
      date
    }
  }
`);

export const WebsiteText = graphql(`
  query WebsiteText($key: String!, $locale: Locale) {
    websiteText(key: $key, locale: $locale) {
      key
      html
      locale
      isFallback
    }
  }
`);

export const Posts = graphql(`
  query Posts($type: String!, $page: Int, $perPage: Int) {
    posts(type: $type, page: $page, perPage: $perPage) {
      currentPage
      lastPage
      hasNextPage
      nodes {
        id
        slug
        title
        excerpt
        body
        cover {
          url
        }
        publishedAt
      }
    }
  }
`);

export const Post = graphql(`
  query Post($type: String!, $slug: String!) {
    post(type: $type, slug: $slug) {
      id
      slug
      title
      body
    }
  }
`);

export const FindModels = graphql(`
  query FindModels(
    $category: Category
    $gender: Gender
    $search: String
    $heightMin: Int
    $heightMax: Int
    $eyes: [String!]
    $hair: [String!]
    $first: Int
    $after: String
  ) {
    models(
      category: $category
      gender: $gender
      search: $search
      heightMin: $heightMin
      heightMax: $heightMax
      eyes: $eyes
      hair: $hair
      first: $first
      after: $after
    ) {
      totalCount
      pageInfo {
        endCursor
        hasNextPage
      }
      nodes {
        id
        name
        gender
        categories
        measures(locale: EN) {
          key
          value
        }
      }
    }
  }
`);

export const Shortlist = graphql(`
  query Shortlist($ids: [ID!]!) {
    modelsByIds(ids: $ids) {
      id
      name
      cover {
        url
      }
      measures {
        key
        value
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
