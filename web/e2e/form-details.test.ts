import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatSelectiveDate } from '../src/features/applications/selective/format-selective-date';
import { gotoReady, openPage, VIEWPORTS } from './fixtures';
import { useSite } from './site-fixture';

// The application forms as a visitor on an English (US) system meets them: dates typed and shown
// dd/MM/yyyy, Send again after refused fields and Try again after a lost connection, files that
// are not images refused before any upload, countries in the page's language, autocomplete on the
// place fields, and open castings dated in the page language's words.

const { site, browser } = useSite();

beforeEach(async () => {
  await site().demo!.clearReceived();
});

async function photo(seed: number) {
  const image = sharp({
    create: { width: 300, height: 400, channels: 3, background: { r: 80 + seed * 30, g: 110, b: 140 } },
  });
  return { name: `foto-${seed}.jpg`, mimeType: 'image/jpeg', buffer: await image.jpeg().toBuffer() };
}

async function open(viewport: keyof typeof VIEWPORTS, path: string) {
  const opened = await openPage(browser(), viewport);
  // The browser's own language differs from the page's: a native date input would say mm/dd/yyyy.
  await opened.context.setExtraHTTPHeaders({ 'accept-language': 'en-US' });
  await gotoReady(opened.page, `${site().url}${path}`);
  return opened;
}

/** The texts of a select's options, placeholder left out. */
const optionTexts = (page: Page, label: string) =>
  page
    .getByLabel(label, { exact: true })
    .locator('option')
    .allInnerTexts()
    .then((texts) => texts.slice(1));

