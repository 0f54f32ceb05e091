import type { Child } from './processes.js';
import { round } from './stats.js';

// Memory and stream helpers for benches that push big bodies through child processes
// (bench/streaming.ts, bench/forwarding.ts).

export const MB = 1024 * 1024;

/** Peak VmRSS growth (MB) of each child while `work` runs, sampled every 20 ms. */
export async function rssGrowths<T>(
  children: Child[],
  work: () => Promise<T>,
): Promise<{ value: T; growthMb: number[] }> {
  const before = children.map((c) => c.rssBytes());
  const peaks = [...before];
  const sample = () => children.forEach((c, i) => (peaks[i] = Math.max(peaks[i]!, c.rssBytes())));
  const timer = setInterval(sample, 20);
  try {
    const value = await work();
    sample();
    return { value, growthMb: peaks.map((peak, i) => round((peak - before[i]!) / MB, 1)) };
  } finally {
    clearInterval(timer);
  }
}

/** Reads a response to the end without keeping it; bytes and MB per second. */
export async function drain(
  response: Response,
): Promise<{ status: number; bytes: number; mbPerSecond: number }> {
  const started = performance.now();
  let bytes = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
  return {
    status: response.status,
    bytes,
    mbPerSecond: round(bytes / MB / ((performance.now() - started) / 1000), 1),
  };
}

/** A JPEG-looking blob of `size` bytes, made without holding it twice. */
export function bigJpeg(size: number): Blob {
  const head = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
  return new Blob([head, new Uint8Array(size - head.length)], { type: 'image/jpeg' });
}

/** A signed download link for a model's book, asked of the API (or a site in front of it) at `base`. */
export async function galleryZipUrl(base: string, modelId: string): Promise<string> {
  const answer = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `mutation { downloadGallery(modelId: "${modelId}", gallery: BOOK) { url } }`,
    }),
  });
  const body = (await answer.json()) as { data?: { downloadGallery: { url: string } }; errors?: unknown };
  if (!body.data)
    throw new Error(
      `downloadGallery through ${base} failed: ${answer.status} ${JSON.stringify(body.errors)}`,
    );
  return base + body.data.downloadGallery.url;
}
