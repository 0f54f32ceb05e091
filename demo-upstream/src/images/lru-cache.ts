// A byte-bounded LRU: thousands of gallery files exist, but a session only ever looks at some,
// so they are rendered on first request and the most recent ones kept.

export class LruCache<V extends { byteLength: number }> {
  private readonly entries = new Map<string, V>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      // Re-insert to mark as most recently used.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    const old = this.entries.get(key);
    if (old !== undefined) {
      this.bytes -= old.byteLength;
      this.entries.delete(key);
    }
    this.entries.set(key, value);
    this.bytes += value.byteLength;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes || oldest === key) break;
      this.entries.delete(oldest);
      this.bytes -= entry.byteLength;
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
