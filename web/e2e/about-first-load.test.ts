import { describe, expect, it } from 'vitest';
import { openPage } from './fixtures';
import { useSite } from './site-fixture';

const { site, browser } = useSite();

// The about page on a phone, as a new visitor's first load: its first photo (the page's largest
// paint) is asked for with the HTML, at the size the phone shows it; and the text drawn before
// Inter has come takes the room it takes in Inter, so the swap moves the paragraphs little.

describe('the about page on a first load', () => {
  it('loads the text’s first photo at once, resized for the phone, with and without JavaScript', async () => {
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser().newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        javaScriptEnabled,
      });
      try {
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text());
        });
        // With JavaScript, once the app has hydrated the page and loaded what it loads.
        await page.goto(`${site().url}/sobre`, { waitUntil: javaScriptEnabled ? 'networkidle' : 'load' });
        const first = page.locator('.about__text img').first();
        expect(await first.evaluate((img: HTMLImageElement) => img.loading)).not.toBe('lazy');
        expect(await page.locator('.about__text img').count()).toBeGreaterThan(0);
        // The photo is asked for as the HTML is read, not once the page has been laid out.
        await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
        // A copy resized for the phone (358 px shown at 2x), not the editor's 1600 px original.
        expect(await first.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/img\/720\?src=/);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('sets its text in a fallback as wide as Inter (within 1%) until Inter has come', async () => {
    const { context, page } = await openPage(browser(), 'phone');
    try {
      await page.goto(`${site().url}/sobre`);
      await page.locator('.about__text p').first().waitFor();
      await page.evaluate(() => document.fonts.ready);
      // The page's own text on one line, in Inter and in the stack the page shows before Inter loads.
      const widths = await page.evaluate(() => {
        const text = document.querySelector('main')!.textContent.replace(/\s+/g, ' ');
        return ['Inter', "'Inter Fallback', system-ui, sans-serif"].map((family) => {
          const line = document.createElement('span');
          line.style.cssText = `position: absolute; white-space: nowrap; font: 400 17px ${family}`;
          line.textContent = text;
          document.body.append(line);
          const width = line.getBoundingClientRect().width;
          line.remove();
          return width;
        });
      });
      const [inter, fallback] = widths as [number, number];
      expect(Math.abs(fallback / inter - 1)).toBeLessThan(0.01);
    } finally {
      await context.close();
    }
  });
});
