import type { RouteModule } from '../../../core/route-module';
import { applicantListQueries } from '../applicant/option-lists';
import { GetScoutedScreenQuery } from './get-scouted-query';

export const getScoutedRouteModule: RouteModule<'getScouted'> = {
  module: 'src/features/applications/application-screens.ts',
  load: () =>
    import('../application-screens').then(({ GetScoutedScreen }) => ({ default: GetScoutedScreen })),
  forms: true,
  queries: (_route, { apiLocale }) => [
    { query: GetScoutedScreenQuery, variables: { locale: apiLocale } },
    ...applicantListQueries(apiLocale),
  ],
  sitemap: () => [{ screen: 'getScouted' }],
};
