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
      try {
        await page.addInitScript(() => {
          const shifts: number[] = [];
          (window as unknown as { shifts: number[] }).shifts = shifts;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(`${site().url}/favoritos`);
        await page.locator('.favorites-screen__empty').waitFor();
        await page.locator('.budget').waitFor();
        // The frame after the empty state was drawn has reported its shifts, if any.
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
        expect(consoleErrors).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });
});
