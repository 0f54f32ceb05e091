// Storage files on demand: rendered on first request from the catalogue entry (so each has exactly
// its declared size), then kept in a byte-bounded LRU. Concurrent requests for the same file share
// one render.

import type { MediaEntry } from '../data/looks.js';
import { demoVideo } from '../video/demo-video.js';
import { LruCache } from './lru-cache.js';
import { renderPhoto } from './render-photo.js';

export type MediaFile = { body: Buffer; contentType: string };

const cache = new LruCache<Buffer>(128 * 1024 * 1024);
const inFlight = new Map<string, Promise<Buffer>>();

function render(path: string, entry: MediaEntry): Promise<Buffer> {
  if (entry.kind === 'video') return demoVideo(path, entry.width, entry.height, entry.seconds);
  return renderPhoto(path, entry.width, entry.height, entry.framing, entry.look);
}

export function contentTypeOf(path: string): string {
  if (path.endsWith('.mp4')) return 'video/mp4';
  if (path.endsWith('.png')) return 'image/png';
  return 'image/jpeg';
}

/** The file at a storage path, or null when the catalogue has no such file. */
export async function renderMedia(
  media: ReadonlyMap<string, MediaEntry>,
  path: string,
): Promise<MediaFile | null> {
  const entry = media.get(path);
  if (!entry) return null;
  const contentType = contentTypeOf(path);
  const cached = cache.get(path);
  if (cached) return { body: cached, contentType };
  let pending = inFlight.get(path);
  if (!pending) {
    pending = render(path, entry).finally(() => inFlight.delete(path));
    inFlight.set(path, pending);
  }
  const body = await pending;
  cache.set(path, body);
  return { body, contentType };
}
