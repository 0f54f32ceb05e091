import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '@agency/server-kit/logger';
import { ReadCache } from './read-cache.js';
import type { SharedReadStore, StoredRead } from './shared-read-store.js';

describe('ReadCache.track', () => {
  it('reports the earliest expiry among the values read inside, across awaits', async () => {
    let now = 1000;
    const cache = new ReadCache({
      ttlMs: 100,
      staleMs: 1000,
      logger: createLogger('silent'),
      now: () => now,
    });
    await cache.get('a', () => Promise.resolve('A')); // fresh until 1100
    now = 1050;
    const { value, freshUntil } = await cache.track(async () => {
      const a = await cache.get('a', () => Promise.resolve('never'));
      await new Promise((resolve) => setTimeout(resolve, 1));
      const b = await cache.get('b', () => Promise.resolve('B')); // fresh until 1150
      return a + b;
    });
    expect(value).toBe('AB');
    expect(freshUntil).toBe(1100);
  });

  it('reports 0 when stale data was served, and Infinity when nothing was read', async () => {
    let now = 0;
    const cache = new ReadCache({ ttlMs: 10, staleMs: 1000, logger: createLogger('silent'), now: () => now });
    await cache.get('a', () => Promise.resolve('A'));
    now = 20;
    const stale = await cache.track(() => cache.get('a', () => Promise.reject(new Error('down'))));
    expect(stale).toMatchObject({ value: 'A', freshUntil: 0 });
    expect((await cache.track(() => Promise.resolve(1))).freshUntil).toBe(Infinity);
  });
});

/** A load the test finishes by hand, counting its calls. */
function manualLoad<T>() {
  let calls = 0;
  let finish!: (value: T) => void;
  const load = () => {
    calls++;
    return new Promise<T>((resolve) => (finish = resolve));
  };
  return { load, calls: () => calls, finish: (value: T) => finish(value) };
}

describe('ReadCache stale-while-revalidate', () => {
  const silent = createLogger('silent');

  it('answers an expired value at once and refreshes it once behind the answers', async () => {
    let now = 0;
    const cache = new ReadCache({ ttlMs: 10, staleMs: 1000, logger: silent, now: () => now });
    await cache.get('k', () => Promise.resolve('old'));
    now = 20;
    const reload = manualLoad<string>();
    // Nobody waits for the reload, and ten readers start one.
    const answers = await Promise.all(Array.from({ length: 10 }, () => cache.get('k', reload.load)));
    expect(answers).toEqual(Array(10).fill('old'));
    expect(reload.calls()).toBe(1);
    expect(cache.stats.revalidations).toBe(10);
    reload.finish('new');
    await vi.waitFor(async () => expect(await cache.get('k', reload.load)).toBe('new'));
    expect(reload.calls()).toBe(1);
  });

  it('makes a reader wait only for a key never loaded or kept past the stale time', async () => {
    let now = 0;
    const cache = new ReadCache({ ttlMs: 10, staleMs: 100, logger: silent, now: () => now });
    const first = manualLoad<string>();
    const waiting = cache.get('k', first.load);
    let settled = false;
    void waiting.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    first.finish('v1');
    expect(await waiting).toBe('v1');
    now = 200; // past ttl + stale: gone
    expect(await cache.get('k', () => Promise.resolve('v2'))).toBe('v2');
  });

  it('waits for the refresh inside revalidating (a rebuild behind an answer), reporting fresh data', async () => {
    let now = 0;
    const cache = new ReadCache({ ttlMs: 10, staleMs: 1000, logger: silent, now: () => now });
    await cache.get('profile:7', () => Promise.resolve('old'));
    now = 20;
    const { value, freshUntil, tags } = await cache.track(() =>
      cache.revalidating(() => cache.get('profile:7', () => Promise.resolve('new'))),
    );
    expect(value).toBe('new');
    expect(freshUntil).toBe(30);
    expect(tags).toEqual(['model:7']);
  });

  it('reloads values expiring within the margin when refreshing ahead, and leaves the others', async () => {
    let now = 0;
    const cache = new ReadCache({ ttlMs: 100, staleMs: 1000, logger: silent, now: () => now });
    await cache.get('a', () => Promise.resolve('a1'));
    now = 60;
    await cache.get('b', () => Promise.resolve('b1'));
    now = 80; // a expires at 100, b at 160
    const loads: string[] = [];
    await cache.refreshingAhead(30, async () => {
      await cache.get('a', () => Promise.resolve((loads.push('a'), 'a2')));
      await cache.get('b', () => Promise.resolve((loads.push('b'), 'b2')));
    });
    expect(loads).toEqual(['a']);
    expect(await cache.get('a', () => Promise.resolve('never'))).toBe('a2');
  });

  it('purges by name: the next reader waits for a reload, the old value stays the fallback, derived caches hear the tags', async () => {
    const cache = new ReadCache({ ttlMs: 60_000, staleMs: 60_000, logger: silent });
    await cache.get('profile:48213', () => Promise.resolve('Ana'));
    await cache.get('profile:1', () => Promise.resolve('Bia'));
    await cache.get('talents:1938', () => Promise.resolve(['board']));
    const dropped: string[][] = [];
    cache.onDrop((matches) => dropped.push(['model:48213', 'model:1', 'boards', 'content'].filter(matches)));
    await cache.purge({ models: ['48213'] });
    expect(dropped).toEqual([['model:48213']]);
    expect(await cache.get('profile:48213', () => Promise.resolve('Ana Lima'))).toBe('Ana Lima');
    expect(await cache.get('profile:1', () => Promise.resolve('never'))).toBe('Bia');
    expect(await cache.get('talents:1938', () => Promise.resolve(['never']))).toEqual(['board']);
    await cache.purge({ boards: true });
    await expect(cache.get('talents:1938', () => Promise.reject(new Error('down')))).resolves.toEqual([
      'board',
    ]);
  });

  it('does not let a load started before a purge answer the readers after it (an edit made meanwhile)', async () => {
    const cache = new ReadCache({ ttlMs: 60_000, staleMs: 60_000, logger: silent });
    const before = manualLoad<string>();
    const early = cache.get('profile:48213', before.load);
    await cache.purge({ models: ['48213'] });
    const after = manualLoad<string>();
    const late = cache.get('profile:48213', after.load);
    expect(after.calls()).toBe(1);
    before.finish('Ana');
    expect(await early).toBe('Ana');
    after.finish('Ana Lima');
    expect(await late).toBe('Ana Lima');
    expect(await cache.get('profile:48213', () => Promise.resolve('never'))).toBe('Ana Lima');
  });

  it('keeps a load purged while running only as the fallback, never as fresh', async () => {
    const cache = new ReadCache({ ttlMs: 60_000, staleMs: 60_000, logger: silent });
    const before = manualLoad<string>();
    const early = cache.get('talents:1938', before.load);
    await cache.purge({ boards: true });
    before.finish('old board');
    expect(await early).toBe('old board');
    expect(await cache.get('talents:1938', () => Promise.resolve('new board'))).toBe('new board');
    await cache.purge({ boards: true });
    await expect(cache.get('talents:1938', () => Promise.reject(new Error('down')))).resolves.toBe(
      'new board',
    );
  });
});

