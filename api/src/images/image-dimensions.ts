import { imageSize } from 'image-size';
import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import { remainingMs } from '@agency/server-kit/request-budget';
import type { UpstreamSample } from '../upstream/http-types.js';

export type Dimensions = { width: number; height: number };

/** Enough for the header of JPEG, PNG, WebP and AVIF files, EXIF included in practice. */
const HEAD_BYTES = 128 * 1024;
/** Storage probes at once per process: a cold page of 100 covers must not flood the storage. */
const CONCURRENT_PROBES = 8;
/** Covers keep their file names when replaced rarely; a day bounds a stale size. */
const REMEMBER_MS = 24 * 60 * 60 * 1000;

/**
 * Width and height of storage images (the list data has none for covers), read from the first
 * bytes of the file (image-size), remembered per URL. A request waits for a probe only as long as
 * its time budget allows; a late probe still finishes and is remembered for the next request.
 */
export class ImageDimensions {
  private readonly known = new LRUCache<string, Promise<Dimensions | null>>({
    max: 20_000,
    ttl: REMEMBER_MS,
  });
  private readonly limit = pLimit(CONCURRENT_PROBES);

  constructor(
    private readonly timeoutMs: number,
    private readonly observe?: (sample: UpstreamSample) => void,
  ) {}

  /** Null when the file cannot be read or measured, or not within the request's time budget. */
  async of(url: string): Promise<Dimensions | null> {
    let probe = this.known.get(url);
    if (!probe) {
      probe = this.limit(() => this.probe(url));
      this.known.set(url, probe);
      // A failed probe is forgotten, so the next request tries again.
      void probe.then((found) => {
        if (!found) this.known.delete(url);
      });
    }
    const wait = remainingMs();
    if (!Number.isFinite(wait)) return probe;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(resolve, Math.max(0, wait - 50), null)));
    return Promise.race([probe, late]).finally(() => clearTimeout(timer));
  }

  private async probe(url: string): Promise<Dimensions | null> {
    const started = performance.now();
    const sample = (outcome: Pick<UpstreamSample, 'status' | 'failure'>) =>
      this.observe?.({
        service: 'storage',
        path: 'size',
        ...outcome,
        seconds: (performance.now() - started) / 1000,
      });
    let head: Uint8Array;
    try {
      // No redirects: the storage must not be able to point us at another host.
      const response = await fetch(url, {
        redirect: 'error',
        headers: { range: `bytes=0-${HEAD_BYTES - 1}` },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      sample({ status: response.status });
      if (!response.ok || !response.body) return null;
      head = await readUpTo(response.body, HEAD_BYTES);
    } catch (error) {
      sample({ failure: (error as Error).name === 'TimeoutError' ? 'timeout' : 'unreachable' });
      return null;
    }
    try {
      const { width, height } = imageSize(head);
      return width && height ? { width, height } : null;
    } catch {
      // Not an image, or its header lies beyond the bytes read.
      return null;
    }
  }
}

/** The first `limit` bytes of a body (a storage that ignores Range sends the whole file: stop early). */
async function readUpTo(body: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  try {
    while (length < limit) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      length += value.length;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return Buffer.concat(chunks).subarray(0, limit);
}
