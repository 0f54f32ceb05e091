import type { Locale } from '../i18n/locales';
import type { Match, Route } from '../routing/routes';

// Test-only: what the route tests share.

export const page = (locale: Locale, route: Route): Match => ({ kind: 'page', locale, route });

export const EVERY_ROUTE: readonly Route[] = [
  { screen: 'home' },
  { screen: 'contact' },
  { screen: 'about' },
  { screen: 'getScouted' },
  { screen: 'favorites' },
  { screen: 'selective' },
  { screen: 'models', gender: 'women', category: 'fashion' },
  { screen: 'models', gender: 'women', category: 'comercial' },
  { screen: 'models', gender: 'men', category: 'fashion' },
  { screen: 'models', gender: 'men', category: 'comercial' },
  { screen: 'modelProfile', id: '48213', slug: 'ana-clara-souza' },
  { screen: 'modelProfile', id: '7' },
];
