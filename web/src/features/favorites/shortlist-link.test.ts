import { describe, expect, it } from 'vitest';
import { parseSharedIds, shortlistPath } from './shortlist-link';

describe('shared shortlist links', () => {
  it('is absent without ?ids', () => {
    expect(parseSharedIds(null)).toBeNull();
  });

  it('keeps digit ids once each and counts the rest as skipped', () => {
    expect(parseSharedIds('12,34,12, 56')).toEqual({ ids: ['12', '34', '56'], skipped: 0 });
    expect(parseSharedIds('12,abc,,-3')).toEqual({ ids: ['12'], skipped: 2 });
    expect(parseSharedIds('')).toEqual({ ids: [], skipped: 0 });
  });

  it('keeps the first 100 ids', () => {
    const shared = parseSharedIds(Array.from({ length: 105 }, (_, i) => String(i + 1)).join(','))!;
    expect(shared.ids).toHaveLength(100);
    expect(shared.skipped).toBe(5);
  });

  it('points at the favourites page of the language, ids in order', () => {
    expect(shortlistPath('pt', ['34', '12'])).toBe('/favoritos?ids=12,34');
    expect(shortlistPath('en', ['7'])).toBe('/en/favorites?ids=7');
    expect(shortlistPath('es', ['7'])).toBe('/es/favoritos?ids=7');
  });
});
