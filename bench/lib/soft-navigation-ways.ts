import type { Locator, Page } from 'playwright-core';
import { pathFor, type Route } from '@agency/web/routes';
import type { NetworkWatch } from './phone-browser';
import { englishForm, landOnHome, openMenu, settle, timeTap } from './soft-navigation-taps';

// Every way a visitor comes in (a shared profile, a board from a search engine, a client's shortlist
// link, the form from an ad, the home), each as a new visitor: the first tap on the landing page,
// then the next ones. With `scrolled`, the visitor scrolls the page before the first tap.

type Locale = 'pt' | 'en' | 'es';
type Figures = Record<string, number>;
/** What the landing pages need from the site: a profile, and three ids for a shortlist link. */
export type SiteFacts = { profilePath: (locale: Locale) => string; shortlistIds: string[] };

type Visit = { page: Page; network: NetworkWatch; base: string; run: number; figures: Figures };
export type Way = {
  name: string;
  land: (facts: SiteFacts) => string;
  /** The taps, first one first; each adds its figures, named "first: …" and "next: …". */
  taps: ((visit: Visit) => Promise<void>)[];
  /** Whether it has a variant with a scroll before the first tap (pages longer than a screen). */
  scrolls?: boolean;
};

const LIST: Route = { screen: 'models', gender: 'women', category: 'fashion' };

/** A card in view, a different one run by run (not only the first ones). */
async function cardInView(page: Page, run: number): Promise<Locator> {
  const inView = await page.locator('main .model-card a').evaluateAll((links) =>
    links.flatMap((link, index) => {
      const box = link.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= innerHeight ? [index] : [];
    }),
  );
  const index = inView.length > 0 ? inView[run % inView.length]! : 0;
  return page.locator('main .model-card a').nth(index);
}

const order = (figures: Figures) =>
  Object.keys(figures).some((name) => name.startsWith('first:')) ? 'next' : 'first';

function card(): (visit: Visit) => Promise<void> {
  return async ({ page, network, run, figures }) => {
    const at = order(figures);
    const target = await cardInView(page, run);
    const tapped = await timeTap(page, [['profileName'], ['profilePhoto']], () => target.tap());
    figures[`${at}: card -> profile name`] = tapped.profileName!;
    figures[`${at}: card -> first photo`] = tapped.profilePhoto!;
    await settle(network);
  };
}

function back(condition: 'listCards' | 'favorites' = 'listCards'): (visit: Visit) => Promise<void> {
  return async ({ page, network, figures }) => {
    const at = order(figures);
    const tapped = await timeTap(page, [[condition]], () => page.locator('main .back-link').first().tap());
    figures[`${at}: back -> ${condition === 'listCards' ? 'list' : 'shortlist'}`] = tapped[condition]!;
    await settle(network);
  };
}

const CONDITION: Partial<Record<Route['screen'], string>> = {
  models: 'listCards',
  getScouted: 'getScouted',
  selective: 'selective',
  contact: 'contact',
  about: 'about',
};

function menu(locale: Locale, route: Route): (visit: Visit) => Promise<void> {
  return async ({ page, network, figures }) => {
    const at = order(figures);
    const condition = CONDITION[route.screen]!;
    const opened = await openMenu(page);
    const link = opened.locator(`a[href="${pathFor(locale, route)}"]`).first();
    const tapped = await timeTap(page, [[condition]], () => link.tap());
    figures[`${at}: menu -> ${route.screen === 'models' ? 'list' : route.screen}`] = tapped[condition]!;
    await settle(network);
  };
}

/** PT -> EN on the be-a-model form (the page shown must be it). */
function toEnglish(): (visit: Visit) => Promise<void> {
  return async ({ page, network, base, figures }) => {
    const at = order(figures);
    const opened = await openMenu(page);
    const button = opened.locator('button[lang="en"]').first();
    const tapped = await timeTap(page, [['formLanguage', await englishForm(base)], ['overlayGone']], () =>
      button.tap(),
    );
    figures[`${at}: PT -> EN texts`] = tapped.formLanguage!;
    await settle(network);
  };
}

/**
 * A choice in one of the board's filter lists (the form opened first on a phone, not timed): from
 * the list's change to the narrowed board. A different choice run by run, among the first few.
 */
