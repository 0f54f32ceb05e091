import { chownSync, cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyRepo, type RepoCopy } from './repo-copy';
import { runSiteCommand, type SiteCommand } from './site-command';

// What the Dockerfile's runtime stage holds, without a container engine: the sources with
// production dependencies only (`pnpm install --prod`) and the built web, run as an unprivileged
// user who owns nothing but the data folders, with the image's environment.

const NOBODY = 65534;
const BUILT_WEB = fileURLToPath(new URL('../dist/', import.meta.url));

let repo: RepoCopy;
let data: string;
let site: SiteCommand | undefined;
beforeAll(() => {
  repo = copyRepo({ production: true });
  cpSync(BUILT_WEB, repo.path('web/dist'), { recursive: true });
  // The image's /data (outbox, images) and the user's home, the only places it may write.
  data = mkdtempSync(join(tmpdir(), 'image-data-'));
  for (const folder of ['', 'outbox', 'images', 'home']) {
    mkdirSync(join(data, folder), { recursive: true });
    chownSync(join(data, folder), NOBODY, NOBODY);
  }
});
afterAll(async () => {
  await site?.stop();
  repo?.remove();
  rmSync(data, { recursive: true, force: true });
});

describe('the production image, emulated', () => {
  it('serves the site from production dependencies, as an unprivileged user', async () => {
    const env = { PORT: '0', NODE_ENV: 'production', OUTBOX_DIR: join(data, 'outbox'), IMAGE_CACHE_DIR: join(data, 'images'), HOME: join(data, 'home') };
    site = await runSiteCommand(repo.dir, ['--filter', '@agency/web', 'start'], env, { uid: NOBODY });
    expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
    const page = await fetch(`${site.url}/sobre`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1 id="about-title"');
  });
});
