import { describe, expect, it } from 'vitest';
import { appReady, emulateSaveData, gotoIdle, gotoReady, openPage } from './fixtures';
import { pathFor, profileRoute } from '../src/routing/routes';
import { graphql, useSite } from './site-fixture';

const { site, browser } = useSite();

describe('visitor journeys', () => {
  it('switches language on the same page, remembers it, and shows the overlay', async () => {
    const { context, page, consoleErrors } = await openPage(browser(), 'desktop');
    try {
      await gotoReady(page, `${site().url}/en/models/men/comercial`);
      await page
        .locator('header')
        .getByRole('button', { name: /Español/ })
        .first()
        .click();
      await page.waitForURL(/\/es\/modelos\/hombres\/comercial$/);
      expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('es');
      await expect.poll(() => page.getAttribute('html', 'lang')).toBe('es');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toMatch(/hombre/i);
      await page
        .locator('header')
        .getByRole('button', { name: /Português/ })
        .first()
        .click();
      await page.waitForURL(/\/modelos\/homens\/comercial$/);
      expect(new URL(page.url()).pathname).toBe('/modelos/homens/comercial');
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('filters by letter, disables empty letters, and loads 20 more on scroll', async () => {
    const { context, page } = await openPage(browser(), 'phone');
    try {
      await gotoReady(page, `${site().url}/en/models/women/fashion`);
      const cards = page.locator('main .model-card');
      expect(await cards.count()).toBe(20);
      await page.locator('main .load-more').scrollIntoViewIfNeeded();
      await expect.poll(() => cards.count()).toBe(40);

      const letters = page.getByRole('group', { name: /first letter/i });
      expect(await letters.getByRole('button', { name: /K$/ }).isDisabled()).toBe(true);
      await letters.getByRole('button', { name: /B$/ }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('letter')).toBe('B');
      await expect
        .poll(async () => (await cards.allInnerTexts()).every((text) => text.trim().startsWith('B')))
        .toBe(true);
      await letters.getByRole('button', { name: /B$/ }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('letter')).toBeNull();
      await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(20);
    } finally {
      await context.close();
    }
  });

  it('hydrates without refetching, and moves between list and profile from the cache', async () => {
    const { context, page } = await openPage(browser(), 'desktop');
    const queries: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql')) queries.push(request.postData() ?? '');
    });
    try {
      await gotoIdle(page, `${site().url}/en/models/women/comercial`);
      expect(queries).toEqual([]);
      await page.locator('main .model-card a').first().click();
      await page.waitForURL(/\/en\/models\/\d+\//);
      await page.waitForLoadState('networkidle');
      const afterProfile = queries.length;
      await page.goBack();
      await page.waitForURL(/\/en\/models\/women\/comercial$/);
      await page.locator('main .model-card').first().waitFor();
      await page.goForward();
      await page.waitForURL(/\/en\/models\/\d+\//);
      await page.waitForLoadState('networkidle');
      expect(queries.length).toBe(afterProfile);
    } finally {
      await context.close();
    }
  });

  /** A model to share: the first of the women's fashion board. */
  async function sharedProfilePath(): Promise<{ path: string; name: string }> {
    const shared = await graphql<{ models: { nodes: { id: string; name: string }[] } }>(
      site(),
      '{ models(category: FASHION, gender: WOMAN, first: 1) { nodes { id name } } }',
    );
    const [model] = shared.models.nodes;
    return { path: pathFor('pt', profileRoute(model!.id, model!.name)), name: model!.name };
  }

  it('draws the board of a shared profile ahead, out of sight, and shows it at the back tap', async () => {
    const { context, page, consoleErrors } = await openPage(browser(), 'phone');
    const images: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') images.push(request.url());
    });
    try {
      // A new visitor from a shared link: no history in the site, so the back link opens the board.
      const { path, name } = await sharedProfilePath();
      await gotoReady(page, `${site().url}${path}`);
      const cards = page.locator('main .model-card');
      await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(20);
      // Out of sight, and nothing of it done but the drawing: the page is still the profile's, and
      // the board's first photos are not asked for.
      expect(await cards.first().isVisible()).toBe(false);
      expect(await page.locator('main #profile-name').isVisible()).toBe(true);
      expect(await page.title()).toContain(name);
      // Any of the first photo's files (src and every srcset size).
      const firstCover = await cards
        .first()
        .locator('img')
        .evaluate((img: HTMLImageElement) => [
          img.src,
          ...img.srcset.split(',').map((c) => c.trim().split(' ')[0]!),
        ]);
      const asked = () => images.some((url) => firstCover.some((file) => url.endsWith(file)));
      expect(asked()).toBe(false);
      await page.evaluate(() => {
        (document.querySelector('main .model-grid') as unknown as { drawnAhead: boolean }).drawnAhead = true;
      });

      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.locator('main .back-link').first().click();
      await page.waitForURL(/\/modelos\/mulheres\/fashion$/);
      // The same grid, shown where it was drawn: not drawn again at the tap.
      await expect.poll(() => cards.first().isVisible()).toBe(true);
      expect(
        await page.evaluate(
          () =>
            (document.querySelector('main .model-grid') as unknown as { drawnAhead?: boolean }).drawnAhead,
        ),
      ).toBe(true);
      expect(await cards.count()).toBe(20);
      expect(await page.locator('main #profile-name').count()).toBe(0);
      await expect.poll(() => page.title()).not.toContain(name);
      // Shown, its first photos are asked for.
      await expect.poll(asked).toBe(true);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('opens a board from a shared profile with the screenful first, and goes back to it whole', async () => {
    const { context, page, consoleErrors } = await openPage(browser(), 'phone');
    // With the data saver on, nothing is drawn ahead: the board is drawn at the tap.
    await emulateSaveData(context);
    // How many cards the grid held when the screen first showed it: a MutationObserver's callback
    // runs right after the commit that inserted the grid, before any later render.
    const watchFirstDraw = () =>
      page.evaluate(() => {
        const win = window as unknown as { firstDraw: number | null };
        win.firstDraw = null;
        const observer = new MutationObserver(() => {
          const grid = document.querySelector('main .model-grid');
          if (!grid) return;
          win.firstDraw = grid.children.length;
          observer.disconnect();
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
    const firstDraw = () =>
      page.evaluate(() => (window as unknown as { firstDraw: number | null }).firstDraw);
    try {
      const { path } = await sharedProfilePath();
      await gotoReady(page, `${site().url}${path}`);
      // The press starts the board's data and code (as a finger does before the click comes);
      // the tap comes once both are in, so its first commit has the data.
      const back = page.locator('main .back-link').first();
      const data = page.waitForResponse((r) => r.url().includes('ModelList'));
      const code = page.waitForResponse((r) => /\/models-screen-[^/]*\.js$/.test(r.url()));
      await back.dispatchEvent('pointerdown');
      await Promise.all([data.then((r) => r.finished()), code.then((r) => r.finished())]);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
      // At a phone's speed, so the grid's two renders cannot share one task on a fast machine.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const cards = page.locator('main .model-card');
      await watchFirstDraw();
      await back.click();
      await page.waitForURL(/\/modelos\/mulheres\/fashion$/);
      await expect.poll(firstDraw).not.toBeNull();
      expect(await firstDraw()).toBeLessThanOrEqual(10);
      expect(await firstDraw()).toBeGreaterThan(0);
      await expect.poll(() => cards.count()).toBe(20);

      // Back through history to a board scrolled down: drawn whole at once, where the visitor was.
      await cards.nth(15).scrollIntoViewIfNeeded();
      const name = (await cards.nth(15).innerText()).trim();
      await cards.nth(15).locator('a').click();
      await page.waitForURL(/\/modelos\/\d+\//);
      // The URL changes at the tap; the board is left once the profile is drawn.
      await page.locator('main #profile-name').waitFor();
      await appReady(page);
      await watchFirstDraw();
      await page.goBack();
      await page.waitForURL(/\/modelos\/mulheres\/fashion$/);
      await expect.poll(firstDraw).not.toBeNull();
      // The card the visitor left from is in the first draw, and back in view.
      expect(await firstDraw()).toBeGreaterThanOrEqual(16);
      await expect.poll(() => cards.filter({ hasText: name }).first().isVisible()).toBe(true);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keeps favourites across a reload, with a toast on add and remove', async () => {
    const { context, page, consoleErrors } = await openPage(browser(), 'phone');
    try {
      await gotoReady(page, `${site().url}/en/models/women/fashion`);
      const first = page.locator('main .model-card').first();
      const name = (await first.locator('.model-card__name').innerText()).trim();
      await first.getByRole('button').click();
      await expect
        .poll(() =>
          page
            .getByRole('status')
            .filter({ hasText: /added to your favorites/i })
            .count(),
        )
        .toBeGreaterThan(0);
      await gotoReady(page, `${site().url}/en/favorites`);
      await page.reload({ waitUntil: 'load' });
      await appReady(page);
      await expect.poll(() => page.locator('main .model-card').count()).toBe(1);
      expect((await page.locator('main .model-card__name').innerText()).trim()).toBe(name);
      const stored = await page.evaluate(
        () => JSON.parse(localStorage.getItem('favorites') ?? '{}') as Record<string, { name: string }>,
      );
      expect(Object.values(stored).map((m) => m.name.toUpperCase())).toEqual([name.toUpperCase()]);
      await page.locator('main .model-card').getByRole('button').click();
      await expect
        .poll(() =>
          page
            .getByRole('status')
            .filter({ hasText: /removed from your favorites/i })
            .count(),
        )
        .toBeGreaterThan(0);
      await expect.poll(() => page.locator('main').innerText()).toContain('No talent selected!');
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('closes the mobile menu when a link is followed', async () => {
    const { context, page } = await openPage(browser(), 'phone');
    try {
      await gotoReady(page, `${site().url}/en/about`);
      await page.getByRole('button', { name: /open menu/i }).click();
      const menu = page.locator('#mobile-menu');
      expect(await menu.isVisible()).toBe(true);
      await menu.getByRole('link', { name: /contact/i }).click();
      await page.waitForURL(/\/en\/contact$/);
      expect(await menu.isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('shows one slider on phones and three on desktop, with real photos', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const { context, page } = await openPage(browser(), viewport);
      try {
        await gotoReady(page, `${site().url}/en`);
        const visibleSliders = await page
          .locator('main .swiper')
          .evaluateAll(
            (sliders) =>
              sliders.filter(
                (slider) =>
                  slider.getBoundingClientRect().width > 0 && getComputedStyle(slider).display !== 'none',
              ).length,
          );
        expect(visibleSliders, viewport).toBe(viewport === 'phone' ? 1 : 3);
        // The photo on screen is a real image, not the blank placeholder of the hidden layout.
        const shown = () =>
          page.evaluate(() => {
            const img = document
              .elementFromPoint(innerWidth / 2, innerHeight / 2)
              ?.closest('.swiper-slide')
              ?.querySelector('img');
            return img ? img.naturalWidth : -1;
          });
        await expect.poll(shown, { message: viewport }).toBeGreaterThan(100);
      } finally {
        await context.close();
      }
    }
  });
});
