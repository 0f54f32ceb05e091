import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MESSAGE_MODULES } from '../src/core/locale-messages';
import { htmlLang, LANGUAGE_OWN_NAMES, languageCode, LOCALES, type Locale } from '../src/i18n/locales';
import { en } from '../src/i18n/messages/en';
import { es } from '../src/i18n/messages/es';
import { pt, type Messages } from '../src/i18n/messages/pt';
import { pathFor } from '../src/routing/routes';
import { gotoReady, openPage } from './fixtures';
import { useSite } from './site-fixture';

const { site, browser } = useSite();

const MESSAGES: Record<Locale, Messages> = { pt, en, es };
const manifest = JSON.parse(
  readFileSync(new URL('../dist/client/.vite/manifest.json', import.meta.url), 'utf8'),
) as Record<string, { file: string }>;
/** The built chunk of each language's messages. */
const CHUNKS = Object.fromEntries(
  LOCALES.map((l) => [l, `/${manifest[MESSAGE_MODULES[l]]!.file}`]),
) as Record<Locale, string>;

/** Every message key as i18next spells it ('nav.models'): none may show up as text in a page. */
function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' ? keysOf(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}
const KEYS = keysOf(pt);

const board = (locale: Locale) => pathFor(locale, { screen: 'models', gender: 'women', category: 'fashion' });

describe('messages: a page loads its own language only, the others on a switch', () => {
  for (const start of LOCALES) {
    it(`starting in ${start}`, async () => {
      const { context, page, consoleErrors } = await openPage(browser(), 'desktop');
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      const chunksLoaded = () => LOCALES.filter((l) => requested.includes(CHUNKS[l]));
      try {
        // Once the app runs the page: network idle can come before the bootstrap starts the app
        // (it waits for the hero's paint), and then no language had been asked for yet.
        await gotoReady(page, site().url + board(start));
        expect(chunksLoaded()).toEqual([start]);

        const others = LOCALES.filter((l) => l !== start);
        for (const [i, to] of others.entries()) {
          const name = `${languageCode(to)} – ${LANGUAGE_OWN_NAMES[to]}`;
          await page.locator('header .site-header__tools').getByRole('button', { name }).click();
          await page.waitForURL((url) => url.pathname === board(to));
          await expect.poll(() => page.getAttribute('html', 'lang')).toBe(htmlLang(to));
          // The header speaks the new language, with every text found (no key shown in its place).
          const nav = page.locator('header nav').first();
          await expect.poll(() => nav.getByRole('link').allTextContents()).toContain(MESSAGES[to].nav.models);
          const text = (await page.locator('#root').innerText()).toLowerCase();
          expect(KEYS.filter((key) => text.includes(key.toLowerCase()))).toEqual([]);
          expect(chunksLoaded().sort()).toEqual([start, ...others.slice(0, i + 1)].sort());
        }
        expect(consoleErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
