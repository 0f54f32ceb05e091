import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataFreshness } from './page-cache.js';

/** The earliest moment any answer read during a render stops being fresh, and the answers' tags. */
type Freshness = { freshUntil: number; tags: Set<string> };

/**
 * The page cache's freshness source when the API is reached over HTTP. The API's GET answers carry
 * `Cache-Control: max-age` = how long the read-cache data they were built from stays fresh (its
 * response cache, ADR 8), or no max-age when they must not be kept; so a page lives no longer than
 * the least fresh answer it was rendered from, as it would with the API mounted. What it cannot
 * see is a manual expiry of the API's read cache: `generation` never moves, and such a page lives
 * out its max-age (at most the API's CACHE_TTL_SECONDS).
 */
export class HttpFreshness implements DataFreshness {
  readonly generation = 0;
  private readonly current = new AsyncLocalStorage<Freshness>();

  async track<T>(work: () => Promise<T>): Promise<{ value: T; freshUntil: number; tags: string[] }> {
    const freshness: Freshness = { freshUntil: Infinity, tags: new Set() };
    const value = await this.current.run(freshness, work);
    return { value, freshUntil: freshness.freshUntil, tags: [...freshness.tags].sort() };
  }

  /** Notes one answer read by the render being tracked (if any): its Cache-Control and Cache-Tag. */
  noteAnswer(cacheControl: string | null, cacheTag: string | null = null, now = Date.now()): void {
    const freshness = this.current.getStore();
    if (!freshness) return;
    for (const tag of cacheTag?.split(',') ?? []) if (tag.trim() !== '') freshness.tags.add(tag.trim());
    const until = now + maxAgeSeconds(cacheControl) * 1000;
    if (until < freshness.freshUntil) freshness.freshUntil = until;
  }
}

/** max-age in seconds; 0 when absent or when the answer must not be reused. */
export function maxAgeSeconds(cacheControl: string | null): number {
  if (!cacheControl || /\b(no-store|no-cache|private)\b/i.test(cacheControl)) return 0;
  const match = /(?:^|,)\s*max-age\s*=\s*"?(\d+)"?/i.exec(cacheControl);
  return match ? Number(match[1]) : 0;
}
