import type { LRUCache } from 'lru-cache';
import type { Logger } from '@agency/server-kit/logger';
import type { SingleFlight } from '@agency/server-kit/single-flight';
import { errorMessage } from '@agency/server-kit/error-message';
import { scopeMatchesKey, scopeMatchesTag, type PurgeScope } from './purge-scope.js';
import type { Invalidation, SharedReadStore, StoredRead } from './shared-read-store.js';

type DropListener = (matchesTag: (tag: string) => boolean) => void;

/**
 * The read cache's purges and expiries by hand, here and in every instance sharing the store:
 * `freshUntil` 0 marks a value expired (reloaded before answering; kept only as the fallback), and
 * what was built from it (answers, pages) is dropped through `onDrop` and `generation`.
 */
export class ReadInvalidation {
  private readonly dropListeners: DropListener[] = [];
  /** Moves on when values are dropped or expired by hand, so anything derived from them is dropped too. */
  generation = 0;
  /**
   * Moves on at every purge or expiry by hand reaching this instance, and while one this instance
   * started runs (`expiring`): a read of the shared store answered across one may carry what it was
   * about (read before Redis marked it), so it is not kept as this instance's copy.
   */
  private expiries = 0;
  private expiring = 0;

  constructor(
    private readonly held: { entries: LRUCache<string, StoredRead>; inFlight: SingleFlight<StoredRead> },
    private readonly shared: SharedReadStore | undefined,
    private readonly logger: Logger,
  ) {
    shared?.onInvalidate((kind) => this.invalidateHere(kind));
    shared?.onPurge((scope) => this.purgeHere(scope));
  }

  /** Where a shared read starts; `crossed` then says whether a purge or expiry came during it. */
  mark(): number {
    return this.expiries;
  }

  crossed(mark: number): boolean {
    return this.expiring > 0 || this.expiries !== mark;
  }

  clear(): Promise<void> {
    return this.invalidate('clear');
  }

  expireAll(): Promise<void> {
    return this.invalidate('expire');
  }

  async purge(scope: PurgeScope): Promise<void> {
    // Here at once, so this instance does not wait on Redis; Redis marks its copies after.
    this.purgeHere(scope);
    await this.reachShared('could not purge the shared read cache', () => this.shared?.purge(scope));
  }

  onDrop(listener: DropListener): void {
    this.dropListeners.push(listener);
  }

  private purgeHere(scope: PurgeScope): void {
    this.expiries++;
    for (const [key, entry] of this.held.entries) if (scopeMatchesKey(scope, key)) entry.freshUntil = 0;
    // A load started before the purge may carry what the purge is about (an edit made meanwhile):
    // its readers keep it, but the next reader starts a load of its own, and it is kept only as stale.
    for (const key of [...this.held.inFlight.keys()])
      if (scopeMatchesKey(scope, key)) this.held.inFlight.forget(key);
    for (const listener of this.dropListeners) listener((tag) => scopeMatchesTag(scope, tag));
  }

  private async invalidate(kind: Invalidation): Promise<void> {
    this.invalidateHere(kind);
    await this.reachShared('could not invalidate the shared read cache', () => this.shared?.invalidate(kind));
  }

  /**
   * Sends this instance's purge or expiry to Redis, a window in which no shared read is kept; a
   * failure is logged (this instance has already applied it).
   */
  private async reachShared(failure: string, send: () => Promise<void> | undefined): Promise<void> {
    this.expiring++;
    try {
      await send();
    } catch (error) {
      this.logger.warn({ err: errorMessage(error) }, failure);
    } finally {
      this.expiring--;
      this.expiries++;
    }
  }

  private invalidateHere(kind: Invalidation): void {
    this.generation++;
    this.expiries++;
    if (kind === 'clear') this.held.entries.clear();
    else for (const entry of this.held.entries.values()) entry.freshUntil = 0;
  }
}
