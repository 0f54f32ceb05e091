import { AnswerCache, type AnswerSource } from '@agency/server-kit/answer-cache';
import { readBoardFilters } from '@agency/rules/board-filters';
import { boardFilterQuery } from '../src/features/models/list-params.js';
import { matchPath } from '../src/routing/routes.js';

/**
 * What the page cache needs of the API's read cache: freshness and tags of what a render read; its
 * purges and fresh rebuilds where it has them (the mounted API).
 */
export type DataFreshness = AnswerSource & {
  track<T>(work: () => Promise<T>): Promise<{ value: T; freshUntil: number; tags?: string[] }>;
};

// How much it keeps: pages, and bytes of their HTML and compressed bodies.
const MAX_ENTRIES = 500;
const MAX_BYTES = 64 * 1024 * 1024;

/** A kept page; `encoded` memoises its compressed bodies so a hit compresses nothing. */
type Page = {
  status: number;
  html: string;
  freshUntil: number;
  tags: readonly string[];
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
};

/** A page as rendered, before it is kept. */
export type RenderedPage = { status: number; html: string; freshUntil: number; tags: readonly string[] };

/**
 * Rendered pages kept while every upstream value they were built from is still fresh in the read
 * cache, then served stale while one re-render per page runs behind the answer
 * (stale-while-revalidate, docs/decisions/0022), so a warm page costs a lookup instead of a React
 * render and no visitor waits for a re-render. A purge drops the pages built from what it names.
 * Only 200 pages of query-less URLs and of boards filtered in their canonical form (shared and
 * crawled links, `?altura=170-180&olhos=verdes`) are kept, in an LRU bounded in entries and bytes,
 * so arbitrary query strings cannot fill memory.
 */
export class PageCache {
  private readonly pages: AnswerCache<Page>;

  constructor(
    private readonly data: DataFreshness,
    /** The read cache's TTL: the cap when a render read nothing from it. */
    ttlMs: number,
    staleMs: number,
  ) {
    // A page's HTML plus room for its brotli and gzip bodies, memoised on the first hits.
    this.pages = new AnswerCache(data, ttlMs, staleMs, {
      maxEntries: MAX_ENTRIES,
      maxBytes: MAX_BYTES,
      sizeOf: (page) => 2 * page.html.length,
    });
  }

  get(key: string | null): { page: Page; stale: boolean } | undefined {
    if (key === null) return undefined;
    const hit = this.pages.get(key);
    return hit && { page: hit.value, stale: hit.stale };
  }

  /** Runs a render, reporting until when its data stays fresh and its tags. */
  async track<T>(work: () => Promise<T>): Promise<{ value: T; freshUntil: number; tags: readonly string[] }> {
    const { value, freshUntil, tags } = await this.data.track(work);
    return { value, freshUntil, tags: tags ?? [] };
  }

  set(key: string | null, page: RenderedPage, generation: number, startedAt: number): void {
    const freshUntil = this.pages.freshUntil(page.freshUntil, Date.now());
    if (key === null || page.status !== 200) return;
    this.pages.set(
      key,
      { ...page, freshUntil, encoded: {} },
      { freshUntil, generation, tags: page.tags, startedAt },
    );
  }

  /** Re-renders a stale page behind the answer that served it, once per page at a time. */
  revalidate(key: string, rerender: () => Promise<void>): void {
    this.pages.revalidate(key, rerender);
  }

  /** The Cache-Control of a 200 page: what is left of its freshness, then stale while revalidated (as here). */
  cacheControl(freshUntil: number): string {
    return this.pages.cacheControl(freshUntil);
  }

  generation(): number {
    return this.data.generation;
  }

  /** The key of a request: host (canonical links use it) and path; null when it must not be kept. */
  static keyOf(host: string | undefined, url: string | undefined): string | null {
    if (!url || url.length > 512) return null;
    const cut = url.indexOf('?');
    if (cut !== -1 && !isCanonicalBoardQuery(url.slice(0, cut), url.slice(cut))) return null;
    return `${host ?? ''} ${url}`;
  }
}

/** Whether a query is exactly a board's filters as its canonical link writes them, and nothing else. */
function isCanonicalBoardQuery(path: string, query: string): boolean {
  const match = matchPath(path);
  if (match.kind !== 'page' || match.route.screen !== 'models') return false;
  const { filters } = readBoardFilters(new URLSearchParams(query));
  const canonical = boardFilterQuery(filters, match.locale);
  return canonical !== '' && canonical === query;
}
