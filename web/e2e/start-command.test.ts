import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '@agency/test-kit/wait-for';
import { machinePath, PINNED_NODE, servingNodeVersion } from './machine-node';
import { copyRepo, type RepoCopy } from './repo-copy';
import { runSiteCommand, type SiteCommand } from './site-command';

// `pnpm start` as the README has a newcomer run it: no upstream variable and no Redis, so it
// builds the servers and the web and starts the site on the embedded demo upstream, each instance
// on its own memory, on the pinned Node whatever Node the machine has.

const METRICS_TOKEN = 'start-command-metrics-token';

let repo: RepoCopy;
let site: SiteCommand | undefined;
beforeAll(() => {
  repo = copyRepo();
});
afterAll(async () => {
  await site?.stop();
  repo?.remove();
});

describe('pnpm start on a fresh machine', () => {
  it('builds the web and serves the site and GraphQL on the demo upstream, Redis off, on the pinned Node', async () => {
    site = await runSiteCommand(repo.dir, ['start'], { PORT: '0', PATH: machinePath(), METRICS_TOKEN });
    // The machine's own Node may be older: the copy's install brought the pinned one.
    expect(await servingNodeVersion(site.url, METRICS_TOKEN)).toBe(PINNED_NODE);
    // Compiled JavaScript on plain Node, and Vite quiet about its config loader.
    expect(site.output()).toMatch(/\$ node [^\n]*dist-node\/main\.js/);
    expect(site.output()).not.toMatch(/\$ tsx |--import tsx|configLoader|Unsupported engine/);

    const home = await fetch(`${site.url}/`);
    expect(home.status).toBe(200);
    const html = await home.text();
    // Rendered with the demo's data (its slides), in a page that loads the built scripts.
    expect(/<script type="application\/json" id="apollo-state">\{"Slide:1"/.test(html)).toBe(true);
    expect(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">/.test(html)).toBe(true);

    const ready = await waitFor(async () => {
      const response = await fetch(`${site!.url}/readyz`);
      return response.status === 200 && ((await response.json()) as { status: string; redis: string });
    }, 20_000);
    expect(ready).toMatchObject({ status: 'ready', redis: 'off' });

    const answer = await fetch(`${site.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: '{ models(category: FASHION, gender: WOMAN, first: 3) { nodes { id name } } }',
      }),
    });
    const body = (await answer.json()) as { data: { models: { nodes: { name: string }[] } } };
    expect(body.data.models.nodes).toHaveLength(3);
  });
});
