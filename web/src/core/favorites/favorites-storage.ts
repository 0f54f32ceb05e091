/** What the site keeps of a favourite model: enough to show the card without a request. */
export type FavoriteModel = { id: string; name: string; coverUrl: string | null };

export type Favorites = Record<string, FavoriteModel>;

export const FAVORITES_KEY = 'favorites';

/** Reads saved favourites, ignoring anything malformed (an old format, a hand edit). */
export function loadFavorites(storage: Pick<Storage, 'getItem'>): Favorites {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(FAVORITES_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const favorites: Favorites = {};
    for (const [id, value] of Object.entries(parsed as Record<string, unknown>)) {
      const model = value as Partial<FavoriteModel> | null;
      if (model && typeof model.name === 'string' && /^\d+$/.test(id)) {
        favorites[id] = {
          id,
          name: model.name,
          coverUrl: typeof model.coverUrl === 'string' ? model.coverUrl : null,
        };
      }
    }
    return favorites;
  } catch {
    return {};
  }
}

export function saveFavorites(storage: Pick<Storage, 'setItem'>, favorites: Favorites): void {
  try {
    storage.setItem(FAVORITES_KEY, JSON.stringify(favorites));
  } catch {
    // Storage full or refused: favourites still work for this visit.
  }
}

/** Adds the model when absent, removes it when present. */
export function toggleFavorite(
  favorites: Favorites,
  model: FavoriteModel,
): { next: Favorites; added: boolean } {
  if (favorites[model.id]) {
    const { [model.id]: _removed, ...rest } = favorites;
    return { next: rest, added: false };
  }
  return { next: { ...favorites, [model.id]: model }, added: true };
}
