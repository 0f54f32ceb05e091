import { describe, expect, it } from 'vitest';
import { emulateSaveData, gotoIdle, gotoReady, openPage } from './fixtures';
import { useSite } from './site-fixture';

const { site, browser } = useSite();

/** Every class the bar takes from now on, in order, so a test can tell it ran before it hid. */
const RECORD_BAR = () => {
  const bar = document.querySelector<HTMLElement>('.progress-bar')!;
  const seen: string[] = [];
  (window as unknown as { barClasses: string[] }).barClasses = seen;
  new MutationObserver(() => seen.push(bar.className)).observe(bar, {
    attributes: true,
    attributeFilter: ['class'],
  });
};

describe('navigation progress bar', () => {
  it('completes and fades out once a slow screen has rendered after a client navigation', async () => {
    const { context, page, consoleErrors } = await openPage(browser(), 'desktop');
    try {
      // Nothing prepared ahead (the menu's screens are, on idle, on a fast connection): the screen's
      // data is asked for at the click.
      await emulateSaveData(context);
      await gotoIdle(page, `${site().url}/en/contact`);
      // The about text is held until the bar has shown, so the screen is slower than the throttle.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/graphql\?.*operationName=AboutScreen/, async (route) => {
        await released;
        await route.continue();
      });
      await page.evaluate(RECORD_BAR);
      await page.locator('header nav').getByRole('link', { name: 'About' }).click();
      await page.waitForURL(/\/en\/about$/);
      await page.locator('.progress-bar--running').waitFor({ state: 'attached' });
      release();
      await page.locator('.about__text').waitFor();

      // The end: hidden (opacity 0), nothing left at 90 % over the page.
      await page.locator('.progress-bar--idle').waitFor({ state: 'attached' });
      const bar = page.locator('.progress-bar');
      expect(await bar.evaluate((element) => getComputedStyle(element).opacity)).toBe('0');
      const classes = await page.evaluate(() => (window as unknown as { barClasses: string[] }).barClasses);
      expect(classes.filter((name, i) => name !== classes[i - 1])).toEqual([
        'progress-bar progress-bar--running',
        'progress-bar progress-bar--done',
        'progress-bar progress-bar--idle',
      ]);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows nothing for a navigation whose screen is ready at once, even once its throttle is due', async () => {
    const { context, page } = await openPage(browser(), 'desktop');
    try {
      // Page timers under Playwright's clock: time flows as usual, and runFor fires what is due at once.
      await page.clock.install();
      // Contact's code is in (the page first opened), so nothing is left to wait for at the tap:
      // the bar counts from the tap, code included (web/src/shell/navigation-start.ts).
      await gotoIdle(page, `${site().url}/en/contact`);
      await page.locator('header nav').getByRole('link', { name: 'About' }).click();
      await page.locator('.about__text').waitFor();
      await page.clock.runFor(1000);
      await page.locator('.progress-bar[data-state="idle"]').waitFor({ state: 'attached' });
      await page.evaluate(RECORD_BAR);
      // Contact's screen draws without waiting for its data: no busy placeholder, ready at once.
      await page.locator('header nav').getByRole('link', { name: 'Contact' }).click();
      await page.waitForURL(/\/en\/contact$/);
      await page.getByRole('heading', { level: 1, name: 'Contact' }).waitFor();
      await page.locator('.progress-bar[data-state="idle"]').waitFor({ state: 'attached' });
      // Past the 200 ms throttle: a timer that was not cancelled would now show the bar.
      await page.clock.runFor(1000);
      expect(
        await page.evaluate(() => (window as unknown as { barClasses: string[] }).barClasses),
      ).not.toContain('progress-bar progress-bar--running');
      expect(
        await page.locator('.progress-bar').evaluate((element) => getComputedStyle(element).opacity),
      ).toBe('0');
    } finally {
      await context.close();
    }
  });
});

describe('language buttons', () => {
  it('have accessible names that contain their visible text (label in name)', async () => {
    const { context, page } = await openPage(browser(), 'desktop');
    try {
      await gotoReady(page, `${site().url}/en`);
      const tools = page.locator('header .site-header__tools');
      expect(
        await tools
          .getByRole('button')
          .filter({ hasText: /^(PT|EN|ES)$/ })
          .count(),
      ).toBe(3);
      for (const code of ['PT', 'EN', 'ES']) {
        // Case-sensitive and whole-word, so "English" or "Español" alone do not count as "EN" or "ES".
        const named = tools.getByRole('button', { name: new RegExp(`\\b${code}\\b`) });
        expect(await named.count(), `a button named with ${code}`).toBe(1);
        expect((await named.innerText()).trim()).toBe(code);
      }
      // The language's own name is still in it, for screen reader users.
      expect(await tools.getByRole('button', { name: /Español/ }).innerText()).toBe('ES');
    } finally {
      await context.close();
    }
  });
});
