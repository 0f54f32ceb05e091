import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { pathFor, type Route } from '@agency/web/routes';
import type { NetworkWatch } from './phone-browser';
import { openMenu, settle } from './soft-navigation-taps';

// The scripted session INP is read over (bench/RESULTS.md section 13): hearts, gallery tabs and arrows, the menu, a
// language switch, typing in every field of both application forms, choosing photos, A-Z letters
// and the list's search. web-vitals' onINP (attribution build) watches the whole visit, so the
// taps of soft-navigation-taps.ts count too, as they would in the field.

export type InpReport = {
  value: number;
  target?: string;
  type?: string;
  inputDelay?: number;
  processingDuration?: number;
  presentationDelay?: number;
  loadState?: string;
  longestScript?: string;
  path: string;
};

type Probe = { __softNav: { inp: InpReport[] } };

// A visitor types at about this pace on a phone keyboard.
const KEY_DELAY_MS = 120;

let photo: Promise<Buffer> | undefined;
/** A small real JPEG, made once. */
const photoJpeg = () =>
  (photo ??= sharp({
    create: { width: 600, height: 800, channels: 3, background: { r: 180, g: 120, b: 90 } },
  })
    .jpeg({ quality: 80 })
    .toBuffer());

/** Until the frame after the interaction has been drawn: its paint belongs to it. */
const painted = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

async function tap(page: Page, target: Locator): Promise<number> {
  await target.tap();
  await painted(page);
  return 1;
}

async function goTo(page: Page, network: NetworkWatch, route: Route): Promise<number> {
  const menu = await openMenu(page);
  await menu
    .locator(`a[href="${pathFor('pt', route)}"]`)
    .first()
    .tap();
  await page.waitForURL((url) => url.pathname === pathFor('pt', route));
  await settle(network);
  return 2;
}

/**
 * A phone's keyboard opens over the lower part of the screen and the browser scrolls the focused
 * field above it: nobody types into a field at the bottom edge. Without this the bench typed there,
 * and headless Chromium skipped presenting those frames ("Swap skipped" in its trace, the frame
 * drawn 20 ms after the key), so Event Timing charged each key 1-1.5 s of presentation delay that
 * no phone shows.
 */
async function keyboardOpened(control: Locator): Promise<void> {
  await control.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await painted(control.page());
}

/** A value a visitor might type into this control, short enough to stay a few key presses. */
async function valueFor(control: Locator): Promise<string> {
  const [type, autocomplete, inputmode] = await Promise.all(
    ['type', 'autocomplete', 'inputmode'].map((name) => control.getAttribute(name)),
  );
  if (type === 'email') return 'ana@ex.co';
  if (type === 'tel' || inputmode === 'numeric' || inputmode === 'tel') return '71998';
  if (autocomplete === 'bday') return '02/03/2001';
  return 'Ana Lima';
}

