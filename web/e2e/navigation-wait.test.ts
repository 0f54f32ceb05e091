import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pathFor } from '../src/routing/routes';
import { emulateNetwork, emulateSaveData, gotoIdle, openPage } from './fixtures';
import { useSite } from './site-fixture';

const { site, browser } = useSite();

// A navigation that is not ready at once shows the progress bar from the tap until the next screen
// is drawn, also while the previous page stays up because the next screen's code is still on its
// way (web/src/shell/navigation-start.ts).

type Seen = { at: number; bar: string; listShown: boolean };
type Record = { tappedAt: number; bar: Seen[]; contentAt?: number };

/**
 * From now on, in the page: every class the bar takes (with whether the list is still shown), and
 * the moment the selective form's title and first field are in the page, laid out.
 */
function recordWait(): void {
  const bar = document.querySelector<HTMLElement>('.progress-bar')!;
  const record: Record = { tappedAt: 0, bar: [] };
  (window as unknown as { waitRecord: Record }).waitRecord = record;
  // Recorded as the form enters the page (a mutation), before its frame is painted; the bar's
  // 'done' look is a 0.5 s fade (app-states.css), so it is still seen on that frame.
  // Observed first, and timed before its layout is read, so that a bar change made in the same task
  // (the commit's effects) is never recorded as earlier.
  const content = new MutationObserver(() => {
    const at = performance.now();
    const field = document.querySelector('main .selective-page form .field__control');
    if (
      !document.querySelector('main .selective-page h1') ||
      !field ||
      field.getBoundingClientRect().height === 0
    )
      return;
    record.contentAt = at;
    content.disconnect();
  });
  content.observe(document.body, { subtree: true, childList: true, attributes: true });
  const listShown = () => document.querySelector('main .model-card') !== null;
  new MutationObserver(() =>
    record.bar.push({ at: performance.now(), bar: bar.className, listShown: listShown() }),
  ).observe(bar, { attributes: true, attributeFilter: ['class'] });
  document.addEventListener('click', () => (record.tappedAt = performance.now()), {
    capture: true,
    once: true,
  });
}

/** The phone link of the slow case: 900 ms round trip, 200 KB/s each way. */
async function slowLink(page: Page): Promise<void> {
  await emulateNetwork(page, {
    latencyMs: 900,
    downloadBytesPerSecond: 200 * 1024,
    uploadBytesPerSecond: 200 * 1024,
  });
}

describe('a navigation that waits', () => {
  it('shows the progress bar from the tap until the next screen is drawn, the previous page up meanwhile', async () => {
    const { context, page, consoleErrors } = await openPage(browser(), 'desktop');
    try {
      // Nothing fetched ahead: the selective screen's code and data are asked for at the tap.
      await emulateSaveData(context);
      // Quiet and run by the app: a tap before React has adopted the header's link is a plain
      // link's full page load, which would leave nothing recorded.
      await gotoIdle(
        page,
        `${site().url}${pathFor('en', { screen: 'models', gender: 'women', category: 'fashion' })}`,
      );
      await slowLink(page);
      await page.evaluate(recordWait);
      await page.locator('header .site-header__nav').getByRole('link', { name: 'Open casting' }).click();
      await page.waitForFunction(
        () => (window as unknown as { waitRecord: Record }).waitRecord.contentAt !== undefined,
        undefined,
        { timeout: 60_000, polling: 100 },
      );
      await page.locator('.progress-bar[data-state="idle"]').waitFor({ state: 'attached', timeout: 30_000 });
      const record = await page.evaluate(() => (window as unknown as { waitRecord: Record }).waitRecord);

      const running = record.bar.findIndex((seen) => seen.bar.includes('progress-bar--running'));
      expect(running, JSON.stringify(record)).toBeGreaterThanOrEqual(0);
      // The bar came while the list was still the page shown: the wait for the code was not silent.
      expect(record.bar[running]!.listShown, JSON.stringify(record)).toBe(true);
      // And it stayed until the form was drawn: its next state (done) comes after, never before.
      const after = record.bar.slice(running + 1);
      expect(after.length, JSON.stringify(record)).toBeGreaterThan(0);
      expect(after[0]!.bar, JSON.stringify(record)).toContain('progress-bar--done');
      expect(after[0]!.at, JSON.stringify(record)).toBeGreaterThanOrEqual(record.contentAt!);
      // The wait itself was long (the link is slow): seconds of list under a new URL, now covered.
      expect(record.contentAt! - record.bar[running]!.at).toBeGreaterThan(500);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
