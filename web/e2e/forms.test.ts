import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { gotoReady, openPage } from './fixtures';
import { useSite } from './site-fixture';

const { site, browser } = useSite();

beforeEach(async () => {
  await site().demo!.clearReceived();
  await site().demo!.clearFaults();
});

/** A real photo file, as a phone's gallery would hand it over. */
async function photoFile(name: string, format: 'jpeg' | 'png', seed: number) {
  const image = sharp({
    create: {
      width: 300 + seed,
      height: 400,
      channels: 3,
      background: { r: 90 + seed * 20, g: 110, b: 140 },
    },
  });
  return {
    name,
    mimeType: `image/${format}`,
    buffer: await (format === 'jpeg' ? image.jpeg() : image.png()).toBuffer(),
  };
}

async function attachPhotos(page: Page, count: number) {
  const inputs = page.locator('main input[type="file"]');
  expect(await inputs.count()).toBe(count);
  for (let i = 0; i < count; i++)
    await inputs
      .nth(i)
      .setInputFiles(await photoFile(`foto-da-praia-${i + 1}.jpg`, i % 2 ? 'png' : 'jpeg', i));
}

async function fillCommon(page: Page) {
  await page.getByLabel('Full name').fill('Maria da Conceição Araújo');
  await page.getByLabel('Gender').selectOption('woman');
  await page.getByLabel('Date of birth').fill('09/03/2001');
  await page.getByLabel('Email').fill('maria.araujo@example.com');
  await page.getByLabel('Instagram').fill('@mariaaraujo');
  await page.getByLabel('Phone', { exact: true }).fill('71 99876-5432');
  await page
    .getByRole('radiogroup', { name: /WhatsApp/ })
    .getByLabel('Yes')
    .check();
  await page.getByLabel('Country', { exact: true }).selectOption('31');
}

async function expectSentThenCleared(page: Page) {
  const button = page.locator('main form button[type="submit"]');
  await button.click();
  await expect.poll(() => button.innerText(), { timeout: 15_000 }).toMatch(/Sent/i);
  // 2.5 s after "Sent" the form is empty again, photos too.
  await expect.poll(() => page.getByLabel('Full name').inputValue(), { timeout: 10_000 }).toBe('');
  await expect.poll(() => page.locator('main .photo-tile__preview').count()).toBe(0);
  await expect.poll(() => button.innerText()).toMatch(/Send/i);
}

