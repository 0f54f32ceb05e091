import { graphql } from '../../gql';
import type { Locale as ApiLocale } from '../../gql/graphql';

/** The whole profile in one request; the components it renders declare their own fragments. */
export const ModelProfileQuery = graphql(`
  query ModelProfile($id: ID!, $locale: Locale!) {
    model(id: $id) {
      id
      name
      age
      gender
      categories
      cover {
        url
      }
      instagram
      instagramUrl
      measures(locale: $locale) {
        ...MeasureList_measure
      }
      compCardUrl(locale: $locale)
      compCardBytes(locale: $locale)
      galleries {
        initial
        book {
          ...GallerySlider_photo
        }
        snap {
          ...GallerySlider_photo
        }
        compo {
          ...GallerySlider_photo
        }
        video {
          ...VideoGallery_video
        }
      }
    }
  }
`);

/** One profile with its measures in the page's language. */
export function profileVariables(route: { id: string }, locale: ApiLocale) {
  return { id: route.id, locale };
}
