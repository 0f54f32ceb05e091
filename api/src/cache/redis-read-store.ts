import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { RedisConnection } from '../redis/redis-connection.js';
import { keyTagsOfScope, scopeMatchesKey, type PurgeScope } from './purge-scope.js';
import {
  CHANNEL,
  EXPIRE_VALUE,
  loadAndStore,
  LOCK_PREFIX,
  PURGE_EPOCH,
  RELEASE_LOCK,
  RENEW_LOCK,
  tagEpoch,
  VALUE_PREFIX,
} from './redis-read-scripts.js';
import type { Invalidation, SharedReadStore, StoredRead } from './shared-read-store.js';

type LoadOutcome = 'loaded' | 'failed';
// `from` names the instance that sent it, so an instance skips its own loads and purges.
type ReadEvent =
  | { kind: LoadOutcome; key: string; from?: string }
  | { kind: Invalidation }
  | { kind: 'purge'; scope: PurgeScope; from?: string };

export type RedisReadStoreOptions = {
  /** How long a lock outlives an instance that died while loading; renewed while the load runs. */
  lockMs?: number;
  /** How often a waiting instance looks again when no notification came (pub/sub is best effort). */
  pollMs?: number;
  /** The longest an instance waits for another one's load before loading for itself. */
  maxWaitMs?: number;
  now?: () => number;
};

/**
 * Upstream reads in Redis, each a hash (value as JSON, freshUntil, keepUntil) that Redis drops at
 * keepUntil. One instance at a time loads a key: it holds `SET NX PX` lock on it, and the others
 * wait for the value, woken by a pub/sub notice or, failing that, by polling.
 */
export class RedisReadStore implements SharedReadStore {
  private readonly client: Redis;
  private readonly waiters = new Map<string, Set<(outcome: LoadOutcome) => void>>();
  private readonly invalidationListeners: ((kind: Invalidation) => void)[] = [];
  private readonly purgeListeners: ((scope: PurgeScope) => void)[] = [];
  private readonly loadedListeners: ((key: string) => void)[] = [];
  private readonly id = randomUUID();
  private readonly lockMs: number;
  private readonly pollMs: number;
  private readonly maxWaitMs: number;
  private readonly now: () => number;

  constructor(
    private readonly connection: RedisConnection,
    options: RedisReadStoreOptions = {},
  ) {
    this.client = connection.client;
    this.lockMs = options.lockMs ?? 5000;
    this.pollMs = options.pollMs ?? 100;
    this.maxWaitMs = options.maxWaitMs ?? 30_000;
    this.now = options.now ?? Date.now;
    connection.subscribe(CHANNEL, (message) => this.onEvent(message));
  }

  get isUp(): boolean {
    return this.connection.isUp;
  }

  async read(key: string): Promise<StoredRead | undefined> {
    const [value, freshUntil, keepUntil] = await this.client.hmget(
      VALUE_PREFIX + key,
      'value',
      'freshUntil',
      'keepUntil',
    );
    if (value == null || freshUntil == null || keepUntil == null) return undefined;
    return {
      value: (JSON.parse(value) as { v?: unknown }).v,
      freshUntil: Number(freshUntil),
      keepUntil: Number(keepUntil),
    };
  }

  async loadOnce(key: string, load: () => Promise<StoredRead>, freshAfter = this.now()): Promise<StoredRead> {
    const lock = LOCK_PREFIX + key;
    const token = randomUUID();
    const deadline = this.now() + this.maxWaitMs;
    if ((await this.client.set(lock, token, 'PX', this.lockMs, 'NX')) === 'OK')
      return this.loadHolding(key, lock, token, load, freshAfter);
    const theirs = await this.waitForOther(key, lock, deadline, freshAfter);
    // The other instance failed, died or is too slow: this one tries for itself.
    return theirs ?? loadAndStore(this.client, key, load);
  }

  async invalidate(kind: Invalidation): Promise<void> {
    await this.client.incr(PURGE_EPOCH);
    for await (const keys of this.client.scanStream({
      match: `${VALUE_PREFIX}*`,
      count: 500,
    }) as AsyncIterable<string[]>) {
      if (keys.length === 0) continue;
      const batch = this.client.pipeline();
      for (const key of keys) {
        if (kind === 'clear') batch.unlink(key);
        else batch.eval(EXPIRE_VALUE, 1, key);
      }
      await batch.exec();
    }
    await this.publish({ kind });
  }

  onInvalidate(listener: (kind: Invalidation) => void): void {
    this.invalidationListeners.push(listener);
  }

