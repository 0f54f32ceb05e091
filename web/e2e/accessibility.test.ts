import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pathFor, profileRoute, type Route } from '../src/routing/routes';
import type { Locale } from '../src/i18n/locales';
import { axeViolations } from './axe';
import { openPage } from './fixtures';
import { graphql, useSite } from './site-fixture';

// axe-core on every screen, at phone and desktop widths, in the three languages: no violation.

const { site, browser } = useSite();

type Board = { models: { nodes: { id: string; name: string }[] } };

async function settle(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() => !document.querySelector('#content [aria-busy="true"]'));
}

describe.each(['phone', 'desktop'] as const)('accessibility at %s width', (viewport) => {
  it.each(['pt', 'en', 'es'] as const)('every screen in %s passes axe', async (locale: Locale) => {
    const board = await graphql<Board>(
      site(),
      '{ models(category: FASHION, gender: WOMAN, first: 3) { nodes { id name } } }',
    );
    const [model, other] = board.models.nodes;
    const routes: Route[] = [
      { screen: 'home' },
      { screen: 'models', gender: 'women', category: 'fashion' },
      { screen: 'models', gender: 'men', category: 'comercial' },
      profileRoute(model!.id, model!.name),
      { screen: 'favorites' },
      { screen: 'about' },
      { screen: 'contact' },
      { screen: 'beAModel' },
      { screen: 'selective' },
    ];
    const { context, page } = await openPage(browser(), viewport, { bypassCSP: true });
    try {
      const found: string[] = [];
      const check = async (path: string) => {
        await page.goto(`${site().url}${path}`, { waitUntil: 'networkidle' });
        await settle(page);
        found.push(...(await axeViolations(page)).map((line) => `${path}: ${line}`));
      };
      // The pre-home greets on '/' only (Portuguese), over the home.
      if (locale === 'pt') await check('/');
      for (const route of routes) await check(pathFor(locale, route));
      // Favourites with models, the same shared as a link, and a page that does not exist.
      await page.evaluate(
        (ids) =>
          localStorage.setItem(
            'favorites',
            JSON.stringify(Object.fromEntries(ids.map((id) => [id, { id, name: id, coverUrl: null }]))),
          ),
        [model!.id, other!.id],
      );
      await check(pathFor(locale, { screen: 'favorites' }));
      await check(`${pathFor(locale, { screen: 'favorites' })}?ids=${model!.id},${other!.id},999999990`);
      await check(`${pathFor(locale, { screen: 'home' }).replace(/\/$/, '')}/no-such-page`);
      // States, not only first views: a form sent empty (every field in error), the phone menu open.
      await check(pathFor(locale, { screen: 'beAModel' }));
      await page.locator('main form button[type="submit"]').click();
      await page.locator('main [aria-invalid="true"]').first().waitFor();
      found.push(...(await axeViolations(page)).map((line) => `form in error: ${line}`));
      if (viewport === 'phone') {
        await page.locator('.site-header__menu-button').click();
        await page.locator('#mobile-menu').waitFor();
        found.push(...(await axeViolations(page)).map((line) => `menu open: ${line}`));
      }
      expect(found).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
