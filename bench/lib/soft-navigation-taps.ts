import type { Locator, Page } from 'playwright-core';
import { pathFor, type Route } from '@agency/web/routes';
import type { NetworkWatch } from './phone-browser';

// The taps of bench/RESULTS.md section 13, each timed in the page (soft-navigation-probe.js) from its click event to
// the frame in which the next screen first shows what the step names.

type Step = [condition: string, argument?: unknown];
type Probe = {
  __softNav: {
    arm(steps: Step[]): void;
    current?: { done: boolean; error?: string; figures: Record<string, number> };
  };
};

const MEASURE_TIMEOUT_MS = 30_000;

/** Arms the probe, taps, and returns each step's figure in ms from the click. */
export async function timeTap(
  page: Page,
  steps: Step[],
  tap: () => Promise<void>,
): Promise<Record<string, number>> {
  // Playwright's waitForFunction runs its own injected script in the page, compiled the first time
  // it is used in a document (a 330 KB message, 80-90 ms of the throttled phone's main thread):
  // installed before the tap, so that no figure is charged for it.
  await page.waitForFunction(() => true);
  await page.evaluate((armed) => (window as unknown as Probe).__softNav.arm(armed), steps);
  await tap();
  await page
    .waitForFunction(
      () => {
        const current = (window as unknown as Probe).__softNav.current;
        return Boolean(current?.done || current?.error);
      },
      undefined,
      { timeout: MEASURE_TIMEOUT_MS, polling: 100 },
    )
    .catch(async (error: unknown) => {
      // Say which step never held, and where.
      const seen = await page
        .evaluate(() => (window as unknown as Probe).__softNav.current)
        .catch(() => undefined);
      throw new Error(
        `${steps.map(([name]) => name).join(', ')} not all seen at ${page.url()} (seen: ${JSON.stringify(seen)}): ${String(error).split('\n')[0]}`,
      );
    });
  const result = await page.evaluate(() => (window as unknown as Probe).__softNav.current!);
  if (result.error) throw new Error(`probe: ${result.error}`);
  return result.figures;
}

/** A visitor's pause after a screen showed: until the network has been quiet for 500 ms, at most 3 s. */
export const settle = (network: NetworkWatch) => network.idle(500, 3000);

/** The header's links: the phone menu opened first when they are collapsed (not part of any figure). */
export async function openMenu(page: Page): Promise<Locator> {
  const inline = page.locator('header .site-header__nav');
  if (await inline.isVisible()) return page.locator('header');
  const menu = page.locator('#mobile-menu');
  // A tap before the app has started does nothing (a long form's page on a busy phone): as a visitor
  // would, tap again.
  for (let attempt = 1; !(await menu.isVisible()); attempt++) {
    await page.locator('header button[aria-controls="mobile-menu"]').tap();
    const opened = await menu.waitFor({ state: 'visible', timeout: 10_000 }).then(
      () => true,
      () => false,
    );
    if (!opened && attempt === 3) throw new Error('the phone menu did not open after three taps');
  }
  return menu;
}

/** The pt home as a new visitor sees it first, with its pre-home closed by its button. */
export async function landOnHome(page: Page, network: NetworkWatch, base: string): Promise<void> {
  // The throttled phone takes long to fetch every slide: the page counts as open once its HTML is parsed.
  await page.goto(`${base}/`, { waitUntil: 'domcontentloaded', timeout: 90_000 });
  // The button does nothing until the app has hydrated: the visitor looks at the intro meanwhile.
  await network.idle(500, 10_000);
  const button = page.locator('.prehome button');
  if (await button.isVisible()) await button.tap().catch(() => undefined);
  // Its own 15 s timer closes it too, if the tap came too early.
  await page.locator('.prehome').waitFor({ state: 'detached', timeout: 25_000 });
  await settle(network);
}

const MENU_SCREENS = [
  ['be-a-model', { screen: 'getScouted' }, 'getScouted'],
  ['selective', { screen: 'selective' }, 'selective'],
  ['contact', { screen: 'contact' }, 'contact'],
  ['about', { screen: 'about' }, 'about'],
  ['favorites', { screen: 'favorites' }, 'favorites'],
] as const satisfies readonly (readonly [string, Route, string])[];

async function tapMenuLink(page: Page, route: Route, steps: Step[]): Promise<Record<string, number>> {
  const menu = await openMenu(page);
  const link = menu.locator(`a[href="${pathFor('pt', route)}"]`).first();
  return timeTap(page, steps, () => link.tap());
}

/** The be-a-model form's title and first label in English, as the site's own English page has them. */
export async function englishForm(base: string): Promise<{ title: string; firstLabel: string }> {
  const html = await (await fetch(`${base}${pathFor('en', { screen: 'getScouted' })}`)).text();
  const text = (pattern: RegExp) => (pattern.exec(html)?.[1] ?? '').replace(/<[^>]*>/g, '').trim();
  return {
    title: text(/<h1[^>]*>(.*?)<\/h1>/s),
    firstLabel: text(/<label[^>]*class="field__label"[^>]*>(.*?)<\/label>/s),
  };
}

/**
 * One visitor's journey: home, the women fashion list, a profile and back, every other screen from
 * the menu, and PT -> EN on the be-a-model form. Figures in ms, by measure name.
 */
export async function tapThrough(
  page: Page,
  network: NetworkWatch,
  base: string,
): Promise<Record<string, number>> {
  const figures: Record<string, number> = {};
  await landOnHome(page, network, base);

  const list = await tapMenuLink(page, { screen: 'models', gender: 'women', category: 'fashion' }, [
    ['listCards'],
  ]);
  figures['menu -> list cards'] = list.listCards!;
  await settle(network);

  const card = page.locator('main .model-card a').first();
  const profile = await timeTap(page, [['profileName'], ['profilePhoto']], () => card.tap());
  figures['card -> profile name'] = profile.profileName!;
  figures['card -> first photo'] = profile.profilePhoto!;
  await settle(network);

  // The site's back link, which goes back in history (navigate(-1)) when the visitor came from the list.
  const back = await timeTap(page, [['listCards']], () => page.locator('main .back-link').first().tap());
  figures['back -> list cards'] = back.listCards!;
  // The cards may be committed in the first frame and the thread then busy: the next frame says so.
  figures['back -> the frame after the cards'] = back.nextFrame!;
  await settle(network);

  for (const [name, route, condition] of MENU_SCREENS) {
    figures[`menu -> ${name}`] = (await tapMenuLink(page, route, [[condition]]))[condition]!;
    await settle(network);
  }
  // The same form again, its code and data already fetched once.
  figures['menu -> be-a-model again'] = (
    await tapMenuLink(page, { screen: 'getScouted' }, [['getScouted']])
  ).getScouted!;
  await settle(network);

  const menu = await openMenu(page);
  const english = menu.locator('button[lang="en"]').first();
  const language = await timeTap(page, [['formLanguage', await englishForm(base)], ['overlayGone']], () =>
    english.tap(),
  );
  figures['PT -> EN texts'] = language.formLanguage!;
  figures['PT -> EN overlay gone'] = language.overlayGone!;
  await settle(network);
  return figures;
}
