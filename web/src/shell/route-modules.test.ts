import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { alternates } from '../routing/routes';
import { ROUTE_MODULES, SCREENS, sitemapPages } from './route-modules';
import { screenQueries } from './screen-data';
import { SCREEN_MODULES, ZOD_JITLESS_MODULE } from './screens';
import { EVERY_ROUTE } from '../testing/route-fixtures';

describe('route modules', () => {
  it('name each screen’s source file as the client build’s manifest keys it (from web/)', () => {
    for (const screen of SCREENS) {
      const module = SCREEN_MODULES[screen];
      expect(module, screen).toBe(ROUTE_MODULES[screen].module);
      // A screen's own module, or one a few screens share (the application forms').
      expect(module, screen).toMatch(/^src\/features\/.+-screens?\.tsx?$/);
      expect(existsSync(new URL(`../../${module}`, import.meta.url)), module).toBe(true);
    }
  });

  it('name the jitless setting the forms’ loads import as the manifest keys it (from web/)', () => {
    // screens.tsx imports './zod-jitless' and preloads it by this key: a move of the file must move both.
    const keyed = new URL(`../../${ZOD_JITLESS_MODULE}`, import.meta.url);
    expect(keyed.href).toBe(new URL('./zod-jitless.ts', import.meta.url).href);
    expect(existsSync(keyed), ZOD_JITLESS_MODULE).toBe(true);
  });

  it('give every screen the queries of its first render, in the page language', () => {
    for (const route of EVERY_ROUTE) {
      const queries = screenQueries(route, 'es', new URLSearchParams());
      // Favourites have nothing to ask before this browser's storage is read.
      if (route.screen === 'favorites') expect(queries).toEqual([]);
      else expect(queries.length, route.screen).toBeGreaterThan(0);
      for (const { variables } of queries)
        if (variables && 'locale' in variables) expect(variables.locale, route.screen).toBe('ES');
    }
  });

  it('list home, the boards, each model, about, contact and the forms in the sitemap, not favourites', () => {
    const pages = sitemapPages({ models: [{ id: '7', name: 'Ana Clara' }] }).map(
      (route) => alternates(route).en,
    );
    expect(pages).toEqual([
      '/en',
      '/en/models/women/fashion',
      '/en/models/women/comercial',
      '/en/models/men/fashion',
      '/en/models/men/comercial',
      '/en/models/7/ana-clara',
      '/en/about',
      '/en/contact',
      '/en/be-a-model',
      '/en/selective',
    ]);
  });
});
