import { describe, expect, it } from 'vitest';
import { createLogger } from '@agency/server-kit/logger';
import { ReadCache } from './read-cache.js';

describe('ReadCache.track', () => {
  it('reports the earliest expiry among the values read inside, across awaits', async () => {
    let now = 1000;
    const cache = new ReadCache({ ttlMs: 100, staleMs: 1000, logger: createLogger('silent'), now: () => now });
    await cache.get('a', async () => 'A'); // fresh until 1100
    now = 1050;
    const { value, freshUntil } = await cache.track(async () => {
      const a = await cache.get('a', async () => 'never');
      await new Promise((resolve) => setTimeout(resolve, 1));
      const b = await cache.get('b', async () => 'B'); // fresh until 1150
      return a + b;
    });
    expect(value).toBe('AB');
    expect(freshUntil).toBe(1100);
  });

  it('reports 0 when stale data was served, and Infinity when nothing was read', async () => {
    let now = 0;
    const cache = new ReadCache({ ttlMs: 10, staleMs: 1000, logger: createLogger('silent'), now: () => now });
    await cache.get('a', async () => 'A');
    now = 20;
    const stale = await cache.track(() => cache.get('a', () => Promise.reject(new Error('down'))));
    expect(stale).toEqual({ value: 'A', freshUntil: 0 });
    expect((await cache.track(async () => 1)).freshUntil).toBe(Infinity);
  });
});
