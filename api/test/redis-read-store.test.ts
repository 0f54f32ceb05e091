import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ReadCache } from '../src/cache/read-cache.js';
import { RedisReadStore, type RedisReadStoreOptions } from '../src/cache/redis-read-store.js';
import type { StoredRead } from '../src/cache/shared-read-store.js';
import { createLogger } from '@agency/server-kit/logger';
import { RedisConnection } from '../src/redis/redis-connection.js';
import { waitFor } from './harness.js';
import { startRedisServer, type RedisServer } from '@agency/test-kit/redis-server';

// Each store plays one API instance: its own connections to one real Redis.

const logger = createLogger('silent');
let redis: RedisServer;
let raw: Redis;
const connections: RedisConnection[] = [];

beforeAll(async () => {
  redis = await startRedisServer();
  raw = new Redis(redis.url);
});
afterAll(async () => {
  raw?.disconnect();
  await redis?.stop();
});
beforeEach(async () => {
  await raw.flushall();
  await raw.config('RESETSTAT');
});
afterEach(async () => {
  await Promise.all(connections.splice(0).map((c) => c.close()));
});

async function instance(options: RedisReadStoreOptions = {}): Promise<RedisReadStore> {
  const connection = new RedisConnection(redis.url, logger);
  connections.push(connection);
  const store = new RedisReadStore(connection, options);
  await waitFor(() => store.isUp);
  // Subscribed too, so notices reach it.
  await waitFor(
    async () => Number((await raw.pubsub('NUMSUB', 'agency:read-events'))[1]) >= connections.length,
  );
  return store;
}

/** How many waiting looks (EXISTS on a lock) the instances made: a waiter is parked after its first. */
const lockLooks = async () =>
  Number(/cmdstat_exists:calls=(\d+)/.exec(await raw.info('commandstats'))?.[1] ?? 0);

const fresh = (value: unknown, ttlMs = 60_000): StoredRead => ({
  value,
  freshUntil: Date.now() + ttlMs,
  keepUntil: Date.now() + ttlMs + 60_000,
});

/** A load the test finishes by hand, counting its calls. */
function manualLoad(value: unknown) {
  let calls = 0;
  let finish!: (entry: StoredRead) => void;
  let fail!: (error: Error) => void;
  const done = new Promise<StoredRead>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return {
    load: () => {
      calls++;
      return done;
    },
    calls: () => calls,
    finish: () => finish(fresh(value)),
    fail: (error: Error) => fail(error),
  };
}

