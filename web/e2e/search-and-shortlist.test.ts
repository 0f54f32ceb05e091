import { describe, expect, it } from 'vitest';
import { openPage, VIEWPORTS } from './fixtures';
import { graphql, useSite } from './site-fixture';

// The list screen's name search (server-rendered ?q=, debounced typing, a plain GET form without
// JavaScript) and the favourites screen loading the saved models in one modelsByIds request.

const { site, browser } = useSite();

type Board = { models: { nodes: { id: string; name: string }[] } };
const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

describe('searching a board by name', () => {
  it('renders ?q= on the server: only matching names, before any script runs', async () => {
    const html = await (await fetch(`${site().url}/en/models/women/fashion?q=ana`)).text();
    const names = [...html.matchAll(/class="model-card__name"[^>]*>([^<]+)</g)].map((m) => m[1]!.trim());
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => fold(name).split(/\s+/).some((word) => word.startsWith('ana')))).toBe(true);
    expect(html).toMatch(/<input[^>]+type="search"[^>]+name="q"[^>]+value="ana"/);
  });

  it('follows the typing after a pause, accents ignored, and says when nothing matches', async () => {
    const { context, page, consoleErrors } = await openPage(browser(), 'phone');
    try {
      const requests: string[] = [];
      page.on('request', (request) => request.url().includes('/graphql') && requests.push(request.postData() ?? request.url()));
      // A name of this board with an accent, typed without it.
      const board = await graphql<Board>(site(), '{ models(category: FASHION, gender: WOMAN, first: 100) { nodes { id name } } }');
      const word = board.models.nodes.flatMap((m) => m.name.split(' ')).find((w) => fold(w) !== w.toLowerCase())!;
      const typed = fold(word);
      await page.goto(`${site().url}/en/models/women/fashion`, { waitUntil: 'networkidle' });
      const search = page.getByRole('searchbox', { name: /search talents by name/i });
      await search.pressSequentially(typed, { delay: 20 });
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(typed);
      const cards = page.locator('main .model-card__name');
      const shown = async () => (await cards.allInnerTexts()).map((name) => fold(name));
      await expect.poll(async () => (await shown()).length > 0 && (await shown()).every((name) => name.split(/\s+/).some((w) => w.startsWith(typed)))).toBe(true);
      // One list request for the whole word, not one per key (other boards' lists, fetched ahead
      // for links in view, are no searches).
      const searches = requests.filter((body) => body.includes('ModelList') && /"search":"/.test(decodeURIComponent(body)));
      expect(searches.length).toBe(1);

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

describe('the favourites screen', () => {
  it('shows the saved models as the agency has them now, in one request, and drops the ones gone', async () => {
    const board = await graphql<Board>(site(), '{ models(category: FASHION, gender: WOMAN, first: 3) { nodes { id name } } }');
    const [a, b, c] = board.models.nodes;
    const saved = {
      [a!.id]: { id: a!.id, name: 'An Old Name', coverUrl: null },
      [b!.id]: { id: b!.id, name: b!.name, coverUrl: null },
      [c!.id]: { id: c!.id, name: c!.name, coverUrl: null },
      '999999990': { id: '999999990', name: 'Someone Who Left', coverUrl: null },
    };
    const { context, page, consoleErrors } = await openPage(browser(), 'desktop');
    try {
      await context.addInitScript((favorites) => localStorage.setItem('favorites', favorites), JSON.stringify(saved));
      const lookups: string[] = [];
      page.on('request', (request) => request.url().includes('/graphql') && /FavoriteModels/.test(request.postData() ?? request.url()) && lookups.push(request.url()));
      await page.goto(`${site().url}/en/favorites`, { waitUntil: 'networkidle' });
      await expect.poll(() => page.locator('main').innerText()).toMatch(/Someone Who Left is no longer with the agency/);
      const names = (await page.locator('main .model-card__name').allInnerTexts()).map((name) => name.trim().toUpperCase());
      expect(names.sort()).toEqual([a!.name, b!.name, c!.name].map((name) => name.toUpperCase()).sort());
      expect(await page.locator('main .model-card img').count()).toBe(3);
      expect(lookups).toHaveLength(1);
      const stored = await page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('favorites') ?? '{}') as object).sort());
      expect(stored).toEqual([a!.id, b!.id, c!.id].sort());
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
