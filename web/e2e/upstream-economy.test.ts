import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Site } from '../server/main';
import { waitFor } from '@agency/test-kit/wait-for';
import { startTestSite } from './fixtures';

// Server rendering through the read cache: page views must not multiply upstream calls.
const ADMIN_TOKEN = 'admin-token-for-the-upstream-economy-test-0123456789';
let site: Site;
beforeAll(async () => {
  site = await startTestSite({ ADMIN_TOKEN });
  // The boards and content are loaded at start (warm start); its calls are over once ready.
  await waitFor(async () => (await fetch(`${site.url}/readyz`)).status === 200);
  // Site-wide data (texts, contact, social links) is loaded once by any page.
  await fetch(`${site.url}/en/about`).then((r) => r.text());
});
afterAll(() => site?.stop());

async function upstreamCalls(): Promise<number> {
  const [integration, panel] = await Promise.all([
    site.demo!.calls('integration'),
    site.demo!.calls('panel'),
  ]);
  return integration.total + panel.total;
}

describe('upstream economy', () => {
  it('renders a cold burst of 200 list pages with one upstream list call, a profile with one, favourites with none', async () => {
    // Cold: the boards the warm start loaded are purged, so the burst loads its board again.
    const purged = await fetch(`${site.url}/admin/purge`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: '{"boards": true}',
    });
    expect(purged.status).toBe(200);
    await site.demo!.resetCalls();
    const statuses = await Promise.all(
      Array.from({ length: 200 }, () => fetch(`${site.url}/en/models/women/fashion`).then((r) => r.status)),
    );
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect(await upstreamCalls()).toBe(1);

    await site.demo!.resetCalls();
    const html = await fetch(`${site.url}/en/models/women/fashion`).then((r) => r.text());
    // The second model: the first one's profile is loaded by the warm start (api/src/graphql/warm-path.ts).
    const profile = [
      ...new Set([...html.matchAll(/href="(\/en\/models\/\d+\/[^"]+)"/g)].map((match) => match[1]!)),
    ][1]!;
    expect((await fetch(site.url + profile)).status).toBe(200);
    expect(await upstreamCalls()).toBe(1);

    await site.demo!.resetCalls();
    expect((await fetch(`${site.url}/en/favorites`)).status).toBe(200);
    expect(await upstreamCalls()).toBe(0);
  });
});