describe('RedisReadStore', () => {
  it('keeps a value with its freshness, dropped by Redis when it is no longer kept', async () => {
    const store = await instance();
    const entry = fresh({ name: 'Ana', tags: ['a'], missing: null }, 1000);
    await store.loadOnce('k', () => Promise.resolve(entry));
    expect(await store.read('k')).toEqual(entry);
    const ttl = await raw.pttl('agency:read:k');
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(entry.keepUntil - Date.now() + 50);
    expect(await (await instance()).read('k')).toEqual(entry);
    expect(await store.read('other')).toBeUndefined();
  });

  it('lets one of three instances load a key while the others wait for its value (woken by pub/sub)', async () => {
    // Polling is off in practice: only the notice can wake the waiters before the test times out.
    const stores = await Promise.all([
      instance({ pollMs: 60_000 }),
      instance({ pollMs: 60_000 }),
      instance({ pollMs: 60_000 }),
    ]);
    const upstream = manualLoad('board');
    const answers = Promise.all(stores.map((store) => store.loadOnce('talents:1938', upstream.load)));
    await waitFor(async () => (await raw.exists('agency:read-lock:talents:1938')) === 1);
    await waitFor(() => upstream.calls() === 1);
    await waitFor(async () => (await lockLooks()) >= 2);
    upstream.finish();
    expect((await answers).map((entry) => entry.value)).toEqual(['board', 'board', 'board']);
    expect(upstream.calls()).toBe(1);
    // The lock is freed once the value is stored.
    await waitFor(async () => (await raw.exists('agency:read-lock:talents:1938')) === 0);
  });

  it('finds the value by polling when no notice comes', async () => {
    const store = await instance({ pollMs: 20 });
    // Another instance, seen only through Redis: it holds the lock, then writes the value, silently.
    await raw.set('agency:read-lock:k', 'someone', 'PX', 10_000);
    const upstream = manualLoad('mine');
    const answer = store.loadOnce('k', upstream.load);
    const theirs = fresh('theirs');
    await raw.hset('agency:read:k', {
      value: JSON.stringify({ v: 'theirs' }),
      freshUntil: theirs.freshUntil,
      keepUntil: theirs.keepUntil,
    });
    expect((await answer).value).toBe('theirs');
    expect(upstream.calls()).toBe(0);
  });

  it('keeps the lock while a slow load runs longer than the lock lasts', async () => {
    const [holder, waiter] = await Promise.all([
      instance({ lockMs: 300 }),
      instance({ lockMs: 300, pollMs: 20 }),
    ]);
    const slow = manualLoad('slow');
    const first = holder.loadOnce('k', slow.load);
    await waitFor(() => slow.calls() === 1);
    const other = manualLoad('other');
    const second = waiter.loadOnce('k', other.load);
    const started = Date.now();
    await waitFor(() => Date.now() - started > 1000);
    expect(await raw.exists('agency:read-lock:k')).toBe(1);
    expect(other.calls()).toBe(0);
    slow.finish();
    expect([(await first).value, (await second).value]).toEqual(['slow', 'slow']);
  });

  it('has the waiting instances load for themselves when the loading one fails', async () => {
    const [holder, waiter] = await Promise.all([instance({ pollMs: 60_000 }), instance({ pollMs: 60_000 })]);
    const failing = manualLoad('never');
    const first = holder.loadOnce('k', failing.load);
    await waitFor(() => failing.calls() === 1);
    const own = manualLoad('own');
    const second = waiter.loadOnce('k', own.load);
    await waitFor(async () => (await lockLooks()) >= 1);
    failing.fail(new Error('upstream down'));
    await expect(first).rejects.toThrow('upstream down');
    await waitFor(() => own.calls() === 1);
    own.finish();
    expect((await second).value).toBe('own');
    expect(await holder.read('k')).toMatchObject({ value: 'own' });
  });

  it('has a waiting instance load for itself when the lock holder vanished without a value', async () => {
    const store = await instance({ pollMs: 20 });
    await raw.set('agency:read-lock:k', 'crashed-instance', 'PX', 200);
    expect((await store.loadOnce('k', () => Promise.resolve(fresh('mine')))).value).toBe('mine');
  });

  it('expires or clears every value and tells every instance', async () => {
    const [a, b] = await Promise.all([instance(), instance()]);
    const heard: string[] = [];
    b.onInvalidate((kind) => heard.push(kind));
    await a.loadOnce('x', () => Promise.resolve(fresh('X')));
    await a.loadOnce('y', () => Promise.resolve(fresh('Y')));
    await a.invalidate('expire');
    expect(await b.read('x')).toMatchObject({ value: 'X', freshUntil: 0 });
    expect(await raw.pttl('agency:read:x')).toBeGreaterThan(0);
    await a.invalidate('clear');
    expect(await b.read('y')).toBeUndefined();
    await waitFor(() => heard.length === 2);
    expect(heard).toEqual(['expire', 'clear']);
  });

  it('stores a load that ran across a purge as stale only when the purge named its key', async () => {
    const [a, b] = await Promise.all([instance(), instance()]);
    const freshIn = async (key: string) =>
      Number(await raw.hget(`agency:read:${key}`, 'freshUntil')) - Date.now();
    const loadAcross = async (key: string, purges: Parameters<RedisReadStore['purge']>[0][]) => {
      const slow = manualLoad(`${key} before the edit`);
      const loading = a.loadOnce(key, slow.load);
      await waitFor(() => slow.calls() === 1);
      for (const scope of purges) await b.purge(scope);
      slow.finish();
      return (await loading).freshUntil - Date.now();
    };
    // Purges of other things (a model, the boards) leave a text loaded meanwhile fresh...
    expect(await loadAcross('website-texts', [{ models: ['48213'] }, { boards: true }])).toBeGreaterThan(0);
    expect(await freshIn('website-texts')).toBeGreaterThan(0);
    // ...and one naming it (or everything) makes it the fallback only.
    expect(await loadAcross('entity:contact', [{ content: true }])).toBeLessThan(0);
    expect(await freshIn('entity:contact')).toBeLessThan(0);
    expect(await loadAcross('profile:48213', [{ models: ['1', '48213'] }])).toBeLessThan(0);
    expect(await loadAcross('profile:1', [{ models: ['2'] }])).toBeGreaterThan(0);
    expect(await loadAcross('talents:1938', [{ all: true }])).toBeLessThan(0);
    expect(await freshIn('talents:1938')).toBeLessThan(0);
  });
});

