import type { RouteModule, SitemapListing } from '../core/route-module';
import { aboutRouteModule } from '../features/about/route';
import { getScoutedRouteModule } from '../features/applications/get-scouted/route';
import { selectiveRouteModule } from '../features/applications/selective/route';
import { contactRouteModule } from '../features/contact/route';
import { favoritesRouteModule } from '../features/favorites/route';
import { homeRouteModule } from '../features/home/route';
import { modelsRouteModule } from '../features/models/route';
import { modelProfileRouteModule } from '../features/profile/route';
import type { Route, Screen } from '../routing/routes';

/**
 * Every screen's route module, one each (the type fails on a screen left out): the screen table,
 * the screen data and the sitemap are read from here (docs/decisions/0032-one-route-module-per-screen.md).
 */
export const ROUTE_MODULES: { [S in Screen]: RouteModule<S> } = {
  home: homeRouteModule,
  models: modelsRouteModule,
  modelProfile: modelProfileRouteModule,
  favorites: favoritesRouteModule,
  about: aboutRouteModule,
  contact: contactRouteModule,
  getScouted: getScoutedRouteModule,
  selective: selectiveRouteModule,
};

export const SCREENS = Object.keys(ROUTE_MODULES) as Screen[];

/** A screen's route module, for a route of any screen (the table pairs each screen with its own). */
export function routeModule(screen: Screen): RouteModule<Screen> {
  return ROUTE_MODULES[screen] as RouteModule<Screen>;
}

/** The pages the sitemap lists, screen by screen, from what the API listed. */
export function sitemapPages(listing: SitemapListing): Route[] {
  return SCREENS.flatMap((screen) => routeModule(screen).sitemap?.(listing) ?? []);
}
