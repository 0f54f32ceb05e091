import type { RouteModule } from '../../../core/route-module';
import { applicantListQueries } from '../applicant/option-lists';
import { SelectiveScreenQuery } from './selective-query';

export const selectiveRouteModule: RouteModule<'selective'> = {
  module: 'src/features/applications/application-screens.ts',
  load: () => import('../application-screens').then(({ SelectiveScreen }) => ({ default: SelectiveScreen })),
  forms: true,
  queries: (_route, { apiLocale }) => [
    { query: SelectiveScreenQuery, variables: { locale: apiLocale } },
    ...applicantListQueries(apiLocale),
  ],
  sitemap: () => [{ screen: 'selective' }],
};
