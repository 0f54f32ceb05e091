import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { emulateSaveData, openPage } from './fixtures';
import { useSite } from './site-fixture';

const { site, browser } = useSite();

// A navigation starts the next screen's data with its code, and the screens a visitor is likely to
// open next are ready before the tap when the connection allows (docs/decisions/0019).

type Sent = { request: Request; at: number };

function recordRequests(page: Page): Sent[] {
  const sent: Sent[] = [];
  page.on('request', (request) => sent.push({ request, at: performance.now() }));
  return sent;
}

const operation = (request: Request, name: string) => new URL(request.url()).searchParams.get('operationName') === name;
const isProfileData = (id: string) => (request: Request) =>
  operation(request, 'ModelProfile') && JSON.parse(new URL(request.url()).searchParams.get('variables') ?? '{}').id === id;
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
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(({ name, startTime }) => ({ name, startTime })),
      );
      const data = starts.find((entry) => entry.name.includes('operationName=ModelProfile') && entry.name.includes(id));
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
    const { context, page, consoleErrors } = await openPage(browser(), 'phone');
    try {
      const sent = recordRequests(page);
      const ready = (id: string) =>
        Promise.all([page.waitForRequest(isProfileData(id)), page.waitForRequest(isProfileCode), page.waitForRequest(isApplyData), page.waitForRequest(isApplyCode)]);
      const firstCard = page.locator('.model-card__link').first();
      await page.goto(`${site().url}/modelos/mulheres/fashion`);
      const id = /\/modelos\/(\d+)/.exec((await firstCard.getAttribute('href'))!)![1]!;
      await ready(id);
      await page.waitForLoadState('networkidle');

      const tapped = performance.now();
      await firstCard.click();
      await profileShown(page);
      const after = sent.filter(({ at }) => at >= tapped).map(({ request }) => request);
      // Nothing of the profile is asked for again: it was all there.
      expect(after.filter((request) => isProfileData(id)(request) || isProfileCode(request))).toEqual([]);

      // The menu's "Seja um modelo", prepared on idle: its form shows with no request for its data.
      const menuTapped = performance.now();
      await page.locator('.site-header__menu-button').click();
      await page.locator('#mobile-menu a[href="/seja-um-modelo"]').click();
      await page.locator('input[name="realname"]').waitFor();
      expect(sent.filter(({ at, request }) => at >= menuTapped && (isApplyData(request) || isApplyCode(request)))).toEqual([]);
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
      const before = sent.map(({ request }) => request);
      expect(before.filter((request) => isProfileData(id)(request) || isProfileCode(request) || isApplyData(request) || isApplyCode(request))).toEqual([]);

      await card.click();
      await profileShown(page);
      expect(sent.filter(({ request }) => isProfileData(id)(request))).toHaveLength(1);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
