import { describe, expect, it } from 'vitest';
import { BUDGETS, FORBIDDEN, gzipBytes, startupFiles } from './bundle-budget';
import type { Screen } from '../src/routing/routes';

// Reads the production build (pnpm --filter @agency/web build): a budget overrun fails here, not
// on a visitor's phone.
describe('JavaScript budgets before interactive (gzip)', () => {
  for (const [screen, budget] of Object.entries(BUDGETS) as [Screen, number][]) {
    it(`${screen} loads at most ${budget / 1024} KB`, () => {
      expect(gzipBytes(startupFiles(screen))).toBeLessThanOrEqual(budget);
    });
  }

  it('keeps heavy packages to the screens that show them', () => {
    for (const [screen, patterns] of Object.entries(FORBIDDEN)) {
      const files = startupFiles(screen as Screen).join(' ');
      for (const pattern of patterns) expect(`${screen}: ${files}`).not.toMatch(pattern);
    }
    // swiper only where a slider shows.
    expect(startupFiles('home').join(' ')).toMatch(/swiper/);
    expect(startupFiles('contact').join(' ')).not.toMatch(/swiper|leaflet/);
  });
});
