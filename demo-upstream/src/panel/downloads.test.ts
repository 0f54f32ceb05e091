import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoUpstream } from '../launcher.js';
import type { DemoUpstream } from '../launcher.js';
import { bearer, integrationToken, panelToken, readZip } from '../test-helpers.js';

// The panel's gallery download, as the API streams it to visitors.

let demo: DemoUpstream;
let token: string;

beforeAll(async () => {
  demo = await startDemoUpstream();
  token = await panelToken(demo);
});
afterAll(() => demo?.stop());

describe('downloads', () => {
  it('streams the gallery as a stored (uncompressed) zip of its images', async () => {
    const integration = await integrationToken(demo);
    const profile = (await (
      await fetch(`${demo.integrationUrl}/api/talent/profile?id=48213`, { headers: bearer(integration) })
    ).json()) as {
      data: { name: string; book: unknown[] };
    };
    const response = await fetch(`${demo.panelUrl}/api/download/gallery`, {
      method: 'POST',
      headers: { ...bearer(token), 'Content-Type': 'application/json' },
      body: JSON.stringify({ talent: profile.data, gallery: 'book' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Ana Clara Souza_book\.zip"/,
    );
    const entries = await readZip(Buffer.from(await response.arrayBuffer()));
    expect(entries.map((e) => e.name)).toEqual(
      profile.data.book.map((_, i) => `book_${String(i + 1).padStart(2, '0')}.jpg`),
    );
    for (const entry of entries) {
      expect(entry.method).toBe(0);
      expect(entry.data.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    }
  });

  it('answers 404 for an unknown model or an empty gallery, 422 for an unknown gallery', async () => {
    const post = (body: unknown) =>
      fetch(`${demo.panelUrl}/api/download/gallery`, {
        method: 'POST',
        headers: { ...bearer(token), 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post({ talent: { id: 1 }, gallery: 'book' })).status).toBe(404);
    expect((await post({ talent: { id: 48213 }, gallery: 'everything' })).status).toBe(422);
    const health = (await (await fetch(`${demo.panelUrl}/__demo/health`)).json()) as { models: number };
    expect(health.models).toBeGreaterThanOrEqual(160);
  });

  it('zips several models and galleries through /api/download/zip', async () => {
    const response = await fetch(`${demo.panelUrl}/api/download/zip`, {
      method: 'POST',
      headers: { ...bearer(token), 'Content-Type': 'application/json' },
      body: JSON.stringify({ talents: [{ id: 48213 }], galleries: ['compo'] }),
    });
    expect(response.status).toBe(200);
    const entries = await readZip(Buffer.from(await response.arrayBuffer()));
    expect(entries.map((e) => e.name)).toEqual([
      'Ana Clara Souza 48213/compo_01.jpg',
      'Ana Clara Souza 48213/compo_02.jpg',
    ]);
  });
});
