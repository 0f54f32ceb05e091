import { use, type ComponentType } from 'react';
import type { Screen } from '../routing/routes';
import type { ScreenModule } from '../core/route-module';
import type { ScreenProps } from '../core/screen-props';
import { ROUTE_MODULES, SCREENS, routeModule } from './route-modules';
import { tracked, type TrackedPromise } from './tracked-promise';

export type ScreenMap = { [S in Screen]: ComponentType<ScreenProps<S>> };

type Loader<S extends Screen> = () => Promise<ScreenModule<S>>;

/** Source module of each screen: the client build's manifest is keyed by these paths. */
export const SCREEN_MODULES = Object.fromEntries(
  SCREENS.map((screen) => [screen, ROUTE_MODULES[screen].module]),
) as Record<Screen, string>;

/** The jitless setting (zod-jitless.ts), as the client build's manifest keys it. */
export const ZOD_JITLESS_MODULE = 'src/shell/zod-jitless.ts';

/**
 * The modules a screen's load imports beyond the app, manifest keys: its own, and before it, for a
 * screen with forms, the jitless setting. The server names them all, so they are fetched together
 * (preloaded on the screen's own page, fetched ahead for others) and the setting's import is no
 * round trip of its own before the screen's code runs.
 */
export const SCREEN_LOAD_MODULES = Object.fromEntries(
  SCREENS.map((screen) => {
    const own = SCREEN_MODULES[screen];
    return [screen, routeModule(screen).forms ? [ZOD_JITLESS_MODULE, own] : [own]];
  }),
) as Record<Screen, string[]>;

/**
 * Screens with forms build zod schemas as their modules load, and zod must be told to stay jitless
 * before that (zod-jitless.ts); only these screens need zod, so the setting loads with them.
 */
function withForms<S extends Screen>(load: Loader<S>): Loader<S> {
  return () => import('./zod-jitless').then(load);
}

// One chunk per screen, so a page loads only its own code (swiper on sliders, leaflet on contact,
// form code on form pages): each route module's loader is a dynamic import. The two application
// forms share one (docs/decisions/0037-application-forms-one-chunk.md).
export const SCREEN_LOADERS = Object.fromEntries(
  SCREENS.map((screen) => {
    const { load, forms } = routeModule(screen);
    return [screen, forms ? withForms(load) : load];
  }),
) as { [S in Screen]: Loader<S> };

const loading = new Map<Screen, TrackedPromise<ScreenModule<Screen>>>();

/**
 * A screen's code, asked for once: by a link the visitor is about to tap, by the navigation, or by
 * the render. A failed load is forgotten, so the next navigation tries again (after a deploy,
 * chunk-reload.ts reloads the page instead).
 */
export function loadScreen(screen: Screen): TrackedPromise<ScreenModule<Screen>> {
  let module = loading.get(screen);
  if (!module) {
    module = tracked((SCREEN_LOADERS[screen] as Loader<Screen>)());
    module.catch(() => loading.delete(screen));
    loading.set(screen, module);
  }
  return module;
}

/**
 * The browser's screens: each renders its module once loaded, and suspends the navigation until
 * then. Unlike React.lazy, a module already loaded (the server-rendered screen, whose chunk the
 * bootstrap preloads; a screen prepared before the tap) renders at once, so hydration adopts the
 * server's HTML and a prepared navigation commits in one pass.
 */
export function browserScreens(): ScreenMap {
  const entries = (Object.keys(SCREEN_LOADERS) as Screen[]).map((screen) => {
    function LoadedScreen(props: ScreenProps) {
      const { default: Component } = use(loadScreen(screen));
      return <Component {...props} />;
    }
    LoadedScreen.displayName = `Screen(${screen})`;
    return [screen, LoadedScreen];
  });
  return Object.fromEntries(entries) as ScreenMap;
}

/** The server's screens: all loaded before rendering, so no Suspense boundary is left pending. */
export async function loadedScreens(): Promise<ScreenMap> {
  const entries = await Promise.all(
    Object.entries(SCREEN_LOADERS).map(
      async ([screen, load]) => [screen, (await (load as Loader<Screen>)()).default] as const,
    ),
  );
  return Object.fromEntries(entries) as ScreenMap;
}
