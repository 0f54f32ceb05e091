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

/**
 * Screens with forms build zod schemas as their modules load, and zod must be told to stay jitless
 * before that (zod-jitless.ts); only these screens need zod, so the setting loads with them.
 */
function withForms<S extends Screen>(load: Loader<S>): Loader<S> {
  return () => import('./zod-jitless').then(load);
}

// One chunk per screen, so a page loads only its own code (swiper on sliders, leaflet on contact,
// form code on form pages).
export const SCREEN_LOADERS: { [S in Screen]: Loader<S> } = {
  home: () => import('../features/home/home-screen'),
  models: () => import('../features/models/models-screen'),
  modelProfile: () => import('../features/profile/profile-screen'),
  favorites: withForms(() => import('../features/favorites/favorites-screen')),
  about: () => import('../features/about/about-screen'),
  contact: withForms(() => import('../features/contact/contact-screen')),
  beAModel: withForms(() => import('../features/applications/get-scouted/apply-screen')),
  selective: withForms(() => import('../features/applications/selective/selective-screen')),
};

/**
 * The browser's screens: loaded on demand, except those already loaded. The server-rendered screen
 * must be one of these: a lazy one suspends during hydration even when its chunk is in, and any
 * update above it meanwhile (favourites restored from storage) makes React drop the server's HTML
 * of the screen and render it again, images and all.
 */
export function lazyScreens(loaded: Partial<ScreenMap> = {}): ScreenMap {
  const entries = Object.entries(SCREEN_LOADERS).map(([screen, load]) => [screen, loaded[screen as Screen] ?? lazy(load as Loader<Screen>)]);
  return Object.fromEntries(entries) as unknown as ScreenMap;
}

/** The server's screens: all loaded before rendering, so no Suspense boundary is left pending. */
export async function loadedScreens(): Promise<ScreenMap> {
  const entries = await Promise.all(
    Object.entries(SCREEN_LOADERS).map(async ([screen, load]) => [screen, (await (load as Loader<Screen>)()).default] as const),
  );
  return Object.fromEntries(entries) as unknown as ScreenMap;
}