describe.each(['phone', 'desktop'] as const)('application forms at %s width', (viewport) => {
  it('reads dd/MM/yyyy, refuses a PDF in the browser, says Send again after refused fields and Try again offline', async () => {
    const { context, page, consoleErrors } = await open(viewport, '/en/be-a-model');
    try {
      const form = page.locator('main form');
      expect(await optionTexts(page, 'Country')).toEqual(
        expect.arrayContaining(['Brazil', 'United States', 'Mozambique']),
      );
      expect(await form.locator('select[name="country"]').getAttribute('autocomplete')).toBe('country-name');
      expect(await form.locator('select[name="basedin"]').getAttribute('autocomplete')).toBe(
        'address-level2',
      );

      const birthdate = page.getByLabel('Date of birth');
      expect(await birthdate.getAttribute('type')).toBe('text');
      await birthdate.pressSequentially('09032001');
      expect(await birthdate.inputValue()).toBe('09/03/2001');

      // Not an image: refused on the spot, nothing previewed, nothing sent.
      const tiles = form.locator('.photo-tile');
      await tiles
        .nth(0)
        .locator('input[type="file"]')
        .setInputFiles({
          name: 'curriculo.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from('%PDF-1.4 not a photo'),
        });
      await expect
        .poll(() => tiles.nth(0).innerText())
        .toContain('“curriculo.pdf” is not a PNG, GIF or JPEG image.');
      expect(await tiles.nth(0).locator('img').count()).toBe(0);

      await page.getByLabel('Full name').fill('Maria da Conceição Araújo');
      await page.getByLabel('Gender').selectOption('woman');
      await page.getByLabel('Email').fill('maria.araujo@example.com');
      await page.getByLabel('Instagram').fill('@mariaaraujo');
      await page.getByLabel('Phone', { exact: true }).fill('71 99876-5432');
      await page
        .getByRole('radiogroup', { name: /WhatsApp/ })
        .getByLabel('Yes')
        .check();
      await page.getByLabel('Country', { exact: true }).selectOption('31');
      const city = page.getByLabel('City you live in');
      await expect.poll(() => city.isEnabled()).toBe(true);
      await city.selectOption('2927408');
      for (const [label, value] of [
        ['Bust', '84/33'],
        ['Waist', '62/24.5'],
        ['Hips', '90/35.5'],
        ['Shoe size', '37'],
      ])
        await page.getByLabel(label!).selectOption(value!);
      for (let i = 0; i < 3; i++)
        await tiles
          .nth(i)
          .locator('input[type="file"]')
          .setInputFiles(await photo(i));
      // Each tile takes its photo once the browser has drawn it.
      await expect.poll(() => form.locator('.photo-tile__preview').count()).toBe(3);

      // A height the API's table does not have (as an outdated page would offer): the API refuses the field.
      const height = page.getByLabel('Height');
      await height.evaluate((select: HTMLSelectElement) => select.add(new Option('999 cm', '999/32.9')));
      await height.selectOption('999/32.9');
      const sent: string[] = [];
      page.on(
        'request',
        (request) =>
          request.method() === 'POST' &&
          request.url().includes('/graphql') &&
          sent.push(request.postDataBuffer()?.toString('latin1') ?? ''),
      );
      const button = form.locator('button[type="submit"]');
      await button.click();
      await expect.poll(() => button.textContent(), { timeout: 15_000 }).toBe('Send again');
      expect(await height.getAttribute('aria-invalid')).toBe('true');
      expect(sent.at(-1)).toContain('"birthdate":"2001-03-09"');

      await height.selectOption('175/5.9');
      await page.route('**/graphql', (route) => route.abort('connectionfailed'), { times: 1 });
      await button.click();
      await expect.poll(() => button.textContent(), { timeout: 15_000 }).toBe('Try again');

      await button.click();
      await expect.poll(() => button.textContent(), { timeout: 15_000 }).toBe('Sent');
      const [entry] = (await site().demo!.received()).entries;
      expect(entry).toMatchObject({
        entry: 'getScouted',
        fields: { birthdate: '2001-03-09', height: '175/5.9' },
      });
      // The one request the test cut off is reported by the browser; nothing else may be.
      expect(consoleErrors.filter((error) => !error.includes('ERR_CONNECTION_FAILED'))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  // Spanish on phones, English on desktops: both widths, two languages besides the default.
  const locale = viewport === 'phone' ? 'es' : 'en';
  it(`shows open castings dated in the page's words and countries in ${locale}`, async () => {
    const { context, page, consoleErrors } = await open(
      viewport,
      locale === 'es' ? '/es/selectiva' : '/en/selective',
    );
    try {
      const dates = await page
        .locator('.selective-dates time')
        .evaluateAll((times) => times.map((time) => [time.getAttribute('datetime')!, time.textContent]));
      expect(dates.length).toBeGreaterThan(0);
      for (const [iso, shown] of dates) {
        expect(shown).toBe(formatSelectiveDate(iso!, locale));
        // Day, month as a word, year: 9 Jan 2027 / 9 ene 2027.
        expect(shown).toMatch(/^\d{1,2} \p{L}{3,4}\.? \d{4}$/u);
      }
      const castings = await page.locator('main form select[name="selectiveCity"] option').allInnerTexts();
      expect(castings.slice(1).every((text, i) => text.endsWith(dates[i]![1]!))).toBe(true);

      const country = page.locator('main form select[name="country"]');
      const countries = (await country.locator('option').allInnerTexts()).slice(1);
      expect(countries).toEqual(
        expect.arrayContaining(
          locale === 'es' ? ['Brasil', 'Francia', 'Italia'] : ['Brazil', 'France', 'Italy'],
        ),
      );
      expect(await country.getAttribute('autocomplete')).toBe('country-name');
      expect(await page.locator('main form select[name="id_state"]').getAttribute('autocomplete')).toBe(
        'address-level1',
      );
      expect(await page.locator('main form select[name="basedin"]').getAttribute('autocomplete')).toBe(
        'address-level2',
      );

      const birthdate = page.locator('main form input[name="birthdate"]');
      await birthdate.pressSequentially('1/2/2000');
      expect(await birthdate.inputValue()).toBe('1/2/2000');
      await birthdate.fill('');
      await birthdate.pressSequentially('31122000');
      expect(await birthdate.inputValue()).toBe('31/12/2000');
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
