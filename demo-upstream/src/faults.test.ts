import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startDemoUpstream } from './launcher.js';
import type { DemoUpstream } from './launcher.js';
import { bearer, integrationToken, panelToken, readZip, waitFor } from './test-helpers.js';

let demo: DemoUpstream;

beforeAll(async () => {
  demo = await startDemoUpstream({ env: { DEMO_TOKEN_TTL_SECONDS: '600' } });
});
afterAll(() => demo?.stop());
afterEach(() => demo.clearFaults());

async function attributes(token: string): Promise<Response> {
  return fetch(`${demo.integrationUrl}/api/talents/attributes?countries=1`, { headers: bearer(token) });
}

async function talentsPage(token: string): Promise<Response> {
  return fetch(`${demo.integrationUrl}/api/talents?paginate=5&page=1`, {
    method: 'POST',
    headers: { ...bearer(token), 'Content-Type': 'application/json' },
    body: JSON.stringify({ filters: { categories: [1938] } }),
  });
}

describe('tokens', () => {
  it('reports the configured lifetime and stops accepting tokens after expire-tokens', async () => {
    const signIn = await fetch(`${demo.integrationUrl}/api/signin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        salt: demo.credentials.integrationSalt,
        api_key: demo.credentials.integrationApiKey,
      }),
    });
    const { access_token: token, expires_in: expiresIn } = (await signIn.json()) as {
      access_token: string;
      expires_in: number;
    };
    expect(expiresIn).toBe(600);
    const panel = await panelToken(demo);
    expect((await attributes(token)).status).toBe(200);
    await demo.expireTokens();
    expect((await attributes(token)).status).toBe(401);
    expect((await fetch(`${demo.panelUrl}/api/customizations`, { headers: bearer(panel) })).status).toBe(401);
    expect((await attributes(await integrationToken(demo))).status).toBe(200);
  });
});

describe('fault knobs', () => {
  it('latencyMs delays answers on the matching paths only', async () => {
    const token = await integrationToken(demo);
    await demo.setFaults({ latencyMs: 300, paths: ['/api/talents/attributes'] });
    let started = Date.now();
    expect((await attributes(token)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    started = Date.now();
    expect((await talentsPage(token)).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(290);
  });

  it('errorRate 1 answers 500; times limits how many calls are hit', async () => {
    const token = await integrationToken(demo);
    await demo.setFaults({ errorRate: 1, times: 2 });
    expect((await attributes(token)).status).toBe(500);
    expect((await attributes(token)).status).toBe(500);
    expect((await attributes(token)).status).toBe(200);
  });

  it('errorRate 0.5 fails some calls and not others', async () => {
    const token = await integrationToken(demo);
    await demo.setFaults({ errorRate: 0.5, paths: ['/api/talents/attributes'] });
    const statuses = await Promise.all(
      Array.from({ length: 30 }, () => attributes(token).then((r) => r.status)),
    );
    expect(statuses).toContain(500);
    expect(statuses).toContain(200);
  });

  it('outage answers 503 to everything, sign-in included', async () => {
    const token = await integrationToken(demo);
    await demo.setFaults({ outage: true }, 'integration');
    expect((await attributes(token)).status).toBe(503);
    await expect(integrationToken(demo)).rejects.toThrow(/503/);
    // The panel was not named, so it still answers.
    expect(await panelToken(demo)).toBeTruthy();
  });

  it('reset destroys the connection', async () => {
    const token = await integrationToken(demo);
    await demo.setFaults({ reset: true, paths: ['/api/talents'] }, 'integration');
    await expect(talentsPage(token)).rejects.toThrow();
  });

  it('malformedJson cuts JSON bodies short', async () => {
    const token = await integrationToken(demo);
    await demo.setFaults({ malformedJson: true, paths: ['/api/talents'] });
    const response = await talentsPage(token);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text.startsWith('{"data":')).toBe(true);
    expect(() => {
      JSON.parse(text);
    }).toThrow();
  });

  it('wrongTypes sends ids as strings and data lists as objects', async () => {
    const token = await integrationToken(demo);
    await demo.setFaults({ wrongTypes: true });
    const body = (await (await talentsPage(token)).json()) as {
      data: { current_page: unknown; data: Record<string, { id: unknown }> };
    };
    expect(Array.isArray(body.data.data)).toBe(false);
    expect(typeof body.data.data['0']?.id).toBe('string');
    expect(body.data.current_page).toBe('1');
  });

  it('trickleMs spreads the body over that time', async () => {
    const token = await integrationToken(demo);
    await demo.setFaults({ trickleMs: 400, paths: ['/api/talents'] });
    const started = Date.now();
    const response = await talentsPage(token);
    const body = (await response.json()) as { data: { data: unknown[] } };
    expect(Date.now() - started).toBeGreaterThanOrEqual(350);
    expect(body.data.data).toHaveLength(5);
  });

  it('unauthorizedForMs answers 401 to authenticated calls and sign-in, then recovers by itself', async () => {
    const token = await integrationToken(demo);
    await demo.setFaults({ unauthorizedForMs: 400 });
    expect((await attributes(token)).status).toBe(401);
    await expect(integrationToken(demo)).rejects.toThrow(/401/);
    // Storage needs no token, so it is not affected.
    expect((await fetch(`${demo.storageUrl}talents/48213/cover_web.jpg`)).status).toBe(200);
    await waitFor(async () => (await attributes(token)).status === 200);
  });

  it('faults can target one service by the port called or by name, and clear', async () => {
    const token = await integrationToken(demo);
    const response = await fetch(`${demo.panelUrl}/__demo/faults`, {
      method: 'POST',
      body: JSON.stringify({ outage: true }),
    });
    expect(response.status).toBe(200);
    expect((await attributes(token)).status).toBe(200);
    expect((await fetch(`${demo.panelUrl}/api/customizations`)).status).toBe(503);
    await fetch(`${demo.panelUrl}/__demo/faults`, { method: 'DELETE' });
    expect((await fetch(`${demo.panelUrl}/api/customizations`)).status).toBe(401);
    const invalid = await fetch(`${demo.panelUrl}/__demo/faults`, {
      method: 'POST',
      body: JSON.stringify({ errorRate: 2 }),
    });
    expect(invalid.status).toBe(400);
  });
});

describe('admin API', () => {
  it('counts calls per method and path', async () => {
    await demo.resetCalls();
    const token = await integrationToken(demo);
    await attributes(token);
    await attributes(token);
    await talentsPage(token);
    const calls = await demo.calls('integration');
    expect(calls.counts).toEqual({
      'POST /api/signin': 1,
      'GET /api/talents/attributes': 2,
      'POST /api/talents': 1,
    });
    expect(calls.total).toBe(4);
    expect((await demo.calls('panel')).total).toBe(0);
  });

  it('adds a generated padding entry of the asked size to gallery zips', async () => {
    const token = await panelToken(demo);
    await demo.setZipPadding(3 * 1024 * 1024 + 7);
    const response = await fetch(`${demo.panelUrl}/api/download/gallery`, {
      method: 'POST',
      headers: { ...bearer(token), 'Content-Type': 'application/json' },
      body: JSON.stringify({ talent: { id: 48213 }, gallery: 'book' }),
    });
    const entries = await readZip(Buffer.from(await response.arrayBuffer()));
    await demo.setZipPadding(0);
    expect(entries.at(-1)).toMatchObject({ name: 'padding.bin', size: 3 * 1024 * 1024 + 7 });
  });

  it('answers health on both ports', async () => {
    for (const url of [demo.panelUrl, demo.integrationUrl]) {
      const health = (await (await fetch(`${url}/__demo/health`)).json()) as { ok: boolean };
      expect(health.ok).toBe(true);
    }
  });
});
