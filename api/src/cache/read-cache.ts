import { AsyncLocalStorage } from 'node:async_hooks';
import { raceDeadline } from '@agency/server-kit/request-budget';
import type { Logger } from '@agency/server-kit/logger';
import type { Invalidation, SharedReadStore, StoredRead } from './shared-read-store.js';

type Entry = StoredRead;

export type ReadCacheOptions = {
  ttlMs: number;
  /** How long an expired value is kept to answer with when the upstream fails. */
  staleMs: number;
  maxEntries?: number;
  logger: Logger;
  now?: () => number;
  /** The level shared by every instance (Redis); this cache stays the first level and the fallback. */
  shared?: SharedReadStore;
};

export type CacheStats = { hits: number; misses: number; staleServed: number; loads: number };

/** The earliest moment any value read inside `track` stops being fresh (0 when one was stale). */
type Freshness = { freshUntil: number };

/**
 * The server-side cache of upstream reads: values live for a time-to-live, identical concurrent
 * loads share one upstream call, and an expired value is served when a reload fails.
 * In memory for one process; with a shared store (Redis) behind it, a value one instance loaded
 * serves them all and identical loads are shared across instances too (docs/decisions/0010).
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<Entry>>();
  private readonly now: () => number;
  private readonly freshness = new AsyncLocalStorage<Freshness>();
  readonly stats: CacheStats = { hits: 0, misses: 0, staleServed: 0, loads: 0 };
  /** Moves on when values are dropped or expired by hand, so anything derived from them is dropped too. */
  generation = 0;

  constructor(private readonly options: ReadCacheOptions) {
    this.now = options.now ?? Date.now;
    options.shared?.onInvalidate((kind) => this.invalidateHere(kind));
  }

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    const now = this.now();
    if (entry && entry.freshUntil > now) {
      this.stats.hits++;
      this.noteFreshness(entry.freshUntil);
      // Map order doubles as recency for eviction.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.value as T;
    }
    this.stats.misses++;
    try {
      // The load goes on for whoever shares it; this request stops waiting at its deadline.
      const loaded = await raceDeadline(this.loadOnce(key, load), key);
      this.noteFreshness(loaded.freshUntil);
      return loaded.value as T;
    } catch (error) {
      // Read again: an expired value may have come from the shared store meanwhile.
      const stale = this.entries.get(key);
      if (stale && stale.keepUntil > this.now()) {
        this.stats.staleServed++;
        this.noteFreshness(0);
        this.options.logger.warn({ key, err: messageOf(error) }, 'upstream read failed; serving stale data');
        return stale.value as T;
      }
      throw error;
    }
  }

  /**
   * Runs `work` and reports until when everything it read from this cache stays fresh, so a
   * response built from those values (the response cache) never outlives them.
   */
  async track<T>(work: () => Promise<T>): Promise<{ value: T; freshUntil: number }> {
    const freshness: Freshness = { freshUntil: Infinity };
    const value = await this.freshness.run(freshness, work);
    return { value, freshUntil: freshness.freshUntil };
  }

  private noteFreshness(freshUntil: number): void {
    const current = this.freshness.getStore();
    if (current && freshUntil < current.freshUntil) current.freshUntil = freshUntil;
  }

  /** Drops every value, in every instance sharing the store (tests and admin use). */
  clear(): Promise<void> {
    return this.invalidate('clear');
  }

  /** Marks every value expired but keeps it as stale data, everywhere (tests and admin use). */
  expireAll(): Promise<void> {
    return this.invalidate('expire');
  }

  private async invalidate(kind: Invalidation): Promise<void> {
    this.invalidateHere(kind);
    try {
      await this.options.shared?.invalidate(kind);
    } catch (error) {
      this.options.logger.warn({ err: messageOf(error) }, 'could not invalidate the shared read cache');
    }
  }

  private invalidateHere(kind: Invalidation): void {
    this.generation++;
    if (kind === 'clear') this.entries.clear();
    else for (const entry of this.entries.values()) entry.freshUntil = 0;
  }

  private loadOnce(key: string, load: () => Promise<unknown>): Promise<Entry> {
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const promise = this.loadShared(key, load)
      .then((entry) => {
        this.keep(key, entry);
        return entry;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, promise);
    return promise;
  }

  /** Through the shared store when it is up; from here alone when it is not or when it fails. */
  private async loadShared(key: string, load: () => Promise<unknown>): Promise<Entry> {
    const upstream = async (): Promise<Entry> => {
      this.stats.loads++;
      const value = await load();
      const now = this.now();
      return { value, freshUntil: now + this.options.ttlMs, keepUntil: now + this.options.ttlMs + this.options.staleMs };
    };
    const shared = this.options.shared;
    if (!shared?.isUp) return upstream();
    let loadStarted = false;
    try {
      const stored = await shared.read(key);
      if (stored && stored.freshUntil > this.now()) return stored;
      // Kept as the stale fallback should the reload fail.
      if (stored && stored.keepUntil > (this.entries.get(key)?.keepUntil ?? 0)) this.keep(key, stored);
      return await shared.loadOnce(key, () => {
        loadStarted = true;
        return upstream();
      });
    } catch (error) {
      if (loadStarted) throw error;
      // The store failed before anything was loaded: this instance loads for itself.
      return upstream();
    }
  }

  private keep(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, { ...entry });
    this.evict();
  }

  private evict(): void {
    const max = this.options.maxEntries ?? 5000;
    for (const key of this.entries.keys()) {
      if (this.entries.size <= max) break;
      this.entries.delete(key);
    }
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