  async purge(scope: PurgeScope): Promise<void> {
    // Before the values are marked: a load that read the epoch earlier cannot store fresh after.
    const epochs = this.client.pipeline();
    for (const tag of scope.all ? [] : keyTagsOfScope(scope)) epochs.incr(tagEpoch(tag));
    if (scope.all) epochs.incr(PURGE_EPOCH);
    // A pipeline answers each command's error apart: an epoch that did not move must fail the purge.
    for (const [error] of (await epochs.exec()) ?? []) if (error) throw error;
    // A load in flight at the purge may carry the state before the edit, so the next reader must not
    // wait for it: its lock goes too (it releases and renews only its own token), and the next
    // reader's load is the one that counts.
    const expire = async (keys: string[]) => {
      if (keys.length === 0) return;
      const batch = this.client.pipeline();
      for (const key of keys)
        batch.eval(EXPIRE_VALUE, 1, key).del(LOCK_PREFIX + key.slice(VALUE_PREFIX.length));
      await batch.exec();
    };
    if (scope.all || scope.boards || scope.content) {
      for await (const keys of this.client.scanStream({
        match: `${VALUE_PREFIX}*`,
        count: 500,
      }) as AsyncIterable<string[]>) {
        await expire(keys.filter((name) => scopeMatchesKey(scope, name.slice(VALUE_PREFIX.length))));
      }
    }
    // A model's profile has one known key: no scan.
    await expire((scope.models ?? []).map((id) => `${VALUE_PREFIX}profile:${id}`));
    await this.publish({ kind: 'purge', scope, from: this.id });
  }

  onPurge(listener: (scope: PurgeScope) => void): void {
    this.purgeListeners.push(listener);
  }

  onLoaded(listener: (key: string) => void): void {
    this.loadedListeners.push(listener);
  }

  private async loadHolding(
    key: string,
    lock: string,
    token: string,
    load: () => Promise<StoredRead>,
    freshAfter: number,
  ): Promise<StoredRead> {
    const renewal = setInterval(
      () => void this.client.eval(RENEW_LOCK, 1, lock, token, String(this.lockMs)).catch(() => undefined),
      this.lockMs / 3,
    );
    renewal.unref();
    let outcome: LoadOutcome = 'failed';
    try {
      // Another instance may have stored it between this one's read and its lock.
      const stored = await this.read(key).catch(() => undefined);
      if (stored && stored.freshUntil > Math.max(freshAfter, this.now())) {
        outcome = 'loaded';
        return stored;
      }
      const entry = await loadAndStore(this.client, key, load);
      outcome = 'loaded';
      return entry;
    } finally {
      clearInterval(renewal);
      // Not awaited: the answer does not wait for Redis. Sent in order, after the value was written.
      this.client.eval(RELEASE_LOCK, 1, lock, token).catch(() => undefined);
      void this.publish({ kind: outcome, key, from: this.id });
    }
  }

  /** The value another instance is loading, or undefined when it failed, vanished or took too long. */
  private async waitForOther(
    key: string,
    lock: string,
    deadline: number,
    freshAfter: number,
  ): Promise<StoredRead | undefined> {
    let failed = false;
    let wake: (() => void) | undefined;
    const listener = (outcome: LoadOutcome) => {
      if (outcome === 'failed') failed = true;
      wake?.();
    };
    const listeners = this.waiters.get(key) ?? new Set();
    this.waiters.set(key, listeners.add(listener));
    try {
      for (;;) {
        // Listening started before the first look, so a notice in between is not missed.
        const woken = new Promise<void>((resolve) => (wake = resolve));
        let stored: StoredRead | undefined;
        let held: number;
        try {
          // Lock first: Redis runs them in order, and the holder stores the value before it frees the
          // lock, so a free lock with no value after it means the holder failed, not "just finished".
          [held, stored] = await Promise.all([this.client.exists(lock), this.read(key)]);
        } catch {
          return undefined;
        }
        if (stored && stored.freshUntil > Math.max(freshAfter, this.now())) return stored;
        if (failed || held === 0 || this.now() >= deadline) return undefined;
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          woken,
          new Promise<void>((resolve) => (timer = setTimeout(resolve, this.pollMs))),
        ]);
        clearTimeout(timer);
      }
    } finally {
      listeners.delete(listener);
      if (listeners.size === 0) this.waiters.delete(key);
    }
  }

  private async publish(event: ReadEvent): Promise<void> {
    await this.client.publish(CHANNEL, JSON.stringify(event)).catch(() => undefined);
  }

  private onEvent(message: string): void {
    let event: ReadEvent;
    try {
      event = JSON.parse(message) as ReadEvent;
    } catch {
      return;
    }
    if (event.kind === 'purge') {
      if (event.from !== this.id) for (const listener of this.purgeListeners) listener(event.scope);
    } else if ('key' in event) {
      for (const listener of this.waiters.get(event.key) ?? []) listener(event.kind);
      if (event.kind === 'loaded' && event.from !== this.id)
        for (const listener of this.loadedListeners) listener(event.key);
    } else {
      for (const listener of this.invalidationListeners) listener(event.kind);
    }
  }
}
