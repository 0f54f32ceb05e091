/** What a derived cache watches: the read cache's generation moves on when its values are dropped. */
export type Generation = { readonly generation: number };

type Slot<V> = { value: V; freshUntil: number; generation: number };

/**
 * A bounded LRU of values built from read-cache data (whole GraphQL answers, rendered pages):
 * an entry lives until the earliest of its data's freshness and the next manual expiry of the
 * read cache, so nothing derived is ever older than the data it came from.
 */
export class DerivedCache<V> {
  private readonly slots = new Map<string, Slot<V>>();

  constructor(
    private readonly source: Generation,
    private readonly maxEntries: number,
  ) {}

  get(key: string): { value: V; freshUntil: number } | undefined {
    const slot = this.slots.get(key);
    if (!slot) return undefined;
    this.slots.delete(key);
    if (slot.freshUntil <= Date.now() || slot.generation !== this.source.generation) return undefined;
    // Map order doubles as recency for eviction.
    this.slots.set(key, slot);
    return slot;
  }

  /** Keeps a value built while the source was at `generation`, unless it is already stale. */
  set(key: string, value: V, freshUntil: number, generation: number): void {
    if (freshUntil <= Date.now()) return;
    this.slots.delete(key);
    this.slots.set(key, { value, freshUntil, generation });
    if (this.slots.size > this.maxEntries) this.slots.delete(this.slots.keys().next().value!);
  }
}
