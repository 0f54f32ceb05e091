import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoUpstream, type DemoUpstream } from '@agency/demo-upstream/launcher';
import { createApi, parseApiConfig, type Api } from '@agency/api';
import { createLogger } from '@agency/server-kit/logger';
import { demoEnv } from '@agency/test-kit/demo-env';
import { newPartnerKey, writeKeysFile } from '@agency/test-kit/partner-keys';
import { launchBrowser } from './fixtures';

// A partner's browser app on its own origin calls the API with its key: real Chromium decides,
// from the API's CORS headers alone, what the page may read. Four origins on loopback: the API at
// localhost, three pages at 127.0.0.1 on their own ports (a port makes an origin).

/** The partner's page: asks for the contact address with the key in its URL fragment and shows what happened. */
const PAGE = `<!doctype html><meta charset="utf-8"><title>partner app</title><output id="result">waiting</output>
<script type="module">
  const key = decodeURIComponent(location.hash.slice(1));
  const result = document.getElementById('result');
  try {
    const response = await fetch(new URLSearchParams(location.search).get('api') + '/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key && { authorization: 'Bearer ' + key }) },
      body: JSON.stringify({ query: '{ contact { address } }' }),
    });
    const body = await response.json();
    result.textContent = JSON.stringify({ status: response.status, policy: response.headers.get('ratelimit-policy'), address: body.data?.contact?.address });
  } catch (error) {
    result.textContent = 'blocked: ' + error.name;
  }
</script>`;

type Origin = { url: string; server: Server };

async function servePage(): Promise<Origin> {
  const server = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const { key: KEY, sha256: KEY_SHA256 } = newPartnerKey();
let demo: DemoUpstream;
let api: Api;
let apiServer: Server;
let apiUrl: string;
let browser: Browser;
let partner: Origin;
let site: Origin;
let stranger: Origin;

beforeAll(async () => {
  [partner, site, stranger] = await Promise.all([servePage(), servePage(), servePage()]);
  demo = await startDemoUpstream();
  const keysFile = writeKeysFile([
    { name: 'acme', keySha256: KEY_SHA256, origins: [partner.url], costPerHour: 5000 },
  ]);
  const config = parseApiConfig(
    demoEnv(demo, {
      PARTNER_KEYS_FILE: keysFile,
      // A page allowed to call without a key, as a partner's demo page or a public widget would be.
      CORS_ORIGINS: site.url,
    }),
  );
  api = await createApi(config, createLogger(config.logLevel));
  apiServer = createServer(
    (req, res) =>
      void Promise.resolve(api.handle(req, res)).then((handled) => handled || res.writeHead(404).end()),
  );
  await new Promise<void>((resolve) => apiServer.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://localhost:${(apiServer.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  for (const server of [apiServer, partner?.server, site?.server, stranger?.server]) {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  }
  await api?.stop();
  await demo?.stop();
});

/** Opens the page at `origin` calling the API (with `key`, if any) and returns what it shows. */
async function run(origin: Origin, key = ''): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin.url}/?api=${encodeURIComponent(apiUrl)}#${encodeURIComponent(key)}`);
    await page.waitForFunction(() => document.getElementById('result')?.textContent !== 'waiting');
    return (await page.textContent('#result'))!;
  } finally {
    await context.close();
  }
}

describe('CORS for partner apps, in Chromium', () => {
  it('lets a page on the key’s origin call the API with the key, and read its answer and budget', async () => {
    const shown = JSON.parse(await run(partner, KEY)) as { status: number; policy: string; address: string };
    expect(shown.status).toBe(200);
    expect(shown.address).toEqual(expect.any(String));
    expect(shown.address.length).toBeGreaterThan(0);
    // The key's own budget, readable because the header is exposed.
    expect(shown.policy).toBe('"cost";q=5000;w=3600;qu="cost"');
  });

  it('lets a page from CORS_ORIGINS call without a key', async () => {
    const shown = JSON.parse(await run(site)) as { status: number; policy: string };
    expect(shown).toMatchObject({ status: 200, policy: '"cost";q=50000;w=60;qu="cost"' });
  });

  it('blocks a page from an origin not listed, with or without the key', async () => {
    expect(await run(stranger, KEY)).toBe('blocked: TypeError');
    expect(await run(stranger)).toBe('blocked: TypeError');
  });

  it('blocks the key from an origin listed only for keyless callers', async () => {
    expect(await run(site, KEY)).toBe('blocked: TypeError');
  });
});

describe('the published schema, in Chromium', () => {
  it('is readable from a page on any origin (a public document, no credentials)', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${stranger.url}/`);
      const read = await page.evaluate(async (api) => {
        const response = await fetch(`${api}/graphql/schema.graphql`);
        return {
          status: response.status,
          etag: response.headers.get('etag'),
          start: (await response.text()).slice(0, 40),
        };
      }, apiUrl);
      expect(read.status).toBe(200);
      expect(read.etag).toMatch(/^"[\w-]{32}"$/);
      expect(read.start).toMatch(/^# Bahia Models GraphQL API/);
    } finally {
      await context.close();
    }
  });
});
