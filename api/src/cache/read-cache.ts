import { LRUCache } from 'lru-cache';
import { raceDeadline, runInBackground } from '@agency/server-kit/request-budget';
import type { Logger } from '@agency/server-kit/logger';
import { SingleFlight } from '@agency/server-kit/single-flight';
import { errorMessage } from '@agency/server-kit/error-message';
import type { PurgeScope } from './purge-scope.js';
import { ReadInvalidation } from './read-invalidation.js';
import { ReadScope } from './read-scope.js';
import type { SharedReadStore, StoredRead } from './shared-read-store.js';

/** `freshUntil` 0 marks a value expired by hand (purge, expireAll): reloaded before answering, never served while revalidating. */
type Entry = StoredRead;

export type ReadCacheOptions = {
  ttlMs: number;
  /** How long an expired value is kept: served at once while it is refreshed, and when the upstream fails. */
  staleMs: number;
  maxEntries?: number;
  logger: Logger;
  now?: () => number;
  /** The level shared by every instance (Redis); this cache stays the first level and the fallback. */
  shared?: SharedReadStore;
  /** Time budget of one refresh made behind an answer (the request deadline). */
  refreshDeadlineMs?: number;
};

export type CacheStats = {
  hits: number;
  misses: number;
  staleServed: number;
  loads: number;
  revalidations: number;
};

/**
 * The server-side cache of upstream reads: values live for a time-to-live, then are served stale
 * while one refresh runs behind the answer (stale-while-revalidate); identical concurrent loads
 * share one upstream call, and an expired value is served when a reload fails. Only a key never
 * loaded (or kept past `staleMs`, or purged) makes a visitor wait for the upstream.
 * In memory for one process; with a shared store (Redis) behind it, a value one instance loaded
 * serves them all and identical loads are shared across instances too (docs/decisions/0010, 0022).
 */
export class ReadCache {
  // Least recently read forgotten first.
  private readonly entries: LRUCache<string, Entry>;
  private readonly inFlight = new SingleFlight<Entry>();
  private readonly now: () => number;
  private readonly scope = new ReadScope();
  private readonly invalidation: ReadInvalidation;
  readonly stats: CacheStats = { hits: 0, misses: 0, staleServed: 0, loads: 0, revalidations: 0 };
  constructor(private readonly options: ReadCacheOptions) {
    this.now = options.now ?? Date.now;
    this.entries = new LRUCache({ max: options.maxEntries ?? 5000 });
    this.invalidation = new ReadInvalidation(
      { entries: this.entries, inFlight: this.inFlight },
      options.shared,
      options.logger,
    );
    options.shared?.onLoaded((key) => this.takeShared(key));
  }

