import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoReady, openPage, VIEWPORTS } from './fixtures';
import { graphql, useSite } from './site-fixture';

// A board filtered by height and hair as a casting client does it, at a phone's and a laptop's
// width, in Portuguese and English, with and without JavaScript: the filtered board is the API's
// answer for those filters, its address reproduces it, and the other languages keep the filters.

const { site, browser } = useSite();

const BOARD = {
  pt: {
    path: '/modelos/mulheres/fashion',
    toggle: 'Filtros',
    min: 'Altura mínima',
    max: 'Altura máxima',
    hair: 'Cabelo',
    black: 'preto',
    apply: 'Filtrar',
    query: '?altura=175-185&cabelo=preto',
  },
  en: {
    path: '/en/models/women/fashion',
    toggle: 'Filters',
    min: 'Minimum height',
    max: 'Maximum height',
    hair: 'Hair',
    black: 'black',
    apply: 'Filter',
    query: '?height=175-185&hair=black',
  },
} as const;
const ELSEWHERE = {
  pt: [
    '/en/models/women/fashion?height=175-185&hair=black',
    '/es/modelos/mujeres/fashion?altura=175-185&cabello=negro',
  ],
  en: [
    '/modelos/mulheres/fashion?altura=175-185&cabelo=preto',
    '/es/modelos/mujeres/fashion?altura=175-185&cabello=negro',
  ],
} as const;

/** The names the API gives for women's fashion 175-185 cm with black hair, first page. */
async function expectedNames(): Promise<string[]> {
  const answer = await graphql<{ models: { nodes: { name: string }[] } }>(
    site(),
    '{ models(category: FASHION, gender: WOMAN, heightMin: 175, heightMax: 185, hair: ["Preto"], first: 20) { nodes { name } } }',
  );
  return answer.models.nodes.map((node) => node.name);
}

/** Waits until the app runs the page: the form's button, there for a browser without it, goes. */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('.board-filters__apply') === null);
}

// textContent: the names as written, not as CSS capitalises them.
const shownNames = (page: Page) => page.locator('main .model-card__name').allTextContents();
const trimmed = (names: string[]) => names.map((name) => name.trim());

async function chooseFilters(page: Page, words: (typeof BOARD)['pt' | 'en'], phone: boolean) {
  // On a phone the filters are folded into one control.
  const toggle = page.locator('summary', { hasText: words.toggle });
  if (phone) {
    expect(await page.getByRole('combobox', { name: words.hair }).isVisible()).toBe(false);
    await toggle.click();
  } else {
    expect(await toggle.isVisible()).toBe(false);
  }
  await page.getByRole('combobox', { name: words.min }).selectOption('175');
  await page.getByRole('combobox', { name: words.max }).selectOption('185');
  await page.getByRole('combobox', { name: words.hair }).selectOption(words.black);
}

/** A fresh visitor opening a shared address sees the same board, with canonical and hreflang kept. */
async function opensShared(browser: Browser, url: string, names: string[], language: 'pt' | 'en') {
  const { context, page, consoleErrors } = await openPage(browser, 'desktop');
  try {
    await gotoReady(page, url);
    expect(trimmed(await shownNames(page))).toEqual(names);
    const origin = site().url;
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      origin + BOARD[language].path + BOARD[language].query,
    );
    const other = language === 'pt' ? 'en' : 'pt-BR';
    expect(await page.locator(`link[rel="alternate"][hreflang="${other}"]`).getAttribute('href')).toBe(
      origin + ELSEWHERE[language][0],
    );
    expect(await page.locator('link[rel="alternate"][hreflang="es"]').getAttribute('href')).toBe(
      origin + ELSEWHERE[language][1],
    );
    expect(consoleErrors).toEqual([]);
  } finally {
    await context.close();
  }
}

