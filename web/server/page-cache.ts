/** What the page cache needs of the API's read cache: freshness of what a render read. */
export type DataFreshness = {
  track<T>(work: () => Promise<T>): Promise<{ value: T; freshUntil: number }>;
  readonly generation: number;
};

/** A kept page; `encoded` memoises its compressed bodies so a hit compresses nothing. */
type Page = { status: number; html: string; freshUntil: number; generation: number; encoded: Partial<Record<'br' | 'gzip', Buffer>> };

/**
 * Rendered pages kept while every upstream value they were built from is still fresh in the read
 * cache (never longer), so a warm page costs a lookup instead of a React render, and the HTML is
 * never older than the data cache allows. Only 200 pages of query-less URLs are kept, in a bounded
 * LRU, so arbitrary query strings cannot fill memory.
 */
export class PageCache {
  private readonly pages = new Map<string, Page>();

  constructor(
    private readonly data: DataFreshness,
    /** The read cache's TTL: the cap when a render read nothing from it. */
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  get(key: string | null): Page | undefined {
    if (key === null) return undefined;
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (page.freshUntil <= Date.now() || page.generation !== this.data.generation) {
      this.pages.delete(key);
      return undefined;
    }
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  /** Runs a render, reporting until when its data stays fresh. */
  track<T>(work: () => Promise<T>) {
    return this.data.track(work);
  }

  set(key: string | null, page: Omit<Page, 'generation' | 'encoded'>, generation: number): void {
    const freshUntil = Math.min(page.freshUntil, Date.now() + this.ttlMs);
    if (key === null || page.status !== 200 || freshUntil <= Date.now()) return;
    this.pages.set(key, { ...page, freshUntil, generation, encoded: {} });
    if (this.pages.size > this.maxEntries) this.pages.delete(this.pages.keys().next().value!);
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
