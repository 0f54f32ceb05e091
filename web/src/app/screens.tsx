import { lazy, type ComponentType } from 'react';
import type { Screen } from '../routing/routes';
import type { ScreenProps } from './screen-props';

export type ScreenMap = { [S in Screen]: ComponentType<ScreenProps<S>> };

/** Source module of each screen: the client build's manifest is keyed by these paths. */
export const SCREEN_MODULES: Record<Screen, string> = {
  home: 'src/features/home/home-screen.tsx',
  models: 'src/features/models/models-screen.tsx',
  modelProfile: 'src/features/profile/profile-screen.tsx',
  favorites: 'src/features/favorites/favorites-screen.tsx',
  about: 'src/features/about/about-screen.tsx',
  contact: 'src/features/contact/contact-screen.tsx',
  beAModel: 'src/features/applications/get-scouted/apply-screen.tsx',
  selective: 'src/features/applications/selective/selective-screen.tsx',
};

type Loader<S extends Screen> = () => Promise<{ default: ComponentType<ScreenProps<S>> }>;

// One chunk per screen, so a page loads only its own code (swiper on sliders, leaflet on contact,
// form code on form pages).
export const SCREEN_LOADERS: { [S in Screen]: Loader<S> } = {
  home: () => import('../features/home/home-screen'),
  models: () => import('../features/models/models-screen'),
  modelProfile: () => import('../features/profile/profile-screen'),
  favorites: () => import('../features/favorites/favorites-screen'),
  about: () => import('../features/about/about-screen'),
  contact: () => import('../features/contact/contact-screen'),
  beAModel: () => import('../features/applications/get-scouted/apply-screen'),
  selective: () => import('../features/applications/selective/selective-screen'),
};

/** The browser's screens: loaded on demand. */
export function lazyScreens(): ScreenMap {
  const entries = Object.entries(SCREEN_LOADERS).map(([screen, load]) => [screen, lazy(load as Loader<Screen>)]);
  return Object.fromEntries(entries) as unknown as ScreenMap;
}

/** The server's screens: all loaded before rendering, so no Suspense boundary is left pending. */
export async function loadedScreens(): Promise<ScreenMap> {
  const entries = await Promise.all(
    Object.entries(SCREEN_LOADERS).map(async ([screen, load]) => [screen, (await (load as Loader<Screen>)()).default] as const),
  );
  return Object.fromEntries(entries) as unknown as ScreenMap;
}
