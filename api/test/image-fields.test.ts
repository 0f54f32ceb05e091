import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';
import { CoverImages } from './operations.js';
import { rawGraphQL } from './raw-graphql.js';

// Image fields as a partner sees them: resized URLs on the deployment's origin, srcset, and the
// covers' real sizes (read from the files; the list data has none).

const PUBLIC_ORIGIN = 'https://models.example';
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ env: { PUBLIC_ORIGIN, IMAGE_CACHE_DIR: mkdtempSync(join(tmpdir(), 'images-')) } });
});
afterAll(() => h?.stop());

/** The same path on the test server, since PUBLIC_ORIGIN names the public one. */
const local = (url: string) => url.replace(PUBLIC_ORIGIN, h.url);

describe('Image fields', () => {
  it('gives each cover its real width and height, a resized URL on our origin and a srcset', async () => {
    const { data, errors } = await h.query(CoverImages, {
      category: 'FASHION',
      gender: 'WOMAN',
      first: 6,
      width: 300,
    });
    expect(errors).toBeUndefined();
    for (const { cover } of data!.models!.nodes) {
      expect(cover!.original.startsWith(h.demo.storageUrl)).toBe(true);
      const file = await sharp(Buffer.from(await (await fetch(cover!.original)).arrayBuffer())).metadata();
      expect({ width: cover!.width, height: cover!.height }).toEqual({
        width: file.width,
        height: file.height,
      });
      expect(cover!.resized).toBe(`${PUBLIC_ORIGIN}/img/360?src=${encodeURIComponent(cover!.original)}`);
      const resized = await fetch(local(cover!.resized), { headers: { accept: 'image/webp' } });
      expect(resized.status).toBe(200);
      expect((await sharp(Buffer.from(await resized.arrayBuffer())).metadata()).width).toBe(
        Math.min(360, file.width),
      );
      const candidates = cover!.srcset.split(', ').map((candidate) => candidate.split(' '));
      expect(candidates.length).toBeGreaterThan(1);
      for (const [url, descriptor] of candidates) {
        expect(url!.startsWith(`${PUBLIC_ORIGIN}/img/`)).toBe(true);
        expect(Number(descriptor!.slice(0, -1))).toBeLessThanOrEqual(Math.max(240, file.width));
      }
    }
  });

  it('snaps a width to the sizes made (2400 at most) and refuses a width out of range', async () => {
    const widths = await rawGraphQL(
      h.url,
      '{ models(category: FASHION, gender: WOMAN, first: 1) { nodes { cover { a: url(width: 1) b: url(width: 480) c: url(width: 481) d: url(width: 4000) } } } }',
    );
    const cover = (widths.body.data!['models'] as { nodes: { cover: Record<string, string> }[] }).nodes[0]!
      .cover;
    expect(
      [cover['a'], cover['b'], cover['c'], cover['d']].map((url) => url!.match(/\/img\/(\d+)\?/)![1]),
    ).toEqual(['240', '480', '720', '2400']);
    const refused = await rawGraphQL(
      h.url,
      '{ models(category: FASHION, gender: WOMAN, first: 1) { nodes { cover { url(width: 0) } } } }',
    );
    expect(refused.body.errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', argument: 'width' },
    });
  });

  it('resizes gallery photos the same way', async () => {
    const list = await rawGraphQL(
      h.url,
      '{ models(category: FASHION, gender: WOMAN, first: 1) { nodes { id } } }',
    );
    const id = (list.body.data!['models'] as { nodes: { id: string }[] }).nodes[0]!.id;
    const answer = await rawGraphQL(
      h.url,
      `{ model(id: "${id}") { galleries { book { url small: url(width: 700) srcset width } } } }`,
    );
    const photo = (
      answer.body.data!['model'] as {
        galleries: { book: { url: string; small: string; srcset: string; width: number }[] };
      }
    ).galleries.book[0]!;
    expect(photo.small).toBe(`${PUBLIC_ORIGIN}/img/720?src=${encodeURIComponent(photo.url)}`);
    expect(
      photo.srcset
        .split(', ')
        .every((candidate) => Number(candidate.split(' ')[1]!.slice(0, -1)) <= Math.max(240, photo.width)),
    ).toBe(true);
  });
});
