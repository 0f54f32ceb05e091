import { DerivedCache, type DerivedCacheBounds, type Generation } from './derived-cache.js';

/** The read cache an answer cache builds from: its generation and purges, and fresh rebuilds where it has them. */
export type AnswerSource = Generation & {
  /** Runs a rebuild reading fresh data; absent: the source's answers are what they are. */
  revalidating?<T>(work: () => Promise<T>): Promise<T>;
};

/** How a kept answer was built: until when its data is fresh, and what `DerivedCache.set` needs besides. */
export type BuiltAnswer = {
  freshUntil: number;
  generation: number;
  tags: readonly string[];
  startedAt: number;
};

/**
 * Answers built from read-cache data (the API's whole GraphQL answers, the site's rendered pages):
 * fresh while their data is and never past `ttlMs`, then served stale for `staleMs` while one
 * rebuild per key runs behind the answer, and told to browsers and CDNs in the same terms.
 */
export class AnswerCache<V> {
  private readonly entries: DerivedCache<V>;

  constructor(
    private readonly source: AnswerSource,
    /** The cap on an answer's freshness, whatever its data says (the read cache's TTL). */
    private readonly ttlMs: number,
    /** How long past its freshness an answer may be served while it is rebuilt (CACHE_STALE_SECONDS). */
    private readonly staleMs: number,
    bounds: DerivedCacheBounds<V>,
  ) {
    this.entries = new DerivedCache(source, bounds);
  }

  get(key: string): ReturnType<DerivedCache<V>['get']> {
    return this.entries.get(key);
  }

  /** Until when an answer built from data fresh until `dataFreshUntil` stays fresh, the TTL counted from `from`. */
  freshUntil(dataFreshUntil: number, from: number): number {
    return Math.min(dataFreshUntil, from + this.ttlMs);
  }

  /** Keeps an answer, unless it is already stale or a drop came after its build began. */
  set(key: string, value: V, built: BuiltAnswer): void {
    this.entries.set(key, value, { ...built, staleUntil: built.freshUntil + this.staleMs });
  }

  /** Rebuilds a stale answer behind the one just served, reading fresh data; one rebuild per key at a time. */
  revalidate(key: string, rebuild: () => Promise<unknown>): void {
    this.entries.revalidate(key, () =>
      this.source.revalidating ? this.source.revalidating(rebuild) : rebuild(),
    );
  }

  /** Browsers and shared caches may reuse it for what is left of its freshness, then serve it stale while they ask again, as the server does. */
  cacheControl(freshUntil: number): string {
    const maxAge = Math.max(0, Math.floor((freshUntil - Date.now()) / 1000));
    return `public, max-age=${maxAge}, stale-while-revalidate=${Math.floor(this.staleMs / 1000)}`;
  }
}
