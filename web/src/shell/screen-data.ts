import type { DocumentNode, ErrorPolicy, OperationVariables } from '@apollo/client';
import { AboutScreenQuery, aboutVariables } from '../features/about/about-query';
import { CountryOptionsQuery, DialCodeOptionsQuery } from '../features/applications/applicant/option-lists';
import { GetScoutedScreenQuery } from '../features/applications/get-scouted/get-scouted-query';
import { SelectiveScreenQuery } from '../features/applications/selective/selective-query';
import { ContactScreenQuery } from '../features/contact/contact-query';
import { FavoriteModelsQuery } from '../features/favorites/favorites-query';
import { parseSharedIds } from '../features/favorites/shortlist-link';
import { HomeScreenQuery } from '../features/home/home-query';
import { ModelListQuery, modelListVariables } from '../features/models/models-query';
import { ModelProfileQuery, profileVariables } from '../features/profile/profile-query';
import type { Locale } from '../i18n/locales';
import type { Route } from '../routing/routes';
import { apiLocaleOf } from '../core/page-context';

export type ScreenQuery = { query: DocumentNode; variables?: OperationVariables; errorPolicy?: ErrorPolicy };

/** The long lists both application forms read field by field (option-lists.ts). */
function applicantLists(apiLocale: ReturnType<typeof apiLocaleOf>): ScreenQuery[] {
  return [
    { query: CountryOptionsQuery, variables: { locale: apiLocale } },
    { query: DialCodeOptionsQuery, variables: { locale: apiLocale } },
  ];
}

/**
 * The queries a screen's first render asks for, read from its URL alone: the same documents and
 * variables the screen passes to `useQuery` (each built by its feature's query file), so a query
 * started before the screen renders (on the server, or at a tap before the screen's code has come)
 * is the one the screen then finds in the cache. A visitor's own favourites are left out: they
 * come from this browser's storage, known only once the screen has restored it; a shared selection
 * (`?ids=`) is in the URL.
 */
export function screenQueries(route: Route, locale: Locale, search: URLSearchParams): ScreenQuery[] {
  const apiLocale = apiLocaleOf(locale);
  switch (route.screen) {
    case 'home':
      return [{ query: HomeScreenQuery }];
    case 'models':
      return [{ query: ModelListQuery, variables: modelListVariables(route, search) }];
    case 'modelProfile':
      return [{ query: ModelProfileQuery, variables: profileVariables(route, apiLocale) }];
    case 'about':
      return [{ query: AboutScreenQuery, variables: aboutVariables(apiLocale) }];
    case 'contact':
      // As the screen asks: the social links still show when only the contact record failed.
      return [{ query: ContactScreenQuery, errorPolicy: 'all' }];
    case 'getScouted':
      return [
        { query: GetScoutedScreenQuery, variables: { locale: apiLocale } },
        ...applicantLists(apiLocale),
      ];
    case 'selective':
      return [
        { query: SelectiveScreenQuery, variables: { locale: apiLocale } },
        ...applicantLists(apiLocale),
      ];
    case 'favorites': {
      const shared = parseSharedIds(search.get('ids'));
      return shared && shared.ids.length > 0
        ? [{ query: FavoriteModelsQuery, variables: { ids: shared.ids } }]
        : [];
    }
  }
}
