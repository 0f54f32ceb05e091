import type { RouteModule } from '../../core/route-module';
import { profileRoute } from '../../routing/routes';
import { ModelProfileQuery, profileVariables } from './profile-query';

export const modelProfileRouteModule: RouteModule<'modelProfile'> = {
  module: 'src/features/profile/profile-screen.tsx',
  load: () => import('./profile-screen'),
  queries: (route, { apiLocale }) => [
    { query: ModelProfileQuery, variables: profileVariables(route, apiLocale) },
  ],
  // Every listed model once, a model on two boards too (the API lists it once).
  sitemap: ({ models }) => models.map((model) => profileRoute(model.id, model.name)),
};
