/** An upstream read as every instance sees it; times are epoch milliseconds. */
export type StoredRead = {
  value: unknown;
  /** Until when it answers reads without asking the upstream. */
  freshUntil: number;
  /** Until when it is kept to answer with while the upstream fails. */
  keepUntil: number;
};

import type { PurgeScope } from './purge-scope.js';

export type Invalidation = 'clear' | 'expire';

/**
 * The second level of the read cache, shared by every instance (Redis). Its calls throw when the
 * store is unreachable; the read cache then works from its own memory, so the store is never a
 * reason for a request to fail.
 */
export interface SharedReadStore {
  /** False while the store is known to be unreachable (calls would fail at once). */
  readonly isUp: boolean;

  read(key: string): Promise<StoredRead | undefined>;

  /**
   * Loads `key` with `load` so that one instance at a time calls the upstream for it: either this
   * instance takes the key's lock, loads and stores the value, or it waits for the instance that
   * holds the lock and takes that one's value. When that instance fails or vanishes, this one loads
   * for itself. Rejects with `load`'s own error when `load` fails, and with a store error only
   * before `load` was called: once `load` succeeded its value is returned even if storing it failed.
   * A stored value counts as loaded when it is fresh after `freshAfter` (default: now); a refresh
   * ahead of expiry asks for a later moment, so a value about to expire is loaded again.
   */
  loadOnce(key: string, load: () => Promise<StoredRead>, freshAfter?: number): Promise<StoredRead>;

  /** Drops (`clear`) or marks expired (`expire`) every value, in every instance. */
  invalidate(kind: Invalidation): Promise<void>;

  /** Tells this instance about invalidations, its own included, so it can drop its own copies. */
  onInvalidate(listener: (kind: Invalidation) => void): void;

  /** Marks expired (reload before answering, still the fallback on failure) what `scope` names, in every instance. */
  purge(scope: PurgeScope): Promise<void>;

  /** Tells this instance about purges, its own included. */
  onPurge(listener: (scope: PurgeScope) => void): void;

  /** Tells this instance that another one stored a new value of `key`, so it can take it. */
  onLoaded(listener: (key: string) => void): void;
}
