import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoReady, openPage } from './fixtures';
import { useSite } from './site-fixture';

const { site, browser } = useSite();

// A new screen scrolls smoothly to its top, but its first frame already shows its heading: the glide
// starts near the top (web/src/shell/navigation-effects.tsx), not half a page down.

type Frame = { scrollY: number; top: number; bottom: number };

/** From now on, each frame in which the profile's name is in the page: the scroll and its box. */
async function recordNameFrames(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    window.nameFrames = [];
    const watch = () => {
      const name = document.querySelector('#profile-name');
      if (name) {
        const box = name.getBoundingClientRect();
        window.nameFrames.push({ scrollY, top: box.top, bottom: box.bottom });
      }
      if (window.nameFrames.length === 0 || scrollY > 0) requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  })()`);
}

async function tapCardHalfAScreenDown(page: Page): Promise<Frame[]> {
  await gotoReady(page, `${site().url}/modelos/mulheres/fashion`);
  await page.mouse.wheel(0, 500);
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(500);
  // A card wholly in view there: the click does not scroll to it.
  const cards = page.locator('main .model-card__link');
  const inView = await cards.evaluateAll((links) =>
    links.findIndex((link) => {
      const box = link.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= innerHeight;
    }),
  );
  expect(inView).toBeGreaterThan(0);
  const card = cards.nth(inView);
  await recordNameFrames(page);
  await card.click();
  await page.locator('#profile-name').waitFor();
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
  return page.evaluate(() => (window as unknown as { nameFrames: Frame[] }).nameFrames);
}

describe('a new screen after a scroll', () => {
  it('shows its heading in its first frame, then glides to the top', async () => {
    const { context, page, consoleErrors } = await openPage(browser(), 'phone');
    try {
      const frames = await tapCardHalfAScreenDown(page);
      const first = frames[0]!;
      expect(first.bottom, JSON.stringify(first)).toBeGreaterThan(0);
      expect(first.top, JSON.stringify(first)).toBeLessThan(844);
      // A glide, not a jump: some frame between the first one and the top.
      expect(first.scrollY).toBeGreaterThan(0);
      expect(frames.at(-1)!.scrollY).toBe(0);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('with reduced motion, is at its top in its first frame', async () => {
    const { context, page, consoleErrors } = await openPage(browser(), 'phone');
    try {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const frames = await tapCardHalfAScreenDown(page);
      expect(frames[0]!.scrollY).toBe(0);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
