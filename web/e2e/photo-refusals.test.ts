import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gotoReady, openPage } from './fixtures';
import { useSite } from './site-fixture';

// A refusal keeps what the visitor gave: in both application forms, every photo tile refuses a
// text file renamed .jpg and a 20 MB photo, keeps the photo it had (or stays empty), says why in
// the page's language, and the form sends nothing while a tile says so (counted at the demo
// upstream and in the browser's requests); a valid photo takes the message away and the form sends.

const { site, browser } = useSite();

/** What the visitor reads, per language. */
const TEXTS = {
  pt: {
    notPhoto: '“notas.jpg” não é uma imagem PNG, GIF ou JPEG.',
    tooLarge: 'Foto grande demais (máximo de 15 MB).',
    sent: 'Enviado',
    check: 'Confira os campos destacados.',
  },
  en: {
    notPhoto: '“notas.jpg” is not a PNG, GIF or JPEG image.',
    tooLarge: 'Photo too large (max 15 MB).',
    sent: 'Sent',
    check: 'Please check the highlighted fields.',
  },
  es: {
    notPhoto: '«notas.jpg» no es una imagen PNG, GIF o JPEG.',
    tooLarge: 'La foto es demasiado grande (máximo 15 MB).',
    sent: 'Enviado',
    check: 'Revisa los campos marcados.',
  },
} as const;
type Language = keyof typeof TEXTS;

const FORMS = {
  getScouted: { tiles: 3, path: { pt: '/seja-um-modelo', en: '/en/be-a-model', es: '/es/ser-modelo' } },
  selective: { tiles: 6, path: { pt: '/seletiva', en: '/en/selective', es: '/es/selectiva' } },
} as const;
type FormName = keyof typeof FORMS;

// The files a visitor's system hands over by path, as a picker does (the browser reads them itself).
let folder: string;
const files = { notPhoto: '', tooLarge: '', photos: [] as { path: string; sha256: string }[] };

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'photo-refusals-'));
  files.notPhoto = join(folder, 'notas.jpg');
  await writeFile(files.notPhoto, 'Medidas: busto 84, cintura 62, quadril 90.\nAltura 1,75 m.\n');
  // A real JPEG with 20 MB of data after it: a camera's large file, refused by its size alone.
  const jpeg = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 30, g: 90, b: 120 } },
  })
    .jpeg()
    .toBuffer();
  files.tooLarge = join(folder, 'grande.jpg');
  await writeFile(files.tooLarge, Buffer.concat([jpeg, Buffer.alloc(20 * 1024 * 1024 - jpeg.length)]));
  // Two valid photos per tile (the earlier one, then its replacement), each different.
  for (let i = 0; i < 12; i++) {
    const photo = await sharp({
      create: { width: 300 + i, height: 400, channels: 3, background: { r: 60 + i * 15, g: 110, b: 140 } },
    })
      .jpeg()
      .toBuffer();
    const path = join(folder, `foto-${i + 1}.jpg`);
    await writeFile(path, photo);
    files.photos.push({ path, sha256: createHash('sha256').update(photo).digest('hex') });
  }
});
afterAll(() => rm(folder, { recursive: true, force: true }));

beforeEach(() => site().demo!.clearReceived());

async function fillFields(page: Page, form: FormName) {
  const main = page.locator('main form');
  const field = (name: string) => main.locator(`[name="${name}"]`);
  await field('realname').fill('Maria da Conceição Araújo');
  await field('gender').selectOption('woman');
  await field('birthdate').pressSequentially('09032001');
  await field('email').fill('maria.araujo@example.com');
  await field('instagr').fill('@mariaaraujo');
  await field('phone').fill('71 99876-5432');
  await main.locator('input[name="whatsapp"][value="yes"]').check();
  await field('country').selectOption('31');
  if (form === 'selective') {
    await expect.poll(() => field('id_state').isEnabled()).toBe(true);
    await field('id_state').selectOption('5');
    await main.locator('input[name="major"][value="yes"]').check();
    await field('selectiveCity').selectOption({ index: 1 });
  }
  await expect.poll(() => field('basedin').isEnabled()).toBe(true);
  await field('basedin').selectOption('2927408');
  await field('height').selectOption('175/5.9');
  await field('shoes').selectOption('37');
  if (form === 'getScouted')
    for (const [name, value] of [
      ['bust', '84/33'],
      ['waist', '62/24.5'],
      ['hips', '90/35.5'],
    ])
      await field(name!).selectOption(value!);
}

/** The file name a tile shows under its photo (its title is the whole name), or null when empty. */
const shownName = (tile: Locator) =>
  tile.evaluate((element) => element.querySelector('.photo-tile__name')?.getAttribute('title') ?? null);
