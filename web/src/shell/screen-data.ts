import { apiLocaleOf } from '../core/page-context';
import type { ScreenQuery } from '../core/route-module';
import type { Locale } from '../i18n/locales';
import type { Route } from '../routing/routes';
import { routeModule } from './route-modules';

/**
 * The queries a screen's first render asks for, read from its URL alone, as its route module lists
 * them: a query started before the screen renders (on the server, or at a tap before the screen's
 * code has come) is the one the screen then finds in the cache.
 */
export function screenQueries(route: Route, locale: Locale, search: URLSearchParams): ScreenQuery[] {
  return routeModule(route.screen).queries(route, { apiLocale: apiLocaleOf(locale), search });
}