/** Every field of the form in `main`: text typed key by key, selects moved with the keyboard, radios tapped, photos chosen. */
async function fillForm(page: Page, network: NetworkWatch): Promise<number> {
  let interactions = 0;
  const radioGroups = new Set<string>();
  const form = page
    .locator('main form')
    .filter({ has: page.locator('.field') })
    .first();
  const count = await form.locator('input, select, textarea').count();
  for (let i = 0; i < count; i++) {
    const control = form.locator('input, select, textarea').nth(i);
    const [tag, type] = await control.evaluate((element) => [
      element.tagName.toLowerCase(),
      (element as HTMLInputElement).type,
    ]);
    if (type === 'file') {
      // The picker itself is the phone's: the file arrives as if chosen there.
      await control.setInputFiles({
        name: `photo-${i}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await photoJpeg(),
      });
      await painted(page);
      continue;
    }
    if (type === 'hidden' || !(await control.isVisible()) || !(await control.isEnabled())) continue;
    if (type === 'radio') {
      // One choice per group: its first option's label tapped.
      const name = (await control.getAttribute('name')) ?? '';
      if (radioGroups.has(name)) continue;
      radioGroups.add(name);
      interactions += await tap(page, control.locator('xpath=ancestor::label[1]'));
      continue;
    }
    if (tag === 'select') {
      // A closed select moves to its next option with the arrow key (a keyboard interaction),
      // as a phone's picker would set it; dependent lists (state, city) then load.
      await control.focus();
      await page.keyboard.press('ArrowDown');
      await painted(page);
      await settle(network);
      interactions += 1;
      continue;
    }
    interactions += await tap(page, control);
    await keyboardOpened(control);
    const value = tag === 'textarea' ? 'Oi' : await valueFor(control);
    await page.keyboard.type(value, { delay: KEY_DELAY_MS });
    interactions += value.length;
    await painted(page);
  }
  return interactions;
}

/** The session after the journey (which ends on the English be-a-model form); returns the interactions made. */
export async function interactAround(page: Page, network: NetworkWatch): Promise<number> {
  let interactions = 0;
  // Language back to PT (menu tap + language tap).
  const menu = await openMenu(page);
  await menu.locator('button[lang="pt"]').first().tap();
  await page.waitForURL((url) => url.pathname === pathFor('pt', { screen: 'getScouted' }));
  await page.locator('.loading-overlay[hidden]').waitFor({ state: 'attached' });
  await settle(network);
  interactions += 2;

  await page.locator('main .form-page form .field__control').first().waitFor();
  interactions += await fillForm(page, network);

  interactions += await goTo(page, network, { screen: 'selective' });
  await page.locator('main .selective-page form .field__control').first().waitFor();
  interactions += await fillForm(page, network);

  interactions += await goTo(page, network, { screen: 'models', gender: 'women', category: 'fashion' });
  const cards = page.locator('main .model-card');
  await cards.first().waitFor();
  for (let i = 0; i < 3; i++) interactions += await tap(page, cards.nth(i).locator('.heart-button'));
  const letters = page.locator('main .letter-filter');
  const letter = letters
    .locator('button.letter-filter__button:not(.letter-filter__button--all):not([disabled])')
    .nth(1);
  interactions += await tap(page, letter);
  await settle(network);
  interactions += await tap(page, letters.locator('.letter-filter__button--all'));
  await settle(network);
  const search = page.locator('main input[type="search"]');
  interactions += await tap(page, search);
  await keyboardOpened(search);
  await page.keyboard.type('an', { delay: KEY_DELAY_MS });
  interactions += 2;
  await settle(network);
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  interactions += 2;
  await settle(network);

  // A profile: its heart, each gallery tab, the arrows.
  await cards.first().locator('a').tap();
  interactions += 1;
  await page.locator('main #profile-name').waitFor();
  await settle(network);
  interactions += await tap(page, page.locator('main .profile__heading .heart-button'));
  const tabs = page.locator('main [role="tab"]');
  for (let i = (await tabs.count()) - 1; i >= 0; i--) {
    interactions += await tap(page, tabs.nth(i));
    await settle(network);
  }
  const next = page.locator('main .gallery-slider__button--next');
  if (await next.isVisible()) {
    interactions += await tap(page, next);
    interactions += await tap(page, next);
    interactions += await tap(page, page.locator('main .gallery-slider__button--prev'));
  }

  // The menu opened and closed.
  const burger = page.locator('header button[aria-controls="mobile-menu"]');
  if (await burger.isVisible()) {
    interactions += await tap(page, burger);
    interactions += await tap(page, burger);
  }
  return interactions;
}

/** The page's INP as web-vitals last reported it (the worst interaction, per its definition), with how many interactions the browser counted. */
export async function readInp(
  page: Page,
): Promise<{ inp: InpReport | undefined; browserInteractions: number }> {
  // web-vitals reads the Event Timing entries when the page is idle: let it.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })),
  );
  return page.evaluate(() => ({
    inp: (window as unknown as Probe).__softNav.inp.at(-1),
    browserInteractions: (performance as unknown as { interactionCount?: number }).interactionCount ?? -1,
  }));
}
