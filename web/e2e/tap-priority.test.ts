import { describe, expect, it } from 'vitest';
import { emulateNetwork } from './fixtures';
import { useSite } from './site-fixture';

const { site, browser } = useSite();

// What the visitor taps comes first: screens fetched ahead (on idle after the load) give way to the
// tapped one, on the network, until it is drawn (web/src/shell/prepare-screen.ts).

type Started = { name: string; startTime: number; responseEnd: number };

const ahead = /\/assets\/(apply|selective|contact|about|favorites)-screen-[\w-]+\.(js|css)$/;

describe('a tap while screens are fetched ahead', () => {
  it('sends the tapped screen’s data and code first, and nothing ahead until it is drawn', async () => {
    // Not openPage's routed context: it has no HTTP cache, which code fetched ahead relies on.
    const context = await browser().newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    // Room for every request of the visit (the browser keeps 250 resource entries by default).
    await context.addInitScript(() => performance.setResourceTimingBufferSize(2000));
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    try {
      // A phone's link (150 ms, 1.6 Mbit/s), so what is fetched ahead is still on its way at the tap.
      await emulateNetwork(page, {
        latencyMs: 150,
        downloadBytesPerSecond: 200_000,
        uploadBytesPerSecond: 94_000,
      });
      // The visitor taps as soon as the page starts fetching ahead, without touching it before.
      const aheadStarted = page.waitForRequest((request) => ahead.test(request.url()), { timeout: 40_000 });
      await page.goto(`${site().url}/modelos/mulheres/fashion`, { timeout: 40_000 });
      await aheadStarted;
      // A card further down, not in view before: nothing of its profile was fetched ahead.
      const card = page.locator('main .model-card__link').last();
      const id = /\/modelos\/(\d+)/.exec((await card.getAttribute('href'))!)![1]!;
      await page.evaluate(() => {
        const w = window as unknown as { tappedAt: number; drawnAt: number };
        document.addEventListener('touchstart', () => (w.tappedAt = performance.now()), {
          capture: true,
          once: true,
        });
        const drawn = new MutationObserver(() => {
          if (!document.querySelector('#profile-name')) return;
          w.drawnAt = performance.now();
          drawn.disconnect();
        });
        drawn.observe(document.body, { subtree: true, childList: true });
      });
      await card.tap();
      await page.locator('#profile-name').waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle', { timeout: 60_000 });
      const { tappedAt, drawnAt, started } = await page.evaluate(() => {
        const w = window as unknown as { tappedAt: number; drawnAt: number };
        return {
          tappedAt: w.tappedAt,
          drawnAt: w.drawnAt,
          started: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
            ({ name, startTime, responseEnd }) => ({ name, startTime, responseEnd }),
          ),
        };
      });
      const sinceTap = started.filter((entry: Started) => entry.startTime >= tappedAt);
      // The tapped screen's own requests, wherever they started (a card scrolled into view may have
      // had its profile fetched ahead before the press).
      const data = started.find((e) => e.name.includes('operationName=ModelProfile') && e.name.includes(id));
      const code = started.find((e) => /\/assets\/profile-screen-[\w-]+\.js$/.test(e.name));
      const log = JSON.stringify(
        sinceTap.map((e) => [Math.round(e.startTime - tappedAt), e.name.slice(-80)]),
      );
      const photo = started.find((e) => e.name.includes(`talents%2F${id}%2F`));
      expect(data, log).toBeDefined();
      expect(photo, log).toBeDefined();
      // The screen's code may have been fetched ahead (a card in view): then it is not asked again.
      const first = Math.max(data!.startTime, code?.startTime ?? 0);
      const speculative = sinceTap.filter(
        (e) =>
          ahead.test(e.name) ||
          (e.name.includes('operationName=') &&
            !e.name.includes('operationName=ModelProfile') &&
            !e.name.includes('operationName=ModelList')) ||
          (e.name.includes('operationName=ModelProfile') && !e.name.includes(id)),
      );
      for (const request of speculative) {
        // Nothing ahead leaves before the tapped screen's own requests, nor before it is drawn with
        // its opening photo in.
        expect(request.startTime, log).toBeGreaterThan(first);
        expect(request.startTime, log).toBeGreaterThanOrEqual(drawnAt);
        expect(request.startTime, log).toBeGreaterThanOrEqual(photo!.responseEnd);
      }
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
