/** What the page cache needs of the API's read cache: freshness of what a render read. */
export type DataFreshness = {
  track<T>(work: () => Promise<T>): Promise<{ value: T; freshUntil: number }>;
  readonly generation: number;
};

import { DerivedCache } from '@agency/server-kit/derived-cache';

/** A kept page; `encoded` memoises its compressed bodies so a hit compresses nothing. */
type Page = { status: number; html: string; freshUntil: number; encoded: Partial<Record<'br' | 'gzip', Buffer>> };

/**
 * Rendered pages kept while every upstream value they were built from is still fresh in the read
 * cache (never longer), so a warm page costs a lookup instead of a React render, and the HTML is
 * never older than the data cache allows. Only 200 pages of query-less URLs are kept, in a bounded
 * LRU, so arbitrary query strings cannot fill memory.
 */
export class PageCache {
  private readonly pages: DerivedCache<Page>;

  constructor(
    private readonly data: DataFreshness,
    /** The read cache's TTL: the cap when a render read nothing from it. */
    private readonly ttlMs: number,
    maxEntries = 500,
  ) {
    this.pages = new DerivedCache(data, maxEntries);
  }

  get(key: string | null): Page | undefined {
    return key === null ? undefined : this.pages.get(key)?.value;
  }

  /** Runs a render, reporting until when its data stays fresh. */
  track<T>(work: () => Promise<T>) {
    return this.data.track(work);
  }

  set(key: string | null, page: Omit<Page, 'encoded'>, generation: number): void {
    const freshUntil = Math.min(page.freshUntil, Date.now() + this.ttlMs);
    if (key === null || page.status !== 200) return;
    this.pages.set(key, { ...page, freshUntil, encoded: {} }, freshUntil, generation);
  }

  generation(): number {
    return this.data.generation;
  }

  /** The key of a request: host (canonical links use it) and path; null when it must not be kept. */
  static keyOf(host: string | undefined, url: string | undefined): string | null {
    if (!url || url.includes('?') || url.length > 512) return null;
    return `${host ?? ''} ${url}`;
  }
}
