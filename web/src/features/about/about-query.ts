import { graphql } from '../../gql';
import type { Locale as ApiLocale } from '../../gql/graphql';

/** The back-office text of the about page. */
export const ABOUT_TEXT_KEY = 'about_text';

export const AboutScreenQuery = graphql(`
  query AboutScreen($key: String!, $locale: Locale!) {
    websiteText(key: $key, locale: $locale) {
      key
      html
      locale
    }
  }
`);

/** The about text in the page's language (the API falls back to another one when it has none). */
export function aboutVariables(locale: ApiLocale) {
  return { key: ABOUT_TEXT_KEY, locale };
}
