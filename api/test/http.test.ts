import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.stop());

describe('developer sandbox', () => {
  it('serves GraphiQL from this origin when a browser opens /graphql', async () => {
    const page = await fetch(`${h.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    const assets = [...html.matchAll(/(?:src|href)="(\/graphql\/sandbox\/[^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBe(5);
    // Nothing loads from a CDN: the sandbox works offline.
    expect(html).not.toMatch(/https?:\/\//);
    for (const asset of assets) {
      const response = await fetch(h.url + asset);
      expect(response.status, asset).toBe(200);
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(100);
    }
  });

  it('keeps introspection on for partner apps', async () => {
    const response = await fetch(`${h.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: '{ __schema { queryType { fields { name } } mutationType { fields { name } } } }',
      }),
    });
    const { data } = (await response.json()) as {
      data: {
        __schema: { queryType: { fields: { name: string }[] }; mutationType: { fields: { name: string }[] } };
      };
    };
    expect(data.__schema.queryType.fields.map((f) => f.name).sort()).toEqual([
      'contact',
      'homeSlides',
      'model',
      'models',
      'modelsByIds',
      'options',
      'post',
      'posts',
      'prehome',
      'selectiveCities',
      'socialMedia',
      'websiteImage',
      'websiteText',
      'websiteVideo',
    ]);
    expect(data.__schema.mutationType.fields.map((f) => f.name).sort()).toEqual([
      'downloadGallery',
      'submitContact',
      'submitFavorites',
      'submitGetScouted',
      'submitSelective',
    ]);
  });

  it('refuses a malformed body with a clear 400', async () => {
    const response = await fetch(`${h.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: [{ message: 'Request body is not valid JSON.' }] });
  });

  it('blocks simple cross-site requests (CSRF prevention on)', async () => {
    const response = await fetch(`${h.url}/graphql?query=${encodeURIComponent('{ contact { email } }')}`);
    expect(response.status).toBe(400);
  });
});
