import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '@agency/test-kit/wait-for';
import { startHarness, type Harness } from './harness.js';

const ffmpeg = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;

/** What ffmpeg reads from a video file's header: its codec and size, and whether it has sound. */
async function probe(
  bytes: Buffer,
): Promise<{ codec: string; width: number; height: number; audio: boolean }> {
  const file = join(mkdtempSync(join(tmpdir(), 'probe-')), 'video.mp4');
  writeFileSync(file, bytes);
  // ffmpeg without an output exits 1 after printing the input's streams.
  const said = await promisify(execFile)(ffmpeg, ['-hide_banner', '-i', file]).then(
    ({ stderr }) => stderr,
    (error: { stderr: string }) => error.stderr,
  );
  const video = /Stream #.*Video: (\w+).*?, (\d+)x(\d+)/.exec(said);
  if (!video) throw new Error(`no video stream in: ${said}`);
  return { codec: video[1]!, width: Number(video[2]), height: Number(video[3]), audio: /Audio:/.test(said) };
}

let h: Harness;
let upload: string;
beforeAll(async () => {
  h = await startHarness({ env: { IMAGE_CACHE_DIR: mkdtempSync(join(tmpdir(), 'videos-')) } });
  const response = await fetch(`${h.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ websiteVideo(key: "selective_header") { mobileUrl } }' }),
  });
  upload = ((await response.json()) as { data: { websiteVideo: { mobileUrl: string } } }).data.websiteVideo
    .mobileUrl;
});
afterAll(() => h?.stop());

const phoneVideo = (src: string, init: RequestInit = {}, width = 720) =>
  fetch(`${h.url}/video/${width}?src=${encodeURIComponent(src)}`, { redirect: 'manual', ...init });

describe('video posters (/img of a video) and phone copies (/video)', () => {
  it("makes a poster from the video's first frame, resized like a photo", async () => {
    expect(upload).toMatch(/\.mp4$/);
    const poster = await fetch(`${h.url}/img/360?src=${encodeURIComponent(upload)}`, {
      headers: { accept: 'image/webp,*/*' },
    });
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await poster.arrayBuffer());
    const uploaded = await probe(Buffer.from(await (await fetch(upload)).arrayBuffer()));
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    // The frame's own shape, no wider than asked (never enlarged).
    expect(meta.width).toBe(Math.min(360, uploaded.width));
    expect(meta.height / meta.width).toBeCloseTo(uploaded.height / uploaded.width, 1);
    // A picture, not a blank: its pixels vary.
    const stats = await sharp(bytes).stats();
    expect(Math.max(...stats.channels.map((channel) => channel.stdev))).toBeGreaterThan(5);
  });

  it('sends the first visitor to the upload while the copy is made, then serves the copy with byte ranges', async () => {
    const first = await phoneVideo(upload);
    expect(first.status).toBe(307);
    expect(first.headers.get('location')).toBe(upload);
    expect(first.headers.get('cache-control')).toBe('no-store');

    const ranged = await waitFor(async () => {
      const answer = await phoneVideo(upload, { headers: { range: 'bytes=0-99' } });
      return answer.status === 307 ? (await answer.body?.cancel(), false) : answer;
    }, 20_000);
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-type')).toBe('video/mp4');
    expect(ranged.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/);
    expect((await ranged.arrayBuffer()).byteLength).toBe(100);

    const whole = await phoneVideo(upload);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('cache-control')).toContain('immutable');
    const copy = Buffer.from(await whole.arrayBuffer());
    const made = await probe(copy);
    expect(made.codec).toBe('h264');
    expect(made.width).toBeLessThanOrEqual(720);
    expect(made.width % 2).toBe(0);
    expect(made.audio).toBe(false);
    // The index comes first ("fast start"): a player starts before the whole file is in.
    expect(copy.indexOf('moov')).toBeLessThan(copy.indexOf('mdat'));
    const original = Buffer.from(await (await fetch(upload)).arrayBuffer());
    expect(copy.length).toBeLessThan(original.length);
  });

  it('refuses what is not a video of the agency storage, other widths and other methods', async () => {
    expect((await phoneVideo('http://example.com/a.mp4')).status).toBe(403);
    expect((await phoneVideo(upload.replace('.mp4', '.jpg'))).status).toBe(403);
    expect((await phoneVideo(upload.replace('/storage/', '/__demo/'))).status).toBe(403);
    expect((await phoneVideo(upload, {}, 640)).status).toBe(400);
    expect((await phoneVideo(upload, { method: 'POST' })).status).toBe(405);
  });

  it('a video the storage does not have gets no poster, and its visitors still go to the storage', async () => {
    const missing = upload.replace(/[^/]+\.mp4$/, 'no-such-video.mp4');
    expect((await fetch(`${h.url}/img/360?src=${encodeURIComponent(missing)}`)).status).toBe(404);
    const again = await phoneVideo(missing);
    expect(again.status).toBe(307);
    expect(again.headers.get('location')).toBe(missing);
  });
});
