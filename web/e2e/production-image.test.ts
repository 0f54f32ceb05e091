import { chownSync, cpSync, globSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PINNED_NODE, servingNodeVersion } from './machine-node';
import { copyRepo, type RepoCopy } from './repo-copy';
import { runSiteCommand, type SiteCommand } from './site-command';

// What the Dockerfile's runtime stage holds, without a container engine: production dependencies
// only (`pnpm install --prod`, without the root's optional Node binary), the servers built to
// JavaScript and the built web, no TypeScript source, run as an unprivileged user who owns nothing
// but the data folders, with the image's environment.

const NOBODY = 65534;
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SERVER_PACKAGES = ['server-kit', 'rules', 'api', 'demo-upstream', 'web'];
const METRICS_TOKEN = 'production-image-metrics-token';

let repo: RepoCopy;
let data: string;
let site: SiteCommand | undefined;
beforeAll(() => {
  repo = copyRepo({ production: true });
  // As the Dockerfile's prod-deps stage: the image brings its own Node.
  for (const binary of [
    'node_modules/.bin/node',
    ...globSync('node_modules/{,.pnpm/}node-linux-*', { cwd: repo.dir }),
  ]) {
    rmSync(repo.path(binary), { recursive: true, force: true });
  }
  // As the runtime stage: built code only (`pnpm test` builds before vitest runs).
  for (const name of SERVER_PACKAGES) {
    for (const source of ['src', 'server'])
      rmSync(repo.path(`${name}/${source}`), { recursive: true, force: true });
    cpSync(join(ROOT, name, 'dist-node'), repo.path(`${name}/dist-node`), { recursive: true });
  }
  cpSync(join(ROOT, 'web/dist'), repo.path('web/dist'), { recursive: true });
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
    const env = {
      PORT: '0',
      NODE_ENV: 'production',
      OUTBOX_DIR: join(data, 'outbox'),
      IMAGE_CACHE_DIR: join(data, 'images'),
      HOME: join(data, 'home'),
      METRICS_TOKEN,
    };
    site = await runSiteCommand(repo.dir, ['--filter', '@agency/web', 'start'], env, { uid: NOBODY });
    expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
    expect(await servingNodeVersion(site.url, METRICS_TOKEN)).toBe(PINNED_NODE);
    const page = await fetch(`${site.url}/sobre`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1 id="about-title"');
  });
});