  /** Moves on when values are dropped or expired by hand, so anything derived from them is dropped too. */
  get generation(): number {
    return this.invalidation.generation;
  }

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    const now = this.now();
    const mode = this.scope.mode;
    const freshAfter = mode?.kind === 'ahead' ? now + mode.aheadMs : now;
    if (entry && entry.freshUntil > freshAfter) {
      this.stats.hits++;
      this.scope.noteRead(key, entry.freshUntil);
      return entry.value as T;
    }
    if (entry && mode === undefined && entry.freshUntil > 0 && entry.keepUntil > now) {
      // Expired by time: answered at once, refreshed behind the answer.
      this.stats.revalidations++;
      this.scope.noteRead(key, 0);
      this.refreshBehind(key, load);
      return entry.value as T;
    }
    this.stats.misses++;
    try {
      // The load goes on for whoever shares it; this request stops waiting at its deadline.
      const loaded = await raceDeadline(this.loadOnce(key, load, freshAfter), key);
      this.scope.noteRead(key, loaded.freshUntil);
      return loaded.value as T;
    } catch (error) {
      // Read again: an expired value may have come from the shared store meanwhile.
      const stale = this.entries.get(key);
      if (stale && stale.keepUntil > this.now()) {
        this.stats.staleServed++;
        this.scope.noteRead(key, 0);
        const err = errorMessage(error);
        this.options.logger.warn({ key, err }, 'upstream read failed; serving stale data');
        return stale.value as T;
      }
      throw error;
    }
  }

  /**
   * Runs `work` and reports until when everything it read from this cache stays fresh, so a
   * response built from those values (the response cache) never outlives them, and their tags.
   */
  track<T>(work: () => Promise<T>): Promise<{ value: T; freshUntil: number; tags: string[] }> {
    return this.scope.track(work);
  }

  /** Adds a tag to what is being tracked (a list answer names its board and gender). */
  noteTag(tag: string): void {
    this.scope.noteTag(tag);
  }

  /** Runs `work` (a rebuild behind an answer) reading fresh values: expired ones are reloaded first. */
  revalidating<T>(work: () => Promise<T>): Promise<T> {
    return this.scope.run({ kind: 'revalidate' }, work);
  }

  /** Runs `work` (the refresher) reloading every value it reads that expires within `aheadMs`. */
  refreshingAhead<T>(aheadMs: number, work: () => Promise<T>): Promise<T> {
    return this.scope.run({ kind: 'ahead', aheadMs }, work);
  }

  /** Whether `key` holds a value (fresh or stale) in this instance's memory. */
  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** Whether `key` holds a value not expired by hand (purge, expireAll): one the refresher may reload ahead. */
  holdsUnpurged(key: string): boolean {
    return (this.entries.get(key)?.freshUntil ?? 0) > 0;
  }

  /** One refresh per key at a time (per instance here, across instances through the shared store). */
  private refreshBehind(key: string, load: () => Promise<unknown>): void {
    if (this.inFlight.has(key)) return;
    // Its own context and budget: the visitor's request is answered and may be over already.
    // Fire-and-forget: nobody waits for the refresh, and its failure is logged below.
    void runInBackground('cache-refresh', this.options.refreshDeadlineMs ?? 2500, () =>
      this.loadOnce(key, load, this.now()).catch((error: unknown) => {
        this.options.logger.warn(
          { key, err: errorMessage(error) },
          'refresh behind an answer failed; the stale value stays',
        );
      }),
    );
  }

  /** Drops every value, in every instance sharing the store (tests and admin use). */
  clear(): Promise<void> {
    return this.invalidation.clear();
  }

  /** Marks every value expired but keeps it as stale data, everywhere (tests and admin use). */
  expireAll(): Promise<void> {
    return this.invalidation.expireAll();
  }

  /**
   * Marks what `scope` names expired in every instance: the next read reloads it (the old value
   * stays only as the fallback should that fail), and what was built from it is dropped (onDrop).
   */
  purge(scope: PurgeScope): Promise<void> {
    return this.invalidation.purge(scope);
  }

  /** Tells a derived cache (answers, pages) about purges, this instance's and the others', by the tags they drop. */
  onDrop(listener: (matchesTag: (tag: string) => boolean) => void): void {
    this.invalidation.onDrop(listener);
  }

  /** Another instance stored a new value of a key this one holds: take it now, so instances agree. */
  private takeShared(key: string): void {
    const held = this.entries.get(key);
    if (!held || !this.options.shared) return;
    const mark = this.invalidation.mark();
    this.options.shared.read(key).then(
      (stored) => {
        // Possibly the value a purge marked after this read: the refresh ahead or the next reader brings the new one.
        if (this.invalidation.crossed(mark)) return;
        if (stored && stored.freshUntil > (this.entries.get(key)?.freshUntil ?? 0)) this.keep(key, stored);
      },
      () => undefined,
    );
  }

  private loadOnce(key: string, load: () => Promise<unknown>, freshAfter: number): Promise<Entry> {
    return this.inFlight.run(key, async (current) => {
      const entry = await this.loadShared(key, load, freshAfter);
      if (current()) this.keep(key, entry);
      // Purged while loading: the fallback should the next load fail, never a fresh value.
      else if (!this.entries.has(key)) this.keep(key, { ...entry, freshUntil: 0 });
      return entry;
    });
  }

  /** Through the shared store when it is up; from here alone when it is not or when it fails. */
  private async loadShared(key: string, load: () => Promise<unknown>, freshAfter: number): Promise<Entry> {
    const upstream = async (): Promise<Entry> => {
      this.stats.loads++;
      const value = await load();
      const now = this.now();
      return {
        value,
        freshUntil: now + this.options.ttlMs,
        keepUntil: now + this.options.ttlMs + this.options.staleMs,
      };
    };
    const shared = this.options.shared;
    if (!shared?.isUp) return upstream();
    let loadStarted = false;
    try {
      const mark = this.invalidation.mark();
      const stored = await shared.read(key);
      // Its readers only (loadOnce keeps it unless purged meanwhile).
      if (stored && stored.freshUntil > freshAfter) return stored;
      const held = this.entries.get(key);
      if (stored && stored.keepUntil > (held?.keepUntil ?? 0)) {
        // Kept as the stale fallback should the reload fail, with its freshness (refreshing ahead
        // reads values still fresh); when a purge came meanwhile it may be the purged value, so
        // never fresher than what this instance held.
        const freshUntil = this.invalidation.crossed(mark)
          ? Math.min(stored.freshUntil, held?.freshUntil ?? 0)
          : stored.freshUntil;
        this.keep(key, { ...stored, freshUntil });
      }
      return await shared.loadOnce(
        key,
        () => {
          loadStarted = true;
          return upstream();
        },
        freshAfter,
      );
    } catch (error) {
      if (loadStarted) throw error;
      // The store failed before anything was loaded: this instance loads for itself.
      return upstream();
    }
  }

  private keep(key: string, entry: Entry): void {
    this.entries.set(key, { ...entry });
  }
}
