import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from '../logger.js';

type Entry = { value: unknown; freshUntil: number; keepUntil: number };

export type ReadCacheOptions = {
  ttlMs: number;
  /** How long an expired value is kept to answer with when the upstream fails. */
  staleMs: number;
  maxEntries?: number;
  logger: Logger;
  now?: () => number;
};

export type CacheStats = { hits: number; misses: number; staleServed: number; loads: number };

/** The earliest moment any value read inside `track` stops being fresh (0 when one was stale). */
type Freshness = { freshUntil: number };

/**
 * The server-side cache of upstream reads: values live for a time-to-live, identical concurrent
 * loads share one upstream call, and an expired value is served when a reload fails.
 * In memory for one process; the interface is what a shared store (Redis) will implement too.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly now: () => number;
  private readonly freshness = new AsyncLocalStorage<Freshness>();
  readonly stats: CacheStats = { hits: 0, misses: 0, staleServed: 0, loads: 0 };
  /** Moves on when values are dropped or expired by hand, so anything derived from them is dropped too. */
  generation = 0;

  constructor(private readonly options: ReadCacheOptions) {
    this.now = options.now ?? Date.now;
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
      const value = (await this.loadOnce(key, load)) as T;
      this.noteFreshness(this.entries.get(key)?.freshUntil ?? 0);
      return value;
    } catch (error) {
      if (entry && entry.keepUntil > this.now()) {
        this.stats.staleServed++;
        this.noteFreshness(0);
        this.options.logger.warn({ key, err: messageOf(error) }, 'upstream read failed; serving stale data');
        return entry.value as T;
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

  /** Drops every value (tests and admin use). */
  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  /** Marks every value expired but keeps it as stale data (tests and admin use). */
  expireAll(): void {
    this.generation++;
    for (const entry of this.entries.values()) entry.freshUntil = 0;
  }

  private loadOnce(key: string, load: () => Promise<unknown>): Promise<unknown> {
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    this.stats.loads++;
    const promise = load()
      .then((value) => {
        const now = this.now();
        this.entries.delete(key);
        this.entries.set(key, { value, freshUntil: now + this.options.ttlMs, keepUntil: now + this.options.ttlMs + this.options.staleMs });
        this.evict();
        return value;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, promise);
    return promise;
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
