import type { RouteModule } from '../../core/route-module';
import { AboutScreenQuery, aboutVariables } from './about-query';

export const aboutRouteModule: RouteModule<'about'> = {
  module: 'src/features/about/about-screen.tsx',
  load: () => import('./about-screen'),
  queries: (_route, { apiLocale }) => [{ query: AboutScreenQuery, variables: aboutVariables(apiLocale) }],
  sitemap: () => [{ screen: 'about' }],
};
