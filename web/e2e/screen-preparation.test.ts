import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { emulateSaveData, openPage, VIEWPORTS } from './fixtures';
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
const isApplyData = (request: Request) => operation(request, 'ApplyScreen');
const isApplyCode = (request: Request) => /\/assets\/apply-screen-[\w-]+\.js$/.test(request.url());

/** The list as a new visitor opens it, once the app runs; the first card's profile id and link. */
async function openList(page: Page): Promise<{ id: string; card: ReturnType<Page['locator']> }> {
  await page.goto(`${site().url}/modelos/mulheres/fashion`, { waitUntil: 'networkidle' });
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
        arrived(isApplyData),
        arrived(isApplyCode),
      ]);
      await page.goto(`${site().url}/modelos/mulheres/fashion`, { waitUntil: 'networkidle' });
      // Nothing is fetched ahead before the visitor uses the page: here, a little scroll.
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
        await fetchedSince(page, menuTapped, (name) => name.includes('operationName=ApplyScreen')),
      ).toEqual([]);
      expect(
        await fetchedSince(page, menuTapped, (name) => /\/assets\/apply-screen-[\w-]+\.js$/.test(name)),
      ).toEqual([]);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('on a phone, opening the menu fetches the page in the other languages: the switch asks for nothing', async () => {
    const { context, page, consoleErrors } = await openPage(browser(), 'phone');
    try {
      await page.goto(`${site().url}/seja-um-modelo`, { waitUntil: 'networkidle' });
      const english = page.waitForResponse(
        (response) => isApplyData(response.request()) && response.url().includes('%22EN%22'),
      );
      await page.locator('.site-header__menu-button').click();
      await (await english).finished();
      const switched = await page.evaluate(() => performance.now());
      await page.locator('#mobile-menu button[lang="en"]').click();
      await page.waitForURL(/\/en\/be-a-model$/);
      await expect.poll(() => page.locator('main h1').textContent()).toBe('Be a model');
      // Nothing the English form needed (its lists, its texts); the English page may then fetch its
      // own menu's screens ahead, as any page does.
      expect(
        await fetchedSince(
          page,
          switched,
          (name) => name.includes('operationName=ApplyScreen') || /\/assets\/en-[\w-]+\.js$/.test(name),
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
            isApplyData(request) ||
            isApplyCode(request),
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
});
