import type { RouteModule } from '../../core/route-module';
import { FavoriteModelsQuery } from './favorites-query';
import { parseSharedIds } from './shortlist-link';

export const favoritesRouteModule: RouteModule<'favorites'> = {
  module: 'src/features/favorites/favorites-screen.tsx',
  load: () => import('./favorites-screen'),
  forms: true,
  // A visitor's own favourites come from this browser's storage, known only once the screen has
  // restored it; a shared selection (`?ids=`) is in the URL.
  queries: (_route, { search }) => {
    const shared = parseSharedIds(search.get('ids'));
    return shared && shared.ids.length > 0
      ? [{ query: FavoriteModelsQuery, variables: { ids: shared.ids } }]
      : [];
  },
  // No sitemap pages: favourites are each visitor's own.
};
