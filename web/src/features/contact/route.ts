import type { RouteModule } from '../../core/route-module';
import { ContactScreenQuery } from './contact-query';

export const contactRouteModule: RouteModule<'contact'> = {
  module: 'src/features/contact/contact-screen.tsx',
  load: () => import('./contact-screen'),
  forms: true,
  // As the screen asks: the social links still show when only the contact record failed.
  queries: () => [{ query: ContactScreenQuery, errorPolicy: 'all' }],
  sitemap: () => [{ screen: 'contact' }],
};
