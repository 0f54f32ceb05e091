import type { RouteModule } from '../../core/route-module';
import { ModelListQuery, modelListVariables } from './models-query';

export const modelsRouteModule: RouteModule<'models'> = {
  module: 'src/features/models/models-screen.tsx',
  load: () => import('./models-screen'),
  queries: (route, { search }) => [{ query: ModelListQuery, variables: modelListVariables(route, search) }],
  // The four boards; a board's filters (in the query string) are not pages of their own.
  sitemap: () => [
    { screen: 'models', gender: 'women', category: 'fashion' },
    { screen: 'models', gender: 'women', category: 'comercial' },
    { screen: 'models', gender: 'men', category: 'fashion' },
    { screen: 'models', gender: 'men', category: 'comercial' },
  ],
};
