import { readFileSync, writeFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allStarted } from '@agency/test-kit/all-started';
import { freePort } from '@agency/test-kit/free-port';
import { waitFor } from '@agency/test-kit/wait-for';
import { launchBrowser, openPage } from './fixtures';
import { copyRepo, type RepoCopy } from './repo-copy';
import { runSiteCommand, type SiteCommand } from './site-command';

// `pnpm dev` in a copy of the repository, whose files the tests edit as a developer would: a
// screen's change shows in the open page without a reload, an API change restarts the API.

let repo: RepoCopy;
let dev: SiteCommand | undefined;
let browser: Browser | undefined;
beforeAll(async () => {
  repo = copyRepo();
  // A port of its own, kept when the API's restart restarts the server.
  const env = { PORT: String(await freePort()) };
  await allStarted([
    runSiteCommand(repo.dir, ['dev'], env).then((d) => (dev = d)),
    launchBrowser().then((b) => (browser = b)),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await dev?.stop();
  repo?.remove();
});

function edit(relative: string, from: string, to: string): void {
  const file = repo.path(relative);
  const text = readFileSync(file, 'utf8');
  expect(text).toContain(from);
  writeFileSync(file, text.replace(from, to));
}

describe('pnpm dev', () => {
  it('shows an edit to a screen in the open page, without reloading it', async () => {
    const { page, context } = await openPage(browser!, 'desktop');
    const viteConnected = page.waitForEvent('console', {
      predicate: (message) => message.text().includes('[vite] connected'),
    });
    // Loaded in full (Vite bundles the dependencies on a first visit): the screen's module is in
    // the page, so the edit reaches it as a hot update.
    await page.goto(`${dev!.url}/sobre`, { waitUntil: 'networkidle' });
    await viteConnected;
    expect(
      await page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => entry.name.includes('/about-screen.tsx')),
      ),
    ).toBe(true);
    await page.getByRole('heading', { level: 1, name: 'Sobre' }).waitFor();
    // A full reload would lose this.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    edit('web/src/features/about/about-screen.tsx', "{t('nav.about')}\n", "{t('nav.about')} (editado)\n");

    await page.getByRole('heading', { level: 1, name: 'Sobre (editado)' }).waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    // The server renders from the edited source too (React marks the text boundary with a comment).
    const html = await (await fetch(`${dev!.url}/sobre`)).text();
    expect(html.includes('Sobre<!-- --> (editado)</h1>')).toBe(true);
    await context.close();
  });

  it('restarts the API when its code changes', async () => {
    edit(
      'api/src/http/readiness.ts',
      "sendJson(res, 200, { status: 'ok' });",
      "sendJson(res, 200, { status: 'ok', edited: true });",
    );
    const health = () =>
      fetch(`${dev!.url}/healthz`).then(
        (r) => r.json() as Promise<{ edited?: boolean }>,
        () => null,
      );
    await waitFor(async () => (await health())?.edited === true, 60_000);
    // Pages are served again after the restart.
    await waitFor(async () => (await fetch(`${dev!.url}/sobre`).catch(() => null))?.status === 200, 30_000);
  });
});
