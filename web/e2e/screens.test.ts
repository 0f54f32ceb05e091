import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../src/i18n/locales';
import { en } from '../src/i18n/messages/en';
import { es } from '../src/i18n/messages/es';
import { pt } from '../src/i18n/messages/pt';
import { pathFor, profileRoute, type Route } from '../src/routing/routes';
import { axeViolations } from './axe';
import { gotoReady, openPage } from './fixtures';
import { graphql, useSite } from './site-fixture';

// Every screen, at phone and desktop widths and in the three languages, under the CSP a visitor gets:
// it shows its data, axe-core finds no violation, and nothing goes wrong in the console. One walk
// for all three, since each page load is most of the cost.

const { site, browser } = useSite();
const MESSAGES = { pt, en, es };

type Data = {
  models: { nodes: { id: string; name: string }[] };
  model: { id: string; name: string; measures: { label: string; value: string }[] };
  contact: { email: string };
  selectiveCities: { city: string }[];
};

const DATA_QUERY = `
  query ($locale: Locale) {
    models(category: FASHION, gender: WOMAN, first: 3) { nodes { id name } }
    model(id: "48213") { id name measures(locale: $locale) { label value } }
    contact { email }
    selectiveCities { city }
  }
`;

const mainText = (page: Page) => page.locator('main').innerText();

// Each language at one width at least and Portuguese (most visitors) at both: a page load is most
// of the cost, and the six pairings took a tenth of the whole browser suite.
const PAIRS = [
  ['phone', 'pt'],
  ['phone', 'es'],
  ['desktop', 'pt'],
  ['desktop', 'en'],
] as const;

describe('every screen', () => {
  it.each(PAIRS)(
    'at %s width in %s shows its data, passes axe and logs no error',
    async (viewport, locale: Locale) => {
      const t = MESSAGES[locale];
      const data = await graphql<Data>(site(), DATA_QUERY, { locale: locale.toUpperCase() });
      const [model, other] = data.models.nodes;
      const { context, page, consoleErrors } = await openPage(browser(), viewport);
      const found: string[] = [];
      const axe = async (where: string) =>
        found.push(...(await axeViolations(page)).map((line) => `${where}: ${line}`));
      /** Opens a path as a new visitor would, checks what it shows, then runs axe on it. */
      const visit = async (path: string, shows: () => Promise<void> = async () => {}) => {
        const response = await gotoReady(page, `${site().url}${path}`);
        expect(response?.status(), path).toBeLessThan(400);
        await shows();
        await axe(path);
      };
      const at = (route: Route) => pathFor(locale, route);
      try {
        // The pre-home greets on '/' only (Portuguese), over the home.
        if (locale === 'pt') await visit('/');
        await visit(at({ screen: 'home' }), () =>
          expect.poll(() => page.locator('main img, main video').count()).toBeGreaterThan(0),
        );
        await visit(at({ screen: 'models', gender: 'women', category: 'fashion' }), async () => {
          await expect
            .poll(() => page.getByRole('heading', { level: 1 }).innerText())
            .toMatch(new RegExp(t.model_list.title_women, 'i'));
          expect(await mainText(page)).toContain(model!.name.toUpperCase());
        });
        await visit(at(profileRoute(data.model.id, data.model.name)), async () => {
          const shown = (await mainText(page)).toUpperCase();
          expect(shown).toContain(data.model.name.toUpperCase());
          for (const measure of data.model.measures) expect(shown).toContain(measure.value.toUpperCase());
        });
        // Favourites come from local storage, read after hydration.
        await visit(at({ screen: 'favorites' }), () =>
          expect.poll(() => mainText(page)).toContain(t.favorites.empty),
        );
        await visit(at({ screen: 'about' }), async () => expect(await mainText(page)).toMatch(/30/));
        await visit(at({ screen: 'contact' }), async () =>
          expect(await mainText(page)).toContain(data.contact.email),
        );
        await visit(at({ screen: 'getScouted' }), async () => {
          expect(await page.locator('main form').count()).toBeGreaterThan(0);
          expect(await mainText(page)).toMatch(new RegExp(t.form.fields.realname, 'i'));
        });
        await visit(at({ screen: 'selective' }), async () =>
          expect(await mainText(page)).toContain(data.selectiveCities[0]!.city),
        );
        // Favourites with models, and the same shared as a link (one id unknown).
        await page.evaluate(
          (ids) =>
            localStorage.setItem(
              'favorites',
              JSON.stringify(Object.fromEntries(ids.map((id) => [id, { id, name: id, coverUrl: null }]))),
            ),
          [model!.id, other!.id],
        );
        await visit(at({ screen: 'favorites' }), () =>
          expect.poll(() => page.locator('main .model-card').count()).toBe(2),
        );
        await visit(`${at({ screen: 'favorites' })}?ids=${model!.id},${other!.id},999999990`);
        // States, not only first views: a form sent empty (every field in error), the phone menu open.
        await visit(at({ screen: 'getScouted' }));
        await page.locator('main form button[type="submit"]').click();
        await page.locator('main [aria-invalid="true"]').first().waitFor();
        await axe('form in error');
        if (viewport === 'phone') {
          await page.locator('.site-header__menu-button').click();
          await page.locator('#mobile-menu').waitFor();
          await axe('menu open');
        }
        expect(consoleErrors).toEqual([]);

        // A page that does not exist: said so with a 404, and the page itself passes axe.
        const missing = `${at({ screen: 'home' }).replace(/\/$/, '')}/no-such-page`;
        const response = await gotoReady(page, `${site().url}${missing}`);
        expect(response?.status()).toBe(404);
        await axe(missing);
        expect(found).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