/** Whether the tile's preview is a drawn image (a broken one has no natural width). */
const previewDrawn = (tile: Locator) =>
  tile.evaluate(
    (element) => element.querySelector<HTMLImageElement>('img.photo-tile__preview')?.naturalWidth ?? 0,
  );

describe.each([
  ['phone', 'pt', 'es'],
  ['desktop', 'en', 'pt'],
] as const)('refused photos at %s width', (viewport, getScoutedLanguage, selectiveLanguage) => {
  const cases: [FormName, Language][] = [
    ['getScouted', getScoutedLanguage],
    ['selective', selectiveLanguage],
  ];
  it.each(cases)(
    '%s in %s: each tile keeps what it had, says why, and nothing is sent until it holds a valid photo',
    async (form, language) => {
      const text = TEXTS[language];
      const { context, page, consoleErrors } = await openPage(browser(), viewport);
      try {
        const mutations: string[] = [];
        page.on(
          'request',
          (request) =>
            request.method() === 'POST' &&
            request.url().includes('/graphql') &&
            /mutation Submit/.test(request.postDataBuffer()?.toString('latin1') ?? '') &&
            mutations.push(request.url()),
        );
        await gotoReady(page, `${site().url}${FORMS[form].path[language]}`);
        await fillFields(page, form);
        const tiles = page.locator('main form .photo-tile');
        expect(await tiles.count()).toBe(FORMS[form].tiles);
        const button = page.locator('main form button[type="submit"]');
        const sendLabel = await button.textContent();

        /** Sending now must do nothing but point at the tile. */
        const sendRefused = async (tile: Locator) => {
          await button.click();
          await expect
            .poll(() => page.locator('main form .form-status__text--error').innerText())
            .toBe(text.check);
          await expect
            .poll(() =>
              tile.locator('input[type="file"]').evaluate((input) => input === document.activeElement),
            )
            .toBe(true);
          expect(await button.textContent()).toBe(sendLabel);
        };

        // A text file named .jpg, and a photo over the size limit, with what the tile says of each.
        const refusedFiles = [
          [files.notPhoto, text.notPhoto],
          [files.tooLarge, text.tooLarge],
        ] as const;
        const count = FORMS[form].tiles;
        for (let i = 0; i < count; i++) {
          const tile = tiles.nth(i);
          const input = tile.locator('input[type="file"]');
          // Empty: a refused file leaves it empty, and says why.
          for (const [path, message] of refusedFiles) {
            await input.setInputFiles(path);
            await expect.poll(() => tile.innerText()).toContain(message);
            expect(await shownName(tile)).toBeNull();
            expect(await tile.locator('img').count()).toBe(0);
          }
          // A valid photo: the message goes.
          await input.setInputFiles(files.photos[i]!.path);
          await expect.poll(() => shownName(tile)).toBe(`foto-${i + 1}.jpg`);
          expect(await tile.innerText()).not.toContain(text.tooLarge);
          expect(await input.getAttribute('aria-invalid')).toBeNull();
        }

        // Every field valid; in each position in turn, a refused file keeps the tile's photo, says
        // why, and stops the send; its replacement takes the message away.
        for (let i = 0; i < count; i++) {
          const tile = tiles.nth(i);
          const input = tile.locator('input[type="file"]');
          for (const [path, message] of refusedFiles) {
            await input.setInputFiles(path);
            await expect.poll(() => tile.innerText()).toContain(message);
            expect(await input.getAttribute('aria-invalid')).toBe('true');
            expect(await shownName(tile)).toBe(`foto-${i + 1}.jpg`);
            await expect.poll(() => previewDrawn(tile)).toBeGreaterThan(0);
            await sendRefused(tile);
          }
          await input.setInputFiles(files.photos[6 + i]!.path);
          await expect.poll(() => shownName(tile)).toBe(`foto-${7 + i}.jpg`);
          expect(await tile.innerText()).not.toContain(text.tooLarge);
          expect(await input.getAttribute('aria-invalid')).toBeNull();
        }
        expect(mutations).toEqual([]);
        expect((await site().demo!.received()).entries).toEqual([]);

        // Nothing in error any more: the form sends, with the photos the tiles show.
        expect(await page.locator('main form .is-invalid').count()).toBe(0);
        await button.click();
        await expect.poll(() => button.textContent(), { timeout: 15_000 }).toBe(text.sent);
        expect(mutations).toHaveLength(1);
        const { entries } = await site().demo!.received();
        expect(entries).toHaveLength(1);
        expect(entries[0]!.files.map((file) => file.sha256)).toEqual(
          files.photos.slice(6, 6 + count).map((photo) => photo.sha256),
        );
        expect(consoleErrors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
