import { beforeEach, describe, expect, it } from 'vitest';
import { gotoReady, openPage } from './fixtures';
import { graphql, useSite } from './site-fixture';

// A shortlist shared as a link: the sharer's phone hands it to the system's share sheet, a desktop
// copies it; another device (no local storage) opens the same models, an unknown id left out with
// a note, and the budget request sent from there gives the agency those models and the message
// exactly as typed (docs/product.md: nothing appended to it).

const { site, browser } = useSite();

beforeEach(() => site().demo!.clearReceived());

type Board = { models: { nodes: { id: string; name: string }[] } };

describe.each(['phone', 'desktop'] as const)('a shared shortlist at %s width', (viewport) => {
  it('opens the same models on another device and goes with the budget request', async () => {
    const board = await graphql<Board>(
      site(),
      '{ models(category: FASHION, gender: WOMAN, first: 3) { nodes { id name } } }',
    );
    const chosen = board.models.nodes;
    const saved = Object.fromEntries(chosen.map((m) => [m.id, { id: m.id, name: m.name, coverUrl: null }]));

    // The sharer.
    const sharer = await openPage(browser(), viewport);
    let link: string;
    try {
      await sharer.context.addInitScript(
        (favorites) => localStorage.setItem('favorites', favorites),
        JSON.stringify(saved),
      );
      if (viewport === 'phone') {
        // A phone's share sheet, recorded.
        await sharer.context.addInitScript(() => {
          Object.defineProperty(navigator, 'share', {
            value: (data: ShareData) => {
              (window as unknown as { shared: ShareData }).shared = data;
              return Promise.resolve();
            },
          });
        });
      } else {
        // A desktop browser without a share sheet: the link goes to the clipboard.
        await sharer.context.addInitScript(() => delete (Navigator.prototype as Partial<Navigator>).share);
        await sharer.context.grantPermissions(['clipboard-read', 'clipboard-write']);
      }
      await gotoReady(sharer.page, `${site().url}/en/favorites`);
      await sharer.page.getByRole('button', { name: 'Share selection' }).click();
      if (viewport === 'phone') {
        await sharer.page.waitForFunction(() => (window as unknown as { shared?: ShareData }).shared);
        link = await sharer.page.evaluate(() => (window as unknown as { shared: ShareData }).shared.url!);
      } else {
        await sharer.page.getByRole('status').filter({ hasText: 'Link copied' }).waitFor();
        link = await sharer.page.evaluate(() => navigator.clipboard.readText());
      }
      expect(link).toBe(
        `${site().url}/en/favorites?ids=${chosen
          .map((m) => m.id)
          .sort((a, b) => Number(a) - Number(b))
          .join(',')}`,
      );
      expect(sharer.consoleErrors).toEqual([]);
    } finally {
      await sharer.context.close();
    }

    // The same models from the link alone, rendered on the server.
    const withUnknown = `${link},999999990`;
    const html = await (await fetch(withUnknown)).text();
    for (const model of chosen) expect(html).toContain(model.name);

    // Another device: nothing in its storage.
    const receiver = await openPage(browser(), viewport);
    try {
      const { page } = receiver;
      await gotoReady(page, withUnknown);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Shared selection');
      const names = (await page.locator('main .model-card__name').allTextContents())
        .map((name) => name.trim())
        .sort();
      expect(names).toEqual(chosen.map((m) => m.name).sort());
      expect(
        await page
          .getByRole('status')
          .filter({ hasText: '1 talent in this link is no longer available and was left out.' })
          .count(),
      ).toBe(1);

      await page.getByLabel('Name', { exact: true }).fill('Ana Lima');
      await page.getByLabel('Email').fill('ana@marca.com.br');
      await page.getByLabel('Phone').fill('+55 71 3333-1111');
      // Typed key by key as a visitor does, lines and inner spaces included.
      const message = 'Campanha de verão.\nDois dias,  Salvador e Praia do Forte.\n\nObrigada!';
      await page.getByLabel('Message').pressSequentially(message);
      const button = page.locator('main form button[type="submit"]');
      await button.click();
      await expect.poll(() => button.textContent(), { timeout: 15_000 }).toBe('Sent');
      const [entry] = (await site().demo!.received()).entries;
      expect((JSON.parse(entry!.fields.models!) as { id: number }[]).map((m) => String(m.id)).sort()).toEqual(
        chosen.map((m) => m.id).sort(),
      );
      expect(entry!.fields).toMatchObject({
        name: 'Ana Lima',
        email: 'ana@marca.com.br',
        phone: '+55 71 3333-1111',
        message,
      });

      await page.getByRole('button', { name: 'Keep all in my favorites' }).click();
      const stored = await page.evaluate(() =>
        Object.keys(JSON.parse(localStorage.getItem('favorites') ?? '{}') as object).sort(),
      );
      expect(stored).toEqual(chosen.map((m) => m.id).sort());
      expect(receiver.consoleErrors).toEqual([]);
    } finally {
      await receiver.context.close();
    }
  });
});
