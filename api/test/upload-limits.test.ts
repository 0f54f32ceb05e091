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

describe('upload limits', () => {
  it('refuses photos over 15 MB without the API memory growing by their size', async () => {
    const oversized = async () => {
      const files = await photos(3);
      files[2] = { name: 'huge.jpg', type: 'image/jpeg', bytes: bigJpeg(90 * 1024 * 1024) };
      return postMultipart(api.url, GET_SCOUTED, { input: validGetScouted }, files);
    };
    // The first one sets the allocator's high-water mark (socket and parser buffers); after
    // that, each 90 MB photo must stream through without the process keeping any of it.
    await oversized();
    const before = api.rssBytes();
    for (let i = 0; i < 2; i++) {
      const { body } = await oversized();
      expect(body.errors![0]!.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        codes: { 'photos.2': 'photo_too_large' },
      });
    }
    // 180 MB went through; keeping even one photo would add 90 MB. The bound leaves room for the
    // garbage collector's timing (16 MB was crossed now and then on a busy machine: 19-41 MB seen).
    expect(api.rssBytes() - before).toBeLessThan(64 * 1024 * 1024);
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
