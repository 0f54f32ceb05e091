import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '../src/i18n/messages/en';
import { es } from '../src/i18n/messages/es';
import { pt } from '../src/i18n/messages/pt';
import { openPage, VIEWPORTS } from './fixtures';
import { graphql, useSite } from './site-fixture';

const { site, browser } = useSite();
const MESSAGES = { pt, en, es };
const PREFIX = { pt: '', en: '/en', es: '/es' };
const WORDS = {
  pt: {
    models: 'modelos/mulheres/fashion',
    profile: 'modelos',
    about: 'sobre',
    contact: 'contato',
    apply: 'seja-um-modelo',
    selective: 'seletiva',
    favorites: 'favoritos',
  },
  en: {
    models: 'models/women/fashion',
    profile: 'models',
    about: 'about',
    contact: 'contact',
    apply: 'be-a-model',
    selective: 'selective',
    favorites: 'favorites',
  },
  es: {
    models: 'modelos/mujeres/fashion',
    profile: 'modelos',
    about: 'sobre-nosotros',
    contact: 'contacto',
    apply: 'ser-modelo',
    selective: 'selectiva',
    favorites: 'favoritos',
  },
} as const;

type Locale = keyof typeof MESSAGES;

/** Loads a page and waits until React has hydrated it (the app marks the root when it is interactive). */
async function visit(page: Page, url: string): Promise<void> {
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  expect(response?.status(), url).toBeLessThan(400);
}

describe.each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])(
  'every screen at %s width',
  (viewport) => {
    it.each(['pt', 'en', 'es'] as Locale[])('shows its data in %s without console errors', async (locale) => {
      const t = MESSAGES[locale];
      const words = WORDS[locale];
      const base = site().url + PREFIX[locale];
      const { context, page, consoleErrors } = await openPage(browser(), viewport);
      const upper = locale.toUpperCase();
      const data = await graphql<{
        models: { nodes: { id: string; name: string }[] };
        model: { name: string; measures: { label: string; value: string }[] };
        contact: { email: string };
        selectiveCities: { city: string }[];
      }>(
        site(),
        `
          query ($locale: Locale) {
            models(category: FASHION, gender: WOMAN, first: 2) {
              nodes {
                id
                name
              }
            }
            model(id: "48213") {
              name
              measures(locale: $locale) {
                label
                value
              }
            }
            contact {
              email
            }
            selectiveCities {
              city
            }
          }
        `,
        { locale: upper },
      );
      try {
        await visit(page, `${base}/${words.models}`);
        await expect
          .poll(() => page.getByRole('heading', { level: 1 }).innerText())
          .toMatch(new RegExp(t.model_list.title_women, 'i'));
        expect(await page.locator('main').innerText()).toContain(data.models.nodes[0]!.name.toUpperCase());

        await visit(page, `${base}/${words.profile}/48213/ana-clara-souza`);
        const main = await page.locator('main').innerText();
        expect(main.toUpperCase()).toContain('ANA CLARA SOUZA');
        for (const measure of data.model.measures)
          expect(main.toUpperCase()).toContain(measure.value.toUpperCase());

        await visit(page, `${base}/${words.about}`);
        expect(await page.locator('main').innerText()).toMatch(/30/);

        await visit(page, `${base}/${words.contact}`);
        expect(await page.locator('main').innerText()).toContain(data.contact.email);

        await visit(page, `${base}/${words.apply}`);
        await expect.poll(() => page.locator('main form').count()).toBeGreaterThan(0);
        expect(await page.locator('main').innerText()).toMatch(new RegExp(t.form.fields.realname, 'i'));

        await visit(page, `${base}/${words.selective}`);
        expect(await page.locator('main').innerText()).toContain(data.selectiveCities[0]!.city);

        await visit(page, `${base}/${words.favorites}`);
        // Favourites come from local storage, read after hydration.
        await expect.poll(() => page.locator('main').innerText()).toContain(t.favorites.empty);

        await visit(page, base || site().url);
        await expect.poll(() => page.locator('main img, main video').count()).toBeGreaterThan(0);

        expect(consoleErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  },
);