// Each language's words and each width's controls (folded on a phone) once: Portuguese on a phone,
// as most visitors come, English on a desktop.
describe.each([
  ['pt', 'phone'],
  ['en', 'desktop'],
] as const)('filtering a board in %s at %s width', (language, viewport) => {
  const words = BOARD[language];
  const phone = viewport === 'phone';

  it('with JavaScript: each change navigates in the page, without a reload', async () => {
    const names = await expectedNames();
    expect(names.length).toBeGreaterThan(0);
    const { context, page, consoleErrors } = await openPage(browser(), viewport);
    try {
      await gotoReady(page, site().url + words.path);
      await hydrated(page);
      // Gone after a full load: the filters must change the board without one.
      await page.evaluate(() => ((window as unknown as { stayed?: boolean }).stayed = true));
      await chooseFilters(page, words, phone);
      await expect.poll(() => new URL(page.url()).search).toBe(words.query);
      await expect.poll(async () => trimmed(await shownNames(page))).toEqual(names);
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      // The head follows the navigation: canonical and hreflang name the filtered board.
      await expect
        .poll(() => page.locator('link[rel="canonical"]').getAttribute('href'))
        .toBe(site().url + words.path + words.query);
      expect(await page.locator('link[rel="alternate"][hreflang="es"]').getAttribute('href')).toBe(
        site().url + ELSEWHERE[language][1],
      );
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('with JavaScript: the shared address shows the same board, and the language switch keeps the filters', async () => {
    const names = await expectedNames();
    await opensShared(browser(), site().url + words.path + words.query, names, language);
    const { context, page, consoleErrors } = await openPage(browser(), viewport);
    try {
      await gotoReady(page, site().url + words.path + words.query);
      expect(trimmed(await shownNames(page))).toEqual(names);
      await hydrated(page);
      if (phone)
        await page
          .getByRole('button', { name: 'Open menu' })
          .or(page.getByRole('button', { name: /Abrir menú|Abrir menu/ }))
          .click();
      await page.getByRole('button', { name: /^ES / }).filter({ visible: true }).click();
      // The other language: same board, its own words for the same filters.
      await expect
        .poll(() => new URL(page.url()).pathname + new URL(page.url()).search)
        .toBe('/es/modelos/mujeres/fashion?altura=175-185&cabello=negro');
      await expect.poll(async () => trimmed(await shownNames(page))).toEqual(names);
      // Folded away on a phone, so looked for among hidden elements too.
      expect(await page.getByRole('combobox', { name: 'Cabello', includeHidden: true }).inputValue()).toBe(
        'negro',
      );
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('without JavaScript: the plain form loads the filtered board from the server', async () => {
    const names = await expectedNames();
    const context = await browser().newContext({ viewport: VIEWPORTS[viewport], javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(site().url + words.path);
      await chooseFilters(page, words, phone);
      await page.getByRole('button', { name: words.apply }).click();
      await page.waitForURL((url) => url.searchParams.has(language === 'pt' ? 'cabelo' : 'hair'));
      expect(trimmed(await shownNames(page))).toEqual(names);
      // The form's own address works as it is; the page names the canonical one.
      await opensShared(browser(), page.url(), names, language);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
        site().url + words.path + words.query,
      );
      // A name search from the filtered board keeps the filters.
      const word = names[0]!.split(' ')[0]!;
      await page.getByRole('searchbox').fill(word);
      await page.getByRole('searchbox').press('Enter');
      await page.waitForURL((url) => url.searchParams.get('q') === word);
      expect(new URL(page.url()).search).toContain(words.query.slice(1));
      const found = trimmed(await shownNames(page));
      expect(found).toContain(names[0]);
      expect(found.every((name) => name.split(' ').includes(word) || name.includes(word))).toBe(true);
      expect(found.every((name) => names.includes(name) || names.length === 20)).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe('a filtered board with nothing to show', () => {
  it('says so and offers to clear the filters, server-rendered', async () => {
    const context = await browser().newContext({ viewport: VIEWPORTS.phone, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${site().url}/en/models/women/fashion?height=100-110&eyes=violet`);
      expect(await page.locator('main').innerText()).toMatch(/No talent matches these filters\./);
      await page.getByRole('main').getByRole('link', { name: 'Clear filters' }).last().click();
      await page.waitForURL((url) => url.search === '');
      expect((await shownNames(page)).length).toBe(20);
    } finally {
      await context.close();
    }
  });

  it('leaves out an address’s unreadable filter and says so', async () => {
    const html = await (
      await fetch(`${site().url}/modelos/mulheres/fashion?altura=alta&cabelo=preto`)
    ).text();
    expect(html).toContain('Parte deste endereço não pôde ser lida e foi deixada de lado: Altura.');
    expect(html).toContain(
      '<link rel="canonical" href="' + site().url + '/modelos/mulheres/fashion?cabelo=preto">',
    );
  });
});
