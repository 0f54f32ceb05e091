import { LRUCache } from 'lru-cache';

/**
 * What a derived cache watches: the read cache's generation moves on when all its values are
 * dropped by hand; `onDrop` tells of a purge of some of them, by the tags of what was built from them.
 */
export type Generation = {
  readonly generation: number;
  onDrop?(listener: (matchesTag: (tag: string) => boolean) => void): void;
};

type Slot<V> = {
  value: V;
  freshUntil: number;
  staleUntil: number;
  generation: number;
  tags: readonly string[];
};

// A build that started before a purge may carry purged data: it is not kept.

/** How much a derived cache keeps: entries, and optionally bytes as `sizeOf` counts them. */
export type DerivedCacheBounds<V> = {
  maxEntries: number;
  maxBytes?: number;
  sizeOf?: (value: V) => number;
};

/** How a value was built: until when it is fresh, until when it may be served stale while rebuilt, its tags. */
export type Built = {
  freshUntil: number;
  staleUntil: number;
  generation: number;
  tags: readonly string[];
  startedAt: number;
};

/**
 * A bounded LRU (lru-cache, in entries and optionally bytes) of values built from read-cache data (whole GraphQL answers, rendered pages).
 * An entry is fresh until its data's freshness; after that it may be served stale until
 * `staleUntil` while one rebuild per key runs behind the answer (stale-while-revalidate). It is
 * dropped at once by the next manual expiry of the read cache or a purge naming one of its tags,
 * so nothing derived is ever older than the data it came from allows.
 */
export class DerivedCache<V> {
  private readonly slots: LRUCache<string, Slot<V>>;
  private readonly rebuilding = new Set<string>();
  private lastDropAt = 0;

  constructor(
    private readonly source: Generation,
    bounds: DerivedCacheBounds<V>,
  ) {
    const { maxEntries, maxBytes, sizeOf } = bounds;
    this.slots = new LRUCache<string, Slot<V>>(
      maxBytes === undefined || sizeOf === undefined
        ? { max: maxEntries }
        : // An entry bigger than the whole budget is not kept at all.
          { max: maxEntries, maxSize: maxBytes, sizeCalculation: (slot) => Math.max(1, sizeOf(slot.value)) },
    );
    source.onDrop?.((matchesTag) => {
      this.lastDropAt = Date.now();
      for (const [key, slot] of this.slots) if (slot.tags.some(matchesTag)) this.slots.delete(key);
    });
  }

  get(key: string): { value: V; freshUntil: number; stale: boolean; tags: readonly string[] } | undefined {
    const slot = this.slots.get(key);
    if (!slot) return undefined;
    const now = Date.now();
    if (slot.staleUntil <= now || slot.generation !== this.source.generation) {
      this.slots.delete(key);
      return undefined;
    }
    return { value: slot.value, freshUntil: slot.freshUntil, stale: slot.freshUntil <= now, tags: slot.tags };
  }

  /** Keeps a value built while the source was at `built.generation`, unless it is already stale. */
  set(key: string, value: V, built: Built): void {
    if (
      built.freshUntil <= Date.now() ||
      built.generation !== this.source.generation ||
      built.startedAt <= this.lastDropAt
    )
      return;
    const { freshUntil, staleUntil, generation, tags } = built;
    this.slots.set(key, { value, freshUntil, staleUntil, generation, tags });
  }

  /** Runs `rebuild` behind the answer unless one is running for `key`: one rebuild per key at a time. */
  revalidate(key: string, rebuild: () => Promise<unknown>): void {
    if (this.rebuilding.has(key)) return;
    this.rebuilding.add(key);
    rebuild()
      .catch(() => undefined)
      .finally(() => this.rebuilding.delete(key));
  }
}
