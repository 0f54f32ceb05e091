import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { emulateNetwork, emulateSaveData, gotoIdle, openPage, VIEWPORTS } from './fixtures';
import { useSite } from './site-fixture';

const { site, browser } = useSite();

// A navigation starts the next screen's data with its code, and the screens a visitor is likely to
// open next are ready before the tap when the connection allows (docs/decisions/0020).

function recordRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => sent.push(request));
  return sent;
}

const operation = (request: Request, name: string) =>
  new URL(request.url()).searchParams.get('operationName') === name;
const isProfileData = (id: string) => (request: Request) =>
  operation(request, 'ModelProfile') &&
  (JSON.parse(new URL(request.url()).searchParams.get('variables') ?? '{}') as { id?: string }).id === id;
const isProfileCode = (request: Request) => /\/assets\/profile-screen-[\w-]+\.js$/.test(request.url());
const isGetScoutedData = (request: Request) => operation(request, 'GetScoutedScreen');
// Be-a-model's code: the application forms' chunk, which holds the selective screen's too.
const isGetScoutedCode = (request: Request) =>
  /\/assets\/application-screens-[\w-]+\.js$/.test(request.url());

/** The list as a new visitor opens it, once the app runs; the first card's profile id and link. */
async function openList(page: Page): Promise<{ id: string; card: ReturnType<Page['locator']> }> {
  await gotoIdle(page, `${site().url}/modelos/mulheres/fashion`);
  const card = page.locator('.model-card__link').first();
  const href = (await card.getAttribute('href'))!;
  return { id: /\/modelos\/(\d+)/.exec(href)![1]!, card };
}

/**
 * Resources of the page matching `wanted` that went to the network after `since` (page time):
 * an answer from the browser's cache has no transfer size (Resource Timing, same origin).
 */
async function fetchedSince(page: Page, since: number, wanted: (name: string) => boolean): Promise<string[]> {
  const entries = await page.evaluate(
    (after) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.startTime >= after && entry.transferSize > 0)
        .map((entry) => entry.name),
    since,
  );
  return entries.filter(wanted);
}

async function profileShown(page: Page): Promise<void> {
  await page.locator('#profile-name').waitFor();
  await page.locator('.gallery-slide__photo').first().waitFor();
}