describe('forms, as a visitor fills them', () => {
  it('sends an application to be a model with three photos', async () => {
    const { context, page, consoleErrors } = await openPage(browser(), 'phone');
    try {
      await gotoReady(page, `${site().url}/en/be-a-model`);
      await fillCommon(page);
      const city = page.getByLabel('City you live in');
      await expect.poll(() => city.isEnabled()).toBe(true);
      await city.selectOption('2927408');
      await page.getByLabel('Height').selectOption('175/5.9');
      await page.getByLabel('Bust').selectOption('84/33');
      await page.getByLabel('Waist').selectOption('62/24.5');
      await page.getByLabel('Hips').selectOption('90/35.5');
      await page.getByLabel('Shoe size').selectOption('37');
      await attachPhotos(page, 3);
      // Shortened names: first 7 characters, '...', extension (shown once the tile has drawn its photo).
      await expect.poll(() => page.locator('main').innerText()).toContain('foto-da....jpg');
      await expectSentThenCleared(page);
      const [entry] = (await site().demo!.received()).entries;
      expect(entry).toMatchObject({
        entry: 'getScouted',
        fields: { realname: 'Maria da Conceição Araújo', height: '175/5.9' },
      });
      expect(entry!.files).toHaveLength(3);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('signs up for a selective through the country → state → city cascade', async () => {
    const { context, page, consoleErrors } = await openPage(browser(), 'desktop');
    try {
      // The header's looping video paused, as for a visitor who asks for less motion: twice in CI,
      // with it playing, headless Chromium drew no more frames for this page and Playwright's
      // stability check (it waits on animation frames) timed out on the first radio.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await gotoReady(page, `${site().url}/en/selective`);
      const state = page.getByLabel('State');
      const city = page.getByLabel('City you live in');
      expect(await state.isDisabled()).toBe(true);
      expect(await city.isDisabled()).toBe(true);
      await fillCommon(page);
      await expect.poll(() => state.isEnabled()).toBe(true);
      expect(await city.isDisabled()).toBe(true);
      await state.selectOption('5');
      await expect.poll(() => city.isEnabled()).toBe(true);
      await city.selectOption('2927408');
      await page.getByRole('radiogroup', { name: /18/ }).getByLabel('Yes').check();
      await page
        .locator('main form')
        .getByRole('combobox', { name: 'Open casting' })
        .selectOption({ index: 1 });
      await page.getByLabel('Height').selectOption('175/5.9');
      await page.getByLabel('Shoe size').selectOption('37');
      await attachPhotos(page, 6);
      await expectSentThenCleared(page);
      const [entry] = (await site().demo!.received()).entries;
      expect(entry).toMatchObject({
        entry: 'selective',
        fields: { id_state: JSON.stringify({ value: '5', label: 'Bahia' }) },
      });
      expect(entry!.files).toHaveLength(6);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('sends a budget request from the favourites', async () => {
    const { context, page } = await openPage(browser(), 'phone');
    try {
      await gotoReady(page, `${site().url}/en/models/women/fashion`);
      await page.locator('main .model-card').nth(0).getByRole('button').click();
      await page.locator('main .model-card').nth(1).getByRole('button').click();
      await gotoReady(page, `${site().url}/en/favorites`);
      await expect.poll(() => page.locator('main .model-card').count()).toBe(2);
      await page.getByLabel('Name', { exact: true }).fill('Ana Lima');
      await page.getByLabel('Email').fill('ana@marca.com.br');
      await page.getByLabel('Phone').fill('+55 71 3333-1111');
      await page.getByLabel('Message').fill('Campanha de verão, duas diárias.');
      const button = page.locator('main form button[type="submit"]');
      await button.click();
      await expect.poll(() => button.innerText(), { timeout: 15_000 }).toMatch(/Sent/i);
      const [entry] = (await site().demo!.received()).entries;
      expect(entry!.entry).toBe('favorites');
      expect(JSON.parse(entry!.fields.models!)).toHaveLength(2);
      await expect.poll(() => page.getByLabel('Message').inputValue(), { timeout: 10_000 }).toBe('');
    } finally {
      await context.close();
    }
  });

  it('sends the contact form', async () => {
    const { context, page, consoleErrors } = await openPage(browser(), 'phone');
    try {
      await gotoReady(page, `${site().url}/en/contact`);
      const form = page.locator('main form');
      await form.getByLabel('Name', { exact: true }).fill('Rui Barbosa');
      await form.getByLabel('Email').fill('rui@example.com');
      await form.getByLabel('Phone').fill('71 3333-2222');
      await form.getByLabel('Message').fill('Olá! Gostaria de agendar uma visita.');
      const button = form.locator('button[type="submit"]');
      await button.click();
      await expect.poll(() => button.innerText(), { timeout: 15_000 }).toMatch(/Sent/i);
      expect((await site().demo!.received()).contacts).toEqual([
        {
          name: 'Rui Barbosa',
          email: 'rui@example.com',
          phone: '71 3333-2222',
          message: 'Olá! Gostaria de agendar uma visita.',
        },
      ]);
      await expect.poll(() => form.getByLabel('Message').inputValue(), { timeout: 10_000 }).toBe('');
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keeps everything the visitor typed when sending fails, and sends on retry', async () => {
    const { context, page } = await openPage(browser(), 'desktop');
    try {
      await gotoReady(page, `${site().url}/en/favorites`);
      await page.evaluate(() =>
        localStorage.setItem(
          'favorites',
          JSON.stringify({ '48213': { id: '48213', name: 'Ana Clara Souza', coverUrl: null } }),
        ),
      );
      await page.reload({ waitUntil: 'networkidle' });
      await page.getByLabel('Name', { exact: true }).fill('Ana Lima');
      await page.getByLabel('Email').fill('ana@marca.com.br');
      await page.getByLabel('Phone').fill('+55 71 3333-1111');
      await page.getByLabel('Message').fill('Orçamento, por favor.');
      // The API cannot be reached for this attempt.
      await page.route('**/graphql', (route) => route.abort('connectionfailed'), { times: 1 });
      const button = page.locator('main form button[type="submit"]');
      await button.click();
      await expect.poll(() => page.locator('main').innerText()).toContain('Nothing was lost');
      expect(await page.getByLabel('Message').inputValue()).toBe('Orçamento, por favor.');
      expect(await button.innerText()).toMatch(/Try again/i);
      await button.click();
      await expect.poll(() => button.innerText(), { timeout: 15_000 }).toMatch(/Sent/i);
      expect((await site().demo!.received()).entries).toHaveLength(1);
    } finally {
      await context.close();
    }
  });

  it('downloads a gallery as a valid zip named after the model', async () => {
    const { context, page } = await openPage(browser(), 'desktop');
    try {
      await gotoReady(page, `${site().url}/en/models/48213/ana-clara-souza`);
      const button = page.getByRole('button', { name: /^Download/i });
      const download = page.waitForEvent('download');
      await button.click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('Ana Clara Souza_Bahia Models.zip');
      const path = await file.path();
      const bytes = await (await import('node:fs/promises')).readFile(path);
      expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
      await expect.poll(() => button.innerText()).toMatch(/^Download$/i);
    } finally {
      await context.close();
    }
  });
});

describe('a form opened by a tap', () => {
  it.each([
    { form: 'be-a-model', path: '/seja-um-modelo', page: '.form-page', sections: 3 },
    { form: 'selective', path: '/seletiva', page: '.selective-page', sections: 4 },
  ])(
    '$form: draws its first section in the tap’s commit and the rest right after; the server’s page has it whole',
    async ({ path, page: formPage, sections }) => {
      const { context, page, consoleErrors } = await openPage(browser(), 'phone');
      try {
        await gotoReady(page, `${site().url}/modelos/mulheres/fashion`);
        // The sections in the form when it is first put in the page (web/src/components/form/use-rest-drawn.ts).
        await page.evaluate((selector) => {
          new MutationObserver((_records, observer) => {
            const form = document.querySelector(selector);
            if (!form) return;
            document.body.dataset.sectionsAtFirstDraw = String(form.querySelectorAll('.form-section').length);
            observer.disconnect();
          }).observe(document.body, { childList: true, subtree: true });
        }, `main ${formPage} form`);
        await page.locator('.site-header__menu-button').click();
        await page.locator(`#mobile-menu a[href="${path}"]`).click();
        await page.locator(`main ${formPage} button[type="submit"]`).waitFor();
        expect(await page.locator(`main ${formPage} .form-section`).count()).toBe(sections);
        expect(await page.evaluate(() => document.body.dataset.sectionsAtFirstDraw)).toBe('1');
        // The rest is a part of the form as any other: the measures are chosen and kept.
        await page.getByLabel('Altura').selectOption({ index: 3 });
        expect(await page.getByLabel('Altura').inputValue()).not.toBe('');

        const html = await (await fetch(`${site().url}${path}`)).text();
        expect(html.match(/class="form-section"/g)).toHaveLength(sections);
        expect(consoleErrors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
