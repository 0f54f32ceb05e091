import { describe, expect, it } from 'vitest';
import { FAVORITES_KEY, loadFavorites, saveFavorites, toggleFavorite } from './favorites-storage';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

const ANA = { id: '48213', name: 'Ana Souza', coverUrl: 'https://example.com/ana.jpg' };

describe('favourites storage', () => {
  it('saves under the key "favorites" and restores the same map', () => {
    const storage = memoryStorage();
    saveFavorites(storage, { [ANA.id]: ANA });
    expect(FAVORITES_KEY).toBe('favorites');
    expect(JSON.parse(storage.data.get('favorites') ?? '')).toEqual({ '48213': ANA });
    expect(loadFavorites(storage)).toEqual({ '48213': ANA });
  });

  it('ignores malformed saves rather than failing the page', () => {
    expect(loadFavorites(memoryStorage({ favorites: 'not json' }))).toEqual({});
    expect(loadFavorites(memoryStorage({ favorites: '[1,2]' }))).toEqual({});
    expect(
      loadFavorites(memoryStorage({ favorites: '{"abc":{"name":"X"},"7":{"name":3},"8":{"name":"Bia"}}' })),
    ).toEqual({
      '8': { id: '8', name: 'Bia', coverUrl: null },
    });
  });

  it('toggles membership', () => {
    const added = toggleFavorite({}, ANA);
    expect(added).toEqual({ next: { '48213': ANA }, added: true });
    expect(toggleFavorite(added.next, ANA)).toEqual({ next: {}, added: false });
  });

  it('keeps working when storage refuses to save', () => {
    expect(() =>
      saveFavorites(
        {
          setItem: () => {
            throw new Error('QuotaExceededError');
          },
        },
        { [ANA.id]: ANA },
      ),
    ).not.toThrow();
  });
});