function filter(word: string, label: string): (visit: Visit) => Promise<void> {
  return async ({ page, network, run, figures }) => {
    const at = order(figures);
    const form = page.locator('main .board-filters');
    if (!(await form.evaluate((details) => (details as HTMLDetailsElement).open)))
      await page.locator('main .board-filters__toggle').tap();
    const list = form.locator(`select[name="${word}"]`).first();
    const values = await list
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
    // The four commonest colours (the browns and black); heights 170 to 180 cm: each narrows the board and leaves women on it.
    const choices =
      word === 'olhos' ? values.slice(0, 4) : values.filter((cm) => Number(cm) >= 170).slice(0, 3);
    const value = choices[run % choices.length]!;
    const before = await page.evaluate(() =>
      (window as unknown as { __boardShown(): string }).__boardShown(),
    );
    const tapped = await timeTap(page, [['filteredBoard', { word, before }]], () =>
      list.selectOption(value).then(() => undefined),
    );
    figures[`${at}: filter ${label} -> board`] = tapped.filteredBoard!;
    await settle(network);
  };
}

export const WAYS: Way[] = [
  {
    name: 'pt home (pre-home)',
    land: () => '/',
    taps: [menu('pt', LIST), card(), back()],
  },
  {
    name: 'pt list',
    land: () => pathFor('pt', LIST),
    taps: [card(), back(), menu('pt', { screen: 'getScouted' })],
    scrolls: true,
  },
  {
    name: 'pt list filters',
    land: () => pathFor('pt', LIST),
    // Height first: it narrows the whole board to a non-empty one, so the colour's answer always differs.
    taps: [filter('altura', 'height'), filter('olhos', 'eyes')],
  },
  { name: 'profile pt', land: (facts) => facts.profilePath('pt'), taps: [back(), card()], scrolls: true },
  { name: 'profile es', land: (facts) => facts.profilePath('es'), taps: [menu('es', { ...LIST }), card()] },
  {
    name: 'be-a-model',
    land: () => pathFor('pt', { screen: 'getScouted' }),
    taps: [menu('pt', LIST), card()],
  },
  {
    name: 'selective',
    land: () => pathFor('pt', { screen: 'selective' }),
    taps: [menu('pt', { screen: 'getScouted' }), toEnglish()],
  },
  {
    name: 'contact',
    land: () => pathFor('pt', { screen: 'contact' }),
    taps: [menu('pt', { screen: 'about' }), menu('pt', LIST)],
  },
  { name: 'about', land: () => pathFor('pt', { screen: 'about' }), taps: [menu('pt', LIST), card()] },
  {
    name: 'shortlist link',
    land: (facts) => `${pathFor('pt', { screen: 'favorites' })}?ids=${facts.shortlistIds.join(',')}`,
    taps: [card(), back('favorites')],
  },
  {
    name: '/en list',
    land: () => pathFor('en', LIST),
    taps: [card(), menu('en', { screen: 'selective' })],
    scrolls: true,
  },
];

/** The matrix's cells: each way in, and the ways with a scroll before the first tap once more. */
export function cells(only?: string[]): { way: Way; scrolled: boolean; name: string }[] {
  const all = WAYS.flatMap((way) => [
    { way, scrolled: false, name: way.name },
    ...(way.scrolls ? [{ way, scrolled: true, name: `${way.name}, scrolled` }] : []),
  ]);
  return only ? all.filter((cell) => only.some((wanted) => cell.name.startsWith(wanted))) : all;
}

/** What the landing pages of a site need, read from its own list page. */
export async function siteFacts(base: string): Promise<SiteFacts> {
  const html = await (await fetch(`${base}${pathFor('pt', LIST)}`)).text();
  const ids = [...html.matchAll(/class="model-card__link"[^>]* href="\/modelos\/(\d+)/g)].map((m) => m[1]!);
  if (ids.length < 4) throw new Error(`${base}: fewer than 4 cards on the list`);
  return {
    profilePath: (locale) => `${locale === 'pt' ? '' : `/${locale}`}/modelos/${ids[3]}`,
    shortlistIds: ids.slice(4, 7),
  };
}

/**
 * One visitor of one cell: lands as from a link, looks until the network is quiet, then taps.
 * `tapOf`, when given, gets each figure's tap (1 for the first), as the probe numbers its clicks.
 */
export async function walkCell(
  page: Page,
  network: NetworkWatch,
  base: string,
  facts: SiteFacts,
  cell: { way: Way; scrolled: boolean },
  run: number,
  tapOf: Record<string, number> = {},
): Promise<Figures> {
  const figures: Figures = {};
  const landing = cell.way.land(facts);
  if (landing === '/') await landOnHome(page, network, base);
  else {
    await page.goto(`${base}${landing}`, { waitUntil: 'domcontentloaded', timeout: 90_000 });
    // The visitor reads the page: until the network has been quiet for 500 ms, at most 10 s.
    await network.idle(500, 10_000);
  }
  if (cell.scrolled) {
    await page.mouse.wheel(0, 500);
    await settle(network);
  }
  for (const [index, tap] of cell.way.taps.entries()) {
    await tap({ page, network, base, run, figures });
    for (const measure of Object.keys(figures)) tapOf[measure] ??= index + 1;
  }
  return figures;
}