describe('ReadCache over Redis', () => {
  const cacheOn = (shared: RedisReadStore) =>
    new ReadCache({ ttlMs: 60_000, staleMs: 60_000, logger, shared });

  it('has the first reader after a purge load at once, not wait for a load that started before it', async () => {
    const [a, b] = await Promise.all([instance({ pollMs: 60_000 }), instance({ pollMs: 60_000 })]);
    await a.loadOnce('profile:48213', () => Promise.resolve(fresh('before the edit', 1)));
    // A refresh on A, started before the edit, still waiting for the upstream...
    const slow = manualLoad('before the edit');
    const refreshing = a.loadOnce('profile:48213', slow.load, Date.now() + 60_000);
    await waitFor(() => slow.calls() === 1);
    await b.purge({ models: ['48213'] });
    // ...does not hold B's reader: it loads the edit itself, while A's load is still out.
    const after = await b.loadOnce('profile:48213', () => Promise.resolve(fresh('after the edit')));
    expect(after.value).toBe('after the edit');
    expect(slow.calls()).toBe(1);
    slow.finish();
    await refreshing;
    // A's late answer does not overwrite it: the next reader anywhere gets the edit, fresh.
    const stored = await (await instance()).read('profile:48213');
    expect(stored?.value).toBe('after the edit');
    expect(stored!.freshUntil).toBeGreaterThan(Date.now());
  });

  it('serves a value one instance loaded to another without a load', async () => {
    const [a, b] = [cacheOn(await instance()), cacheOn(await instance())];
    let loads = 0;
    const load = () => Promise.resolve({ loads: ++loads });
    expect(await a.get('k', load)).toEqual({ loads: 1 });
    const { value, freshUntil } = await b.track(() => b.get('k', load));
    expect(value).toEqual({ loads: 1 });
    expect(loads).toBe(1);
    // The freshness is the stored one, so responses built from it never outlive it.
    expect(freshUntil).toBe(await raw.hget('agency:read:k', 'freshUntil').then(Number));
  });

  it('serves another instance’s expired value when its own reload fails', async () => {
    const [a, b] = [cacheOn(await instance()), cacheOn(await instance())];
    await a.get('k', () => Promise.resolve('old'));
    await a.expireAll();
    expect(await b.get('k', () => Promise.reject(new Error('down')))).toBe('old');
    expect(b.stats.staleServed).toBe(1);
  });

  it('drops every instance’s own copies when one clears the cache', async () => {
    const [a, b] = [cacheOn(await instance()), cacheOn(await instance())];
    await b.get('k', () => Promise.resolve('before'));
    const generation = b.generation;
    await a.clear();
    await waitFor(() => b.generation > generation);
    expect(await b.get('k', () => Promise.resolve('after'))).toBe('after');
  });

  it('starts without Redis, works from memory, and shares once Redis comes up', async () => {
    const late = await startRedisServer();
    await late.kill();
    try {
      const connection = new RedisConnection(late.url, logger);
      connections.push(connection);
      const cache = cacheOn(new RedisReadStore(connection));
      expect(await cache.get('k', () => Promise.resolve('from memory'))).toBe('from memory');
      await late.restart();
      await waitFor(() => connection.isUp);
      expect(await cache.get('shared', () => Promise.resolve('stored'))).toBe('stored');
      const lateRaw = new Redis(late.url);
      expect(await lateRaw.hget('agency:read:shared', 'value')).toBe(JSON.stringify({ v: 'stored' }));
      lateRaw.disconnect();
    } finally {
      await late.stop();
    }
  });

  it('loads for itself when Redis is unreachable', async () => {
    const connection = new RedisConnection('redis://127.0.0.1:1', logger);
    connections.push(connection);
    const cache = cacheOn(new RedisReadStore(connection));
    expect(await cache.get('k', () => Promise.resolve('here'))).toBe('here');
    expect(await cache.get('k', () => Promise.resolve('again'))).toBe('here');
    expect(cache.stats.loads).toBe(1);
  });
});
