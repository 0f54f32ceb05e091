import { describe, expect, it } from 'vitest';
import { gotoReady, openPage, VIEWPORTS } from './fixtures';
import { graphql, useSite } from './site-fixture';

// The list screen's name search (server-rendered ?q=, debounced typing, a plain GET form without
// JavaScript) and the favourites screen loading the saved models in one modelsByIds request.

const { site, browser } = useSite();

type Board = { models: { nodes: { id: string; name: string }[] } };
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

describe('searching a board by name', () => {
  it('renders ?q= on the server: only matching names, before any script runs', async () => {
    const html = await (await fetch(`${site().url}/en/models/women/fashion?q=ana`)).text();
    const names = [...html.matchAll(/class="model-card__name"[^>]*>([^<]+)</g)].map((m) => m[1]!.trim());
    expect(names.length).toBeGreaterThan(0);
    expect(
      names.every((name) =>
        fold(name)
          .split(/\s+/)
          .some((word) => word.startsWith('ana')),
      ),
    ).toBe(true);
    expect(html).toMatch(/<input[^>]+type="search"[^>]+name="q"[^>]+value="ana"/);
  });

  it('follows the typing after a pause, accents ignored, and says when nothing matches', async () => {
    const { context, page, consoleErrors } = await openPage(browser(), 'phone');
    try {
      const requests: string[] = [];
      page.on(
        'request',
        (request) => request.url().includes('/graphql') && requests.push(request.postData() ?? request.url()),
      );
      // A name of this board with an accent, typed without it.
      const board = await graphql<Board>(
        site(),
        '{ models(category: FASHION, gender: WOMAN, first: 100) { nodes { id name } } }',
      );
      const word = board.models.nodes
        .flatMap((m) => m.name.split(' '))
        .find((w) => fold(w) !== w.toLowerCase())!;
      const typed = fold(word);
      await gotoReady(page, `${site().url}/en/models/women/fashion`);
      const search = page.getByRole('searchbox', { name: /search talents by name/i });
      await search.pressSequentially(typed, { delay: 20 });
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(typed);
      const cards = page.locator('main .model-card__name');
      const shown = async () => (await cards.allInnerTexts()).map((name) => fold(name));
      await expect
        .poll(
          async () =>
            (await shown()).length > 0 &&
            (await shown()).every((name) => name.split(/\s+/).some((w) => w.startsWith(typed))),
        )
        .toBe(true);
      // A list request per pause in the typing, not one per key (other boards' lists, fetched ahead
      // for links in view, are no searches). Usually one for the whole word; a busy machine can
      // hold Playwright's typing past the field's 300 ms wait once (two in a clean-clone run).
      const searches = requests.filter(
        (body) => body.includes('ModelList') && /"search":"/.test(decodeURIComponent(body)),
      );
      expect(searches.length).toBeGreaterThan(0);
      expect(searches.length).toBeLessThan(typed.length);

      await search.fill('zzzz');
      await expect.poll(() => page.locator('main').innerText()).toMatch(/No talent here matches “zzzz”/);
      await search.fill('');
      await expect.poll(() => new URL(page.url()).searchParams.has('q')).toBe(false);
      await expect.poll(() => cards.count()).toBe(20);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('works without JavaScript as a plain GET form', async () => {
    const context = await browser().newContext({ viewport: VIEWPORTS.desktop, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${site().url}/modelos/mulheres/fashion?letter=B`);
      await page.getByRole('searchbox').fill('Júlia');
      await page.getByRole('searchbox').press('Enter');
      await page.waitForURL(/[?&]q=J%C3%BAlia/);
      const names = await page.locator('main .model-card__name').allInnerTexts();
      expect(names.length).toBeGreaterThan(0);
      expect(names.every((name) => fold(name).includes('julia'))).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe.each(['phone', 'desktop'] as const)('the search button at %s width', (viewport) => {
  it('is a target of at least 24 x 24 px (WCAG 2.5.8), seen, reached by Tab after the field, and searches', async () => {
    const { context, page, consoleErrors } = await openPage(browser(), viewport);
    try {
      await gotoReady(page, `${site().url}/en/models/women/fashion`);
      const search = page.getByRole('searchbox', { name: /search talents by name/i });
      const button = page.getByRole('search').getByRole('button', { name: 'Search' });
      const box = (await button.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
      // Inside the page and drawn (not clipped to a pixel), at the field's end on its line.
      const field = (await search.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
      expect(box.x).toBeGreaterThanOrEqual(field.x + field.width - 1);
      expect(Math.abs(box.y + box.height / 2 - (field.y + field.height / 2))).toBeLessThanOrEqual(2);
      // What a tap on its middle reaches is the button (not clipped away or covered).
      const reached = await button.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
        return hit !== null && element.contains(hit);
      });
      expect(reached).toBe(true);

      await search.focus();
      await page.keyboard.press('Tab');
      expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);

      // Typed, then the button at once (before the typing pause would have searched).
      await search.fill('ana');
      await button.click();
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('ana');
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the favourites screen', () => {
  it('shows the saved models as the agency has them now, in one request, and drops the ones gone', async () => {
    const board = await graphql<Board>(
      site(),
      '{ models(category: FASHION, gender: WOMAN, first: 3) { nodes { id name } } }',
    );
    const [a, b, c] = board.models.nodes;
    const saved = {
      [a!.id]: { id: a!.id, name: 'An Old Name', coverUrl: null },
      [b!.id]: { id: b!.id, name: b!.name, coverUrl: null },
      [c!.id]: { id: c!.id, name: c!.name, coverUrl: null },
      '999999990': { id: '999999990', name: 'Someone Who Left', coverUrl: null },
    };
    const { context, page, consoleErrors } = await openPage(browser(), 'desktop');
    try {
      await context.addInitScript(
        (favorites) => localStorage.setItem('favorites', favorites),
        JSON.stringify(saved),
      );
      const lookups: string[] = [];
      page.on(
        'request',
        (request) =>
          request.url().includes('/graphql') &&
          /FavoriteModels/.test(request.postData() ?? request.url()) &&
          lookups.push(request.url()),
      );
      await gotoReady(page, `${site().url}/en/favorites`);
      await expect
        .poll(() => page.locator('main').innerText())
        .toMatch(/Someone Who Left is no longer with the agency/);
      const names = (await page.locator('main .model-card__name').allInnerTexts()).map((name) =>
        name.trim().toUpperCase(),
      );
      expect(names.sort()).toEqual([a!.name, b!.name, c!.name].map((name) => name.toUpperCase()).sort());
      expect(await page.locator('main .model-card img').count()).toBe(3);
      expect(lookups).toHaveLength(1);
      const stored = await page.evaluate(() =>
        Object.keys(JSON.parse(localStorage.getItem('favorites') ?? '{}') as object).sort(),
      );
      expect(stored).toEqual([a!.id, b!.id, c!.id].sort());
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
