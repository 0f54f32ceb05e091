import { describe, expect, it } from 'vitest';
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('chunk load failures', () => {
  it('reloads once, not again within 60 s, and again after', () => {
    const storage = memoryStorage();
    let reloads = 0;
    const reload = () => reloads++;
    expect(reloadOnceForChunkError(storage, 1_000_000, reload)).toBe(true);
    expect(reloadOnceForChunkError(storage, 1_000_000 + 59_999, reload)).toBe(false);
    expect(reloads).toBe(1);
    expect(reloadOnceForChunkError(storage, 1_000_000 + 60_000, reload)).toBe(true);
    expect(reloads).toBe(2);
  });

  it('recognises the browsers’ chunk errors and nothing else', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Network request failed'))).toBe(false);
  });
});