describe('a tap on a model card', () => {
  it('asks for the profile’s data no later than for its code (Save-Data: nothing prepared before)', async () => {
    const { context, page, consoleErrors } = await openPage(browser(), 'phone');
    try {
      await emulateSaveData(context);
      const { id, card } = await openList(page);
      await card.click();
      await profileShown(page);
      const starts = await page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
          ({ name, startTime }) => ({ name, startTime }),
        ),
      );
      const data = starts.find(
        (entry) => entry.name.includes('operationName=ModelProfile') && entry.name.includes(id),
      );
      const code = starts.find((entry) => /\/assets\/profile-screen-[\w-]+\.js$/.test(entry.name));
      expect(data, 'the profile query').toBeDefined();
      expect(code, 'the profile chunk').toBeDefined();
      expect(data!.startTime).toBeLessThanOrEqual(code!.startTime);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('a tap on a menu link', () => {
  it('asks for all of the screen’s files at once, not one import after another (Save-Data)', async () => {
    const { context, page, consoleErrors } = await openPage(browser(), 'phone');
    try {
      await emulateSaveData(context);
      await openList(page);
      // A round trip long enough that a file asked for only once another has come starts after it.
      await emulateNetwork(page, { latencyMs: 150, downloadBytesPerSecond: 5e6, uploadBytesPerSecond: 5e6 });
      await page.locator('.site-header__menu-button').click();
      await page.locator('#mobile-menu a[href="/seja-um-modelo"]').click();
      await page.locator('.form-page input[name="realname"]').waitFor();
      const entries = await page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
          ({ name, startTime, responseEnd }) => ({ name, startTime, responseEnd }),
        ),
      );
      // The forms' jitless setting is imported before their code (web/src/shell/screens.tsx).
      const jitless = entries.find((entry) => /\/assets\/zod-jitless-[\w-]+\.js$/.test(entry.name));
      const code = entries.find((entry) => /\/assets\/application-screens-[\w-]+\.js$/.test(entry.name));
      expect(jitless, 'the jitless chunk').toBeDefined();
      expect(code, 'the forms’ chunk').toBeDefined();
      expect(code!.startTime).toBeLessThan(jitless!.responseEnd);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('screens ready before the tap', () => {
  it('on a fast connection: a card in view has its profile’s code and data, the menu’s screens theirs', async () => {
    // Not openPage's context: a routed context has no HTTP cache (Playwright turns it off), and the
    // code fetched ahead waits there. These pages ask no third-party host.
    const context = await browser().newContext({ viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    try {
      const firstCard = page.locator('.model-card__link').first();
      const html = await (await fetch(`${site().url}/modelos/mulheres/fashion`)).text();
      const id = /class="model-card__link"[^>]* href="\/modelos\/(\d+)/.exec(html)![1]!;
      // Fetched ahead, and arrived: the first card's profile (in view) and the menu's "Seja um
      // modelo" (on idle).
      const arrived = (wanted: (request: Request) => boolean) =>
        page
          .waitForResponse((response) => wanted(response.request()))
          .then((response) => response.finished());
      const ahead = Promise.all([
        arrived(isProfileData(id)),
        arrived(isProfileCode),
        arrived(isGetScoutedData),
        arrived(isGetScoutedCode),
      ]);
      await gotoIdle(page, `${site().url}/modelos/mulheres/fashion`);
      // Fetched ahead once the page has loaded and the browser is idle; a scroll changes nothing.
      await page.mouse.wheel(0, 40);
      await ahead;
      expect(await firstCard.getAttribute('href')).toMatch(new RegExp(`^/modelos/${id}/`));

      const tapped = await page.evaluate(() => performance.now());
      await firstCard.click();
      await profileShown(page);
      // Its data came from the app's cache (not asked again) and its code from the browser's.
      expect(
        await fetchedSince(
          page,
          tapped,
          (name) => name.includes('operationName=ModelProfile') && name.includes(id),
        ),
      ).toEqual([]);
      expect(
        await fetchedSince(page, tapped, (name) => /\/assets\/profile-screen-[\w-]+\.js$/.test(name)),
      ).toEqual([]);

      const menuTapped = await page.evaluate(() => performance.now());
      await page.locator('.site-header__menu-button').click();
      await page.locator('#mobile-menu a[href="/seja-um-modelo"]').click();
      await page.locator('input[name="realname"]').waitFor();
      expect(
        await fetchedSince(page, menuTapped, (name) => name.includes('operationName=GetScoutedScreen')),
      ).toEqual([]);
      expect(
        await fetchedSince(page, menuTapped, (name) =>
          /\/assets\/application-screens-[\w-]+\.js$/.test(name),
        ),
      ).toEqual([]);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('on a board, the cards in view come before the menu’s screens, the largest link first', async () => {
    const context = await browser().newContext({ viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    try {
      const sent = recordRequests(page);
      // The menu's last screen fetched ahead: by then every step before it has gone.
      const menuDone = page.waitForResponse((response) => operation(response.request(), 'SelectiveScreen'));
      await page.goto(`${site().url}/modelos/mulheres/fashion`, { waitUntil: 'load' });
      await menuDone;
      const names = sent.map((request) => new URL(request.url()).searchParams.get('operationName'));
      const ahead = names.filter((name) => name !== null);
      // First a card's profile (the largest link in view), not a tab's other board (ModelList).
      expect(ahead[0], ahead.join(', ')).toBe('ModelProfile');
      // The cards in view (a phone shows two): their profiles' data, before any of the menu's.
      const menuData = names.findIndex(
        (name) => name !== null && !['ModelProfile', 'ModelList'].includes(name),
      );
      expect(menuData, ahead.join(', ')).toBeGreaterThan(0);
      expect(names.filter((name) => name === 'ModelProfile').length).toBeGreaterThanOrEqual(2);
      expect(names.lastIndexOf('ModelProfile'), ahead.join(', ')).toBeLessThan(menuData);
      // The profile's code too, before the menu's first data.
      const profileCode = sent.findIndex(isProfileCode);
      expect(profileCode).toBeGreaterThanOrEqual(0);
      expect(profileCode).toBeLessThan(menuData);
    } finally {
      await context.close();
    }
  });

  it('on a board, a card stopped at after a scroll gets its profile before the menu’s screens still waiting', async () => {
    const context = await browser().newContext({ viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    try {
      // Each request a round trip of 200 ms, so the menu's screens, fetched one at a time, are still
      // queued for seconds when the visitor scrolls.
      await emulateNetwork(page, {
        latencyMs: 200,
        downloadBytesPerSecond: 1_000_000,
        uploadBytesPerSecond: 500_000,
      });
      const sent = recordRequests(page);
      const menuOperations = ['HomeScreen', 'GetScoutedScreen', 'ContactScreen', 'SelectiveScreen'];
      const menuStarted = page.waitForRequest(
        (request) => menuOperations.some((name) => operation(request, name)),
        { timeout: 30_000 },
      );
      const menuDone = page.waitForResponse((response) => operation(response.request(), 'SelectiveScreen'), {
        timeout: 30_000,
      });
      await page.goto(`${site().url}/modelos/mulheres/fashion`, { waitUntil: 'load', timeout: 30_000 });
      const idsInView = () =>
        page.locator('main .model-card__link').evaluateAll((links) =>
          links.flatMap((link) => {
            const box = link.getBoundingClientRect();
            return box.bottom > 0 && box.top < innerHeight
              ? [/\/modelos\/(\d+)/.exec(link.getAttribute('href')!)![1]!]
              : [];
          }),
        );
      await menuStarted;
      const before = await idsInView();
      // The visitor scrolls a screen down and stops there.
      await page.mouse.wheel(0, VIEWPORTS.phone.height);
      await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
      const stoppedAt = (await idsInView()).filter((id) => !before.includes(id));
      expect(stoppedAt.length).toBeGreaterThan(0);
      await menuDone;
      const selective = sent.findIndex((request) => operation(request, 'SelectiveScreen'));
      const firstStopped = sent.findIndex((request) => stoppedAt.some((id) => isProfileData(id)(request)));
      const order = sent
        .map((request) => new URL(request.url()).searchParams.get('operationName'))
        .filter(Boolean);
      expect(firstStopped, order.join(', ')).toBeGreaterThanOrEqual(0);
      expect(firstStopped, order.join(', ')).toBeLessThan(selective);
      // Those stopped at together go together: their requests overlap, not one round trip each.
      const stoppedTimes = (
        await page.evaluate(() =>
          (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
            ({ name, startTime, responseEnd }) => ({ name, startTime, responseEnd }),
          ),
        )
      )
        .filter(
          ({ name }) =>
            name.includes('operationName=ModelProfile') &&
            stoppedAt.some((id) => name.includes(`%22${id}%22`)),
        )
        .sort((a, b) => a.startTime - b.startTime);
      expect(stoppedTimes.length).toBeGreaterThanOrEqual(2);
      expect(stoppedTimes[1]!.startTime).toBeLessThan(stoppedTimes[0]!.responseEnd);
    } finally {
      await context.close();
    }
  });

  it('fetches ahead one screen at a time: the menu’s screens do not share the connection', async () => {
    const context = await browser().newContext({ viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    try {
      // The about page: every other screen of the menu is fetched ahead once it has loaded and the
      // browser is idle, whether or not the visitor has touched it.
      // The last of them in the queue: the menu's "Seletiva" data (its code came with be-a-model's).
      const selective = page.waitForResponse((response) => operation(response.request(), 'SelectiveScreen'));
      await page.goto(`${site().url}/sobre`, { waitUntil: 'load' });
      const files = JSON.parse((await page.locator('#screen-files').textContent()) ?? '{}') as Record<
        string,
        string[]
      >;
      await selective;
      // From the page's load on: its own requests are done by then.
      const engaged = await page.evaluate(
        () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
      );
      // The two forms' chunk, fetched once for both screens.
      await expect
        .poll(
          async () =>
            (await fetchedSince(page, engaged, (name) => /application-screens-[\w-]+\.js$/.test(name)))
              .length,
        )
        .toBe(1);
      // Which screens a request fetched ahead belongs to: its data by operation, its files by the
      // page's own table of each screen's files (a file two screens share belongs to both).
      const DATA: Record<string, string> = {
        HomeScreen: 'home',
        ModelList: 'models',
        GetScoutedScreen: 'getScouted',
        SelectiveScreen: 'selective',
        ContactScreen: 'contact',
        FavoriteModels: 'favorites',
      };
      const screensOf = (name: string): string[] => {
        const url = new URL(name);
        const op = url.searchParams.get('operationName');
        if (op) return DATA[op] ? [DATA[op]] : [];
        return Object.keys(files).filter((screen) => files[screen]!.includes(url.pathname));
      };
      const fetched = (
        await page.evaluate(
          (after) =>
            (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
              .filter((entry) => entry.startTime >= after && entry.transferSize > 0)
              .map(({ name, startTime, responseEnd }) => ({ name, startTime, responseEnd })),
          engaged,
        )
      )
        .map((entry) => ({ ...entry, screens: screensOf(entry.name) }))
        .filter((entry) => entry.screens.length > 0);
      expect(new Set(fetched.flatMap((entry) => entry.screens)).size).toBeGreaterThanOrEqual(4);
      const overlapping = fetched.flatMap((a, i) =>
        fetched
          .slice(i + 1)
          .filter(
            (b) =>
              a.startTime < b.responseEnd &&
              b.startTime < a.responseEnd &&
              !a.screens.some((screen) => b.screens.includes(screen)),
          )
          .map((b) => `${a.name} with ${b.name}`),
      );
      expect(overlapping).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('on a phone, opening the menu fetches the page in the other languages: the switch asks for nothing', async () => {
    const { context, page, consoleErrors } = await openPage(browser(), 'phone');
    try {
      await gotoIdle(page, `${site().url}/seja-um-modelo`);
      const english = page.waitForResponse(
        (response) => isGetScoutedData(response.request()) && response.url().includes('%22EN%22'),
      );
      await page.locator('.site-header__menu-button').click();
      await (await english).finished();
      const switched = await page.evaluate(() => performance.now());
      await page.locator('#mobile-menu button[lang="en"]').click();
      await page.waitForURL(/\/en\/be-a-model$/);
      await expect.poll(() => page.locator('main h1').textContent()).toBe('Be a model');
      // Nothing the English form needed (its lists, its texts); the Spanish ones, fetched ahead after
      // them, may still be on their way, and the English page may fetch its own menu's screens ahead.
      expect(
        await fetchedSince(
          page,
          switched,
          (name) =>
            (name.includes('operationName=GetScoutedScreen') && name.includes('%22EN%22')) ||
            /\/assets\/en-[\w-]+\.js$/.test(name),
        ),
      ).toEqual([]);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('with Save-Data: nothing the visitor did not ask for; the tap loads it', async () => {
    const { context, page, consoleErrors } = await openPage(browser(), 'phone');
    try {
      await emulateSaveData(context);
      const sent = recordRequests(page);
      const { id, card } = await openList(page);
      expect(
        [...sent].filter(
          (request) =>
            isProfileData(id)(request) ||
            isProfileCode(request) ||
            isGetScoutedData(request) ||
            isGetScoutedCode(request),
        ),
      ).toEqual([]);

      await card.click();
      await profileShown(page);
      expect(sent.filter(isProfileData(id))).toHaveLength(1);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('from one application form, the other opens with no request for code (Save-Data: nothing fetched ahead)', async () => {
    const { context, page, consoleErrors } = await openPage(browser(), 'phone');
    try {
      await emulateSaveData(context);
      await gotoIdle(page, `${site().url}/seletiva`);
      const sent = recordRequests(page);
      await page.locator('.site-header__menu-button').click();
      await page.locator('#mobile-menu a[href="/seja-um-modelo"]').click();
      await page.locator('.form-page input[name="realname"]').waitFor();
      // Its code and styles came with the selective page's, and its data too (the options it
      // shows are a part of the selective page's, in the app's cache).
      expect(sent.filter(isGetScoutedData)).toEqual([]);
      expect(
        sent.map((request) => request.url()).filter((url) => /\/assets\/.+\.(js|css)$/.test(url)),
      ).toEqual([]);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
