import { startDemoUpstream, type DemoUpstream } from '@agency/demo-upstream/launcher';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from './api-process.js';
import { demoEnv } from './harness.js';
import { GET_SCOUTED, photos, postMultipart, validGetScouted } from '@agency/test-kit/uploads';

let demo: DemoUpstream;
let api: ApiProcess;
let outbox: string;
beforeAll(async () => {
  demo = await startDemoUpstream();
  outbox = mkdtempSync(join(tmpdir(), 'outbox-limits-'));
  api = await startApiProcess({ ...demoEnv(demo), OUTBOX_DIR: outbox });
});
afterAll(async () => {
  await api?.stop();
  await demo?.stop();
});

/** A blob of `size` bytes that starts like a JPEG, made without holding it twice. */
function bigJpeg(size: number): Blob {
  const head = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
  return new Blob([head, new Uint8Array(size - head.length)], { type: 'image/jpeg' });
}

const PHOTO = 90 * 1024 * 1024;

describe('upload limits', () => {
  it('refuses photos over 15 MB without the API memory growing by their size', async () => {
    const oversized = async () => {
      const files = await photos(3);
      files[2] = { name: 'huge.jpg', type: 'image/jpeg', bytes: bigJpeg(PHOTO) };
      return postMultipart(api.url, GET_SCOUTED, { input: validGetScouted }, files);
    };
    // The peak, not a sample: a sample of RSS swings by tens of MB with the garbage collector's
    // timing (the socket's dropped chunks wait for it), and a CI run once saw +71 MB that way.
    const start = api.rssBytes();
    for (let i = 0; i < 3; i++) {
      const { body } = await oversized();
      expect(body.errors![0]!.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        codes: { 'photos.2': 'photo_too_large' },
      });
    }
    // 270 MB went through. Streamed and dropped, the peak is one photo's worth of uncollected
    // chunks at most (87-98 MB seen); keeping two photos, or reading one whole before refusing
    // it (the photo plus its chunks), would pass 180 MB.
    expect(api.peakRssBytes() - start).toBeLessThan(PHOTO * 1.5);
    expect(readdirSync(join(outbox, 'pending'))).toEqual([]);
    expect(readdirSync(join(outbox, 'staging'))).toEqual([]);
  });

  it('refuses a request declaring more than 100 MB before reading it', async () => {
    const response = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: {
        'apollo-require-preflight': 'true',
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(5 * 1024 ** 3),
      },
      body: '--x--',
    }).catch((error: unknown) => error as Error);
    // Either the 413 arrives, or the server closed the socket on a body shorter than declared.
    if (response instanceof Response) expect(response.status).toBe(413);
  });
});
