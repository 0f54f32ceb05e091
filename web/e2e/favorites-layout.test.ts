import { describe, expect, it } from 'vitest';
import { openPage } from './fixtures';
import { useSite } from './site-fixture';

const { site, browser } = useSite();

// A new visitor's favourites page: the list is read from this browser's storage once the app runs,
// so the server sends a placeholder; the empty state that replaces it must not move the budget form.

describe('the favourites page of a new visitor', () => {
  it('shows its empty state without moving the page (no layout shift), on a phone and a desktop', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const { context, page, consoleErrors } = await openPage(browser(), viewport);
      // The web fonts are held back until the end: their swap is another shift (its own test,
      // about-first-load), which would land in this one's window or not depending on timing.
      let releaseFonts!: () => void;
      const fontsHeld = new Promise<void>((resolve) => (releaseFonts = resolve));
      await page.route('**/*.woff2', async (route) => {
        await fontsHeld;
        await route.continue().catch(() => undefined);
      });
      try {
        await page.addInitScript(() => {
          const shifts: number[] = [];
          (window as unknown as { shifts: number[] }).shifts = shifts;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
          }).observe({ type: 'layout-shift', buffered: true });
        });
        // Not waiting for `load`: the held fonts keep it from firing.
        await page.goto(`${site().url}/favoritos`, { waitUntil: 'domcontentloaded' });
        await page.locator('.favorites-screen__empty').waitFor();
        await page.locator('.budget').waitFor();
        // The frame after the empty state was drawn has reported its shifts, if any.
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
        expect(consoleErrors).toEqual([]);
      } finally {
        releaseFonts();
        await context.close();
      }
    }
  });
});
