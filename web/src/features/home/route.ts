import type { RouteModule } from '../../core/route-module';
import { HomeScreenQuery } from './home-query';

export const homeRouteModule: RouteModule<'home'> = {
  module: 'src/features/home/home-screen.tsx',
  load: () => import('./home-screen'),
  queries: () => [{ query: HomeScreenQuery }],
  sitemap: () => [{ screen: 'home' }],
};
