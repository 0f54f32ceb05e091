import { AsyncLocalStorage } from 'node:async_hooks';
import { tagOfKey } from './purge-scope.js';

/** What `track` reports of the values read inside it. */
type Tracked = {
  /** The earliest moment any of them stops being fresh (0 when one was stale). */
  freshUntil: number;
  /** Their tags (purge-scope.ts), and any a resolver noted: the Cache-Tag of what is built from them. */
  tags: Set<string>;
};

/**
 * How a read treats a value past its freshness: `answer` (a visitor's request, no mode) serves it
 * at once and refreshes it behind the answer; `revalidate` (a rebuild behind an answer) waits for
 * the refresh; `ahead` (the refresher) also reloads values that expire within `aheadMs`.
 */
export type ReadMode = { kind: 'revalidate' } | { kind: 'ahead'; aheadMs: number };

/**
 * The read cache's view of the work reading it, carried through async calls: what that work has
 * read so far (its freshness and tags) and how it wants expired values treated.
 */
export class ReadScope {
  private readonly tracked = new AsyncLocalStorage<Tracked>();
  private readonly modes = new AsyncLocalStorage<ReadMode>();

  /** The mode of the work reading now; undefined for a visitor's answer. */
  get mode(): ReadMode | undefined {
    return this.modes.getStore();
  }

  async track<T>(work: () => Promise<T>): Promise<{ value: T; freshUntil: number; tags: string[] }> {
    const tracked: Tracked = { freshUntil: Infinity, tags: new Set() };
    const value = await this.tracked.run(tracked, work);
    return { value, freshUntil: tracked.freshUntil, tags: [...tracked.tags].sort() };
  }

  noteTag(tag: string): void {
    this.tracked.getStore()?.tags.add(tag);
  }

  /** Notes a value read by the tracked work: its key's tag, and until when it stays fresh. */
  noteRead(key: string, freshUntil: number): void {
    const current = this.tracked.getStore();
    if (!current) return;
    if (freshUntil < current.freshUntil) current.freshUntil = freshUntil;
    current.tags.add(tagOfKey(key));
  }

  run<T>(mode: ReadMode, work: () => Promise<T>): Promise<T> {
    return this.modes.run(mode, work);
  }
}
