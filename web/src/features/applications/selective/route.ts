import type { RouteModule } from '../../../core/route-module';
import { applicantListQueries } from '../applicant/option-lists';
import { SelectiveScreenQuery } from './selective-query';

export const selectiveRouteModule: RouteModule<'selective'> = {
  module: 'src/features/applications/selective/selective-screen.tsx',
  load: () => import('./selective-screen'),
  forms: true,
  queries: (_route, { apiLocale }) => [
    { query: SelectiveScreenQuery, variables: { locale: apiLocale } },
    ...applicantListQueries(apiLocale),
  ],
  sitemap: () => [{ screen: 'selective' }],
};
