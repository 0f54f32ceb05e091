import { lazy, type ComponentType } from 'react';
import type { Route, Screen } from '../i18n/routes';

export type ScreenProps<S extends Screen = Screen> = { route: Extract<Route, { screen: S }> };

// One chunk per screen, so a page loads only its own code (swiper on sliders, leaflet on contact,
// form code on form pages).
export const SCREENS: { [S in Screen]: ComponentType<ScreenProps<S>> } = {
  home: lazy(() => import('../features/home/home-screen')),
  models: lazy(() => import('../features/models/models-screen')),
  modelProfile: lazy(() => import('../features/profile/profile-screen')),
  favorites: lazy(() => import('../features/favorites/favorites-screen')),
  about: lazy(() => import('../features/about/about-screen')),
  contact: lazy(() => import('../features/contact/contact-screen')),
  beAModel: lazy(() => import('../features/apply/apply-screen')),
  selective: lazy(() => import('../features/selective/selective-screen')),
};
