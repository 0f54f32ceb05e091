import { describe, expect, it } from 'vitest';
import { DerivedCache } from './derived-cache.js';

const source = { generation: 0 };
const built = () => ({
  freshUntil: Date.now() + 60_000,
  staleUntil: Date.now() + 120_000,
  generation: source.generation,
  tags: [],
  startedAt: Date.now(),
});

describe('derived cache bounds', () => {
  it('forgets the least recently read entry once the entry count is reached', () => {
    const cache = new DerivedCache<string>(source, { maxEntries: 2 });
    cache.set('a', 'A', built());
    cache.set('b', 'B', built());
    expect(cache.get('a')?.value).toBe('A');
    cache.set('c', 'C', built());
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.value).toBe('A');
    expect(cache.get('c')?.value).toBe('C');
  });

  it('keeps its values within the byte budget, and never keeps one bigger than the whole budget', () => {
    const cache = new DerivedCache<string>(source, {
      maxEntries: 100,
      maxBytes: 10,
      sizeOf: (value) => value.length,
    });
    cache.set('a', 'aaaa', built());
    cache.set('b', 'bbbb', built());
    cache.set('c', 'cccc', built());
    // 12 bytes asked for, 10 allowed: the oldest went.
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')?.value).toBe('bbbb');
    expect(cache.get('c')?.value).toBe('cccc');
    cache.set('huge', 'x'.repeat(11), built());
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('b')?.value).toBe('bbbb');
  });
});
