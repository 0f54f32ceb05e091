import { describe, expect, it } from 'vitest';
import { gotoReady, openPage, VIEWPORTS, WIDE_VIEWPORT } from './fixtures';
import { useSite } from './site-fixture';

const { site, browser } = useSite();

type Measure = {
  lcpUrl: string;
  lcpElement: string;
  lcpShown: number;
  initiator: string;
  imageStart: number;
  scriptStarts: number[];
  appStart: number;
};

/** The page's largest paint and when each request started (Resource Timing, ms since navigation). */
function measure(selector: string): Promise<Measure> {
  return new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const lcp = list.getEntries().at(-1) as PerformanceEntry & {
        url: string;
        element: Element | null;
        renderTime: number;
      };
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const image = resources.find((entry) => entry.name === lcp.url);
      resolve({
        lcpUrl: lcp.url,
        lcpElement: lcp.element?.matches(selector)
          ? selector
          : (lcp.element?.outerHTML.slice(0, 120) ?? 'none'),
        initiator: image?.initiatorType ?? 'not fetched',
        imageStart: image?.startTime ?? Infinity,
        scriptStarts: resources
          .filter((entry) => /\.js(\?|$)/.test(entry.name))
          .map((entry) => entry.startTime),
        lcpShown: lcp.renderTime || lcp.startTime,
        appStart: resources.find((entry) => /\/entry-client-[\w-]+\.js$/.test(entry.name))?.startTime ?? -1,
      });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

// The hero is what a phone shows first: its request must not queue behind the page's scripts
// (docs/decisions/0015). Checked by request start, which follows the document's order; the app's
// own scripts wait until the hero has been shown.
describe('the largest image of a page is requested before any script and shown before the app loads', () => {
  const pages = {
    home: { path: '/en', hero: '.home__mobile .swiper-slide img' },
    list: { path: '/en/models/women/fashion', hero: '.model-card img' },
    profile: { path: null, hero: '.gallery-slide img' },
  };

  for (const [name, { path, hero }] of Object.entries(pages)) {
    it(`on the ${name}`, async () => {
      const url = path ?? (await firstProfilePath(site().url));
      // Once unmeasured, so the hero is in the server's image cache (a first resize is slow) and its
      // paint, not the resizer, decides when the app starts. 'load' waits for the hero's <img>.
      const warm = await openPage(browser(), 'phone');
      await warm.page.goto(site().url + url, { waitUntil: 'load' });
      await warm.context.close();
      const { context, page, consoleErrors } = await openPage(browser(), 'phone');
      try {
        await gotoReady(page, site().url + url);
        const result = await page.evaluate(measure, hero);
        // Still in the page after hydration: React adopted the server's element, not a copy of it.
        expect(result.lcpElement).toBe(hero);
        expect(result.lcpUrl).toMatch(/\/img\/\d+\?src=/);
        // Fetched by the preload at the top of the head (its srcset and sizes match the <img>).
        expect(result.initiator).toBe('link');
        expect(result.scriptStarts.length).toBeGreaterThan(0);
        expect(result.imageStart).toBeLessThan(Math.min(...result.scriptStarts));
        // The app (its entry and everything preloaded with it) is fetched once the hero is on
        // screen, as the browser reports it, not merely decoded: none of it competes with the paint.
        expect(result.appStart).toBeGreaterThanOrEqual(result.lcpShown);
        expect(consoleErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

// A new visitor to the Portuguese home (no prefix) meets the pre-home over it: its first photo
// comes first, and the home's own slides behind it wait for the app instead of sharing the phone's
// bandwidth with it, and are not painted while covered. (Chromium does not count a photo that fills
// the whole viewport as a largest paint: the pre-home's name is the page's.)
it('on the pt home with its pre-home, its first photo alone before any script', async () => {
  const warm = await openPage(browser(), 'phone');
  await warm.page.goto(`${site().url}/`, { waitUntil: 'load' });
  await warm.context.close();
  const { context, page, consoleErrors } = await openPage(browser(), 'phone');
  try {
    const slide = page
      .waitForResponse((response) => decodeURIComponent(response.url()).includes('slides/01'))
      .then((response) => response.finished());
    await gotoReady(page, `${site().url}/`);
    // Once the app runs, the home's first slide is asked for (behind the pre-home).
    await slide;
    await page.waitForFunction(() =>
      performance
        .getEntriesByType('resource')
        .some((entry) => decodeURIComponent(entry.name).includes('slides/01')),
    );
    const result = await page.evaluate(measure, '.prehome__name');
    expect(result.lcpElement).toBe('.prehome__name');
    const timings = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.name.includes('/img/'))
        .map((entry) => ({
          name: decodeURIComponent(entry.name),
          start: entry.startTime,
          initiator: entry.initiatorType,
        })),
    );
    const photo = timings.find((entry) => /prehome\/01/.test(entry.name));
    expect(photo?.initiator).toBe('link');
    expect(photo!.start).toBeLessThan(Math.min(...result.scriptStarts));
    // The home's slides and the pre-home's next photos: requested, but only once the app runs.
    const behind = timings.filter((entry) => /slides\/|prehome\/0[2-9]/.test(entry.name));
    expect(behind.length).toBeGreaterThan(0);
    expect(Math.min(...behind.map((entry) => entry.start))).toBeGreaterThanOrEqual(result.appStart);
    expect(result.appStart).toBeGreaterThan(photo!.start);
    // Still covered: the home is not painted, so not shown through the pre-home's fade either.
    expect(await page.locator('.home').evaluate((home) => getComputedStyle(home).visibility)).toBe('hidden');
    await page.locator('.prehome__logo').click();
    await page.locator('.prehome').waitFor({ state: 'detached' });
    expect(await page.locator('.home').evaluate((home) => getComputedStyle(home).visibility)).toBe('visible');
    expect(consoleErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

async function firstProfilePath(base: string): Promise<string> {
  const list = await fetch(`${base}/en/models/women/fashion`).then((response) => response.text());
  return /href="(\/en\/models\/\d+\/[^"]+)"/.exec(list)![1]!;
}

// The server's HTML is laid out as the app will show it: hydration (the book regrouping its photos
// in pairs on a wide screen, sliders taking over) moves nothing that was already on screen.
describe('nothing shifts when the app takes over', () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    it(`on the home, list and profile (${viewport})`, async () => {
      const { context, page } = await openPage(browser(), viewport);
      try {
        await page.addInitScript(() => {
          const shifts: number[] = [];
          (window as unknown as { shifts: number[] }).shifts = shifts;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[]) {
              if (!entry.hadRecentInput) shifts.push(entry.value);
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        const pages: [string, string | null][] = [
          ['/en', '.swiper-initialized'],
          ['/en/models/women/fashion', null],
          [await firstProfilePath(site().url), '.swiper-initialized'],
        ];
        for (const [path, takenOver] of pages) {
          await gotoReady(page, site().url + path);
          // Swiper runs after hydration: once it has taken its markup over, the app is in charge.
          if (takenOver) await page.locator(takenOver).first().waitFor({ state: 'attached' });
          const total = await page.evaluate(() =>
            (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
          );
          expect(total, path).toBeLessThan(0.001);
        }
      } finally {
        await context.close();
      }
    });
  }
});

// The server lays the book out as a phone's single photos; on a wide screen the app regroups them in
// pairs. Both use one stage height, so the arrows and counter under the book stay where they were
// (a shift too small for the CLS threshold above at some sizes, but a visible jump of the controls).
describe('the book’s controls stay where the server put them when the app takes over', () => {
  for (const viewport of [
    VIEWPORTS.desktop,
    WIDE_VIEWPORT,
    { width: 1350, height: 940 },
    { width: 1024, height: 700 },
  ]) {
    it(`at ${viewport.width} × ${viewport.height}`, async () => {
      const path = await firstProfilePath(site().url);
      const controlsOf = async (javaScriptEnabled: boolean) => {
        const context = await browser().newContext({ viewport, javaScriptEnabled });
        try {
          const page = await context.newPage();
          // Without JavaScript the page is done once loaded; with it, once the app has regrouped.
          await page.goto(site().url + path, { waitUntil: 'load' });
          if (javaScriptEnabled) await page.locator('.gallery-slider--pairs').waitFor();
          return await page.locator('.gallery-slider__controls').evaluate((element) => {
            const { top, left } = element.getBoundingClientRect();
            return { top: Math.round(top), left: Math.round(left) };
          });
        } finally {
          await context.close();
        }
      };
      expect(await controlsOf(true)).toEqual(await controlsOf(false));
    });
  }
});
