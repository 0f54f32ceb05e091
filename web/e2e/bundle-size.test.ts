import { describe, expect, it } from 'vitest';
import { bootFiles, BUDGETS, FORBIDDEN, gzipBytes, modulesOf, startupFiles } from './bundle-budget';
import type { Screen } from '../src/routing/routes';

// Reads the production build (pnpm --filter @agency/web build): a budget overrun fails here, not
// on a visitor's phone.
describe('JavaScript budgets before interactive (gzip)', () => {
  for (const [screen, budget] of Object.entries(BUDGETS) as [Screen, number][]) {
    it(`${screen} loads at most ${budget / 1024} KB`, () => {
      expect(gzipBytes(startupFiles(screen))).toBeLessThanOrEqual(budget);
    });
  }

  it('keeps what only matters after the first paint out of the start-up code', () => {
    for (const [screen, patterns] of Object.entries(FORBIDDEN)) {
      const modules = modulesOf(startupFiles(screen as Screen));
      expect(modules.length, screen).toBeGreaterThan(50);
      for (const pattern of patterns)
        expect(
          modules.filter((id) => pattern.test(id)),
          `${screen}: ${pattern}`,
        ).toEqual([]);
    }
    // The sliders still get swiper, after the page is shown.
    expect(modulesOf(startupFiles('home'))).toContain('src/components/slider/use-lazy-swiper.ts');
    expect(modulesOf(startupFiles('contact')).filter((id) => /^(swiper|leaflet)\//.test(id))).toEqual([]);
  });

  it('keeps the bootstrap small and free of app code, so nothing holds the hero back', () => {
    expect(gzipBytes(bootFiles())).toBeLessThan(3 * 1024);
    expect(
      modulesOf(bootFiles()).filter(
        (id) => !/^(src\/boot\.ts|src\/shell\/chunk-reload\.ts|index\.html|\0vite\/)/.test(id),
      ),
    ).toEqual([]);
  });
});
