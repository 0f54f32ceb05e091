import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';

let h: Harness;
let cover: string;
const cacheDir = mkdtempSync(join(tmpdir(), 'images-'));
beforeAll(async () => {
  h = await startHarness({ env: { IMAGE_CACHE_DIR: cacheDir } });
  const response = await fetch(`${h.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: '{ models(category: FASHION, gender: WOMAN, first: 1) { nodes { cover { url } } } }',
    }),
  });
  cover = ((await response.json()) as { data: { models: { nodes: { cover: { url: string } }[] } } }).data
    .models.nodes[0]!.cover.url;
});
afterAll(() => h?.stop());

const image = (width: number, src: string, accept = 'image/avif,image/webp,*/*') =>
  fetch(`${h.url}/img/${width}?src=${encodeURIComponent(src)}`, { headers: { accept } });

describe('/img: resized storage images', () => {
  it('resizes to the asked width in the best format the browser accepts, with long cache headers', async () => {
    expect(cover.startsWith(h.demo.storageUrl)).toBe(true);
    const avif = await image(360, cover);
    expect(avif.status).toBe(200);
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(avif.headers.get('cache-control')).toContain('max-age=2592000');
    expect(avif.headers.get('vary')).toBe('Accept');
    const bytes = Buffer.from(await avif.arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBeLessThanOrEqual(360);
    // A phone-width list thumbnail stays small.
    expect(bytes.length).toBeLessThanOrEqual(30 * 1024);

    const webp = await image(240, cover, 'image/webp,*/*');
    expect(webp.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await webp.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(240);
  });

  it('serves a repeat from the disk cache without asking the storage again', async () => {
    await image(480, cover);
    const files = readdirSync(cacheDir).length;
    const before = await h.demo.calls('panel');
    const again = await image(480, cover);
    expect(again.status).toBe(200);
    expect(readdirSync(cacheDir).length).toBe(files);
    expect(await h.demo.calls('panel')).toEqual(before);
  });

  it('keeps the resized files when the storage moves to another host or port', async () => {
    await image(720, cover);
    const files = readdirSync(cacheDir).length;
    // Another API on the same cache folder, its storage (another demo upstream) on another port.
    const moved = await startHarness({ env: { IMAGE_CACHE_DIR: cacheDir } });
    try {
      const sameFile = moved.demo.storageUrl + cover.slice(h.demo.storageUrl.length);
      expect(sameFile).not.toBe(cover);
      const before = await moved.demo.calls('panel');
      const response = await fetch(`${moved.url}/img/720?src=${encodeURIComponent(sameFile)}`, {
        headers: { accept: 'image/avif,image/webp,*/*' },
      });
      expect(response.status).toBe(200);
      expect(readdirSync(cacheDir).length).toBe(files);
      expect(await moved.demo.calls('panel')).toEqual(before);
    } finally {
      await moved.stop();
    }
  });

  it('refuses other origins, paths outside the storage and widths off the list', async () => {
    expect((await image(360, 'http://example.com/a.jpg')).status).toBe(403);
    expect((await image(360, cover.replace('/storage/', '/__demo/'))).status).toBe(403);
    expect((await image(360, `${h.demo.storageUrl}../__demo/calls`)).status).toBe(403);
    expect((await image(360, cover.replace('127.0.0.1', 'localhost'))).status).toBe(403);
    expect((await image(361, cover)).status).toBe(400);
  });
});
