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

/** How a value was built: until when it is fresh, until when it may be served stale while rebuilt, its tags. */
export type Built = {
  freshUntil: number;
  staleUntil: number;
  generation: number;
  tags: readonly string[];
  startedAt: number;
};

/**
 * A bounded LRU of values built from read-cache data (whole GraphQL answers, rendered pages).
 * An entry is fresh until its data's freshness; after that it may be served stale until
 * `staleUntil` while one rebuild per key runs behind the answer (stale-while-revalidate). It is
 * dropped at once by the next manual expiry of the read cache or a purge naming one of its tags,
 * so nothing derived is ever older than the data it came from allows.
 */
export class DerivedCache<V> {
  private readonly slots = new Map<string, Slot<V>>();
  private readonly rebuilding = new Set<string>();
  private lastDropAt = 0;

  constructor(
    private readonly source: Generation,
    private readonly maxEntries: number,
  ) {
    source.onDrop?.((matchesTag) => {
      this.lastDropAt = Date.now();
      for (const [key, slot] of this.slots) if (slot.tags.some(matchesTag)) this.slots.delete(key);
    });
  }

  get(key: string): { value: V; freshUntil: number; stale: boolean; tags: readonly string[] } | undefined {
    const slot = this.slots.get(key);
    if (!slot) return undefined;
    this.slots.delete(key);
    const now = Date.now();
    if (slot.staleUntil <= now || slot.generation !== this.source.generation) return undefined;
    // Map order doubles as recency for eviction.
    this.slots.set(key, slot);
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
    this.slots.delete(key);
    this.slots.set(key, { value, freshUntil, staleUntil, generation, tags });
    if (this.slots.size > this.maxEntries) this.slots.delete(this.slots.keys().next().value!);
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