/** A shared store (Redis, as other instances left it) whose next read the test can hold and answer by hand. */
function manualSharedStore() {
  let held: ((stored: StoredRead | undefined) => void)[] | undefined;
  let loaded: (key: string) => void = () => undefined;
  const shared = {
    /** What the store holds: reads answer it at once unless held. */
    stored: undefined as StoredRead | undefined,
    store: {
      isUp: true,
      read: (): Promise<StoredRead | undefined> =>
        held ? new Promise((resolve) => held!.push(resolve)) : Promise.resolve(shared.stored),
      loadOnce: (_key, load) => load(),
      invalidate: () => Promise.resolve(),
      onInvalidate: () => undefined,
      purge: () => Promise.resolve(),
      onPurge: () => undefined,
      onLoaded: (listener) => (loaded = listener),
    } satisfies SharedReadStore,
    holdReads: () => (held = []),
    /** Answers the held reads with `stored` (what they read before the purge marked it). */
    answerHeld: async (stored: StoredRead) => {
      await vi.waitFor(() => expect(held?.length).toBeGreaterThan(0));
      for (const resolve of held!) resolve(stored);
      held = undefined;
      // Lets the cache act on the answers.
      await new Promise((resolve) => setImmediate(resolve));
    },
    loadedElsewhere: (key: string) => loaded(key),
  };
  return shared;
}

describe('ReadCache with a shared store, across a purge', () => {
  const silent = createLogger('silent');
  const old = (freshUntil: number): StoredRead => ({
    value: 'old text',
    freshUntil,
    keepUntil: freshUntil + 60_000,
  });

  it('does not take another instance’s value as fresh when a purge came while reading it', async () => {
    const shared = manualSharedStore();
    const cache = new ReadCache({ ttlMs: 60_000, staleMs: 60_000, logger: silent, shared: shared.store });
    expect(await cache.get('website-texts', () => Promise.resolve('old text'))).toBe('old text');
    // Another instance stored the key: this one reads it from Redis, and the answer (read before
    // the purge marked it there) comes back after the purge reached this instance.
    shared.holdReads();
    shared.loadedElsewhere('website-texts');
    await cache.purge({ content: true });
    await shared.answerHeld(old(Date.now() + 60_000));
    shared.stored = old(0);
    expect(await cache.get('website-texts', () => Promise.resolve('new text'))).toBe('new text');
  });

  it('does not keep a value read for the refresh ahead as fresh when a purge came while reading it', async () => {
    let now = 1_000_000;
    const shared = manualSharedStore();
    const cache = new ReadCache({
      ttlMs: 10_000,
      staleMs: 60_000,
      logger: silent,
      shared: shared.store,
      now: () => now,
    });
    expect(await cache.get('website-texts', () => Promise.resolve('old text'))).toBe('old text');
    now += 9_000;
    // The refresher reads Redis, where another instance stored the key a little later (fresh 2 s more)...
    shared.holdReads();
    const ahead = cache.refreshingAhead(5_000, () =>
      cache.get('website-texts', () => Promise.resolve('old text')),
    );
    await cache.purge({ content: true });
    await shared.answerHeld(old(now + 2_000));
    await ahead;
    // ...but read before the purge: the next reader loads again.
    shared.stored = old(0);
    expect(await cache.get('website-texts', () => Promise.resolve('new text'))).toBe('new text');
  });
});
