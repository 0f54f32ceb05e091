import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FavoriteModelsQuery } from './favorites-query';
import type { FavoriteModel, Favorites } from '../../core/favorites/favorites-storage';

/** The API's largest `modelsByIds`; favourites beyond it keep their saved card. */
const MAX_IDS = 100;

export type CurrentFavorites = {
  /** Saved favourites with today's name and cover; the saved card while loading or when the API fails. */
  models: FavoriteModel[];
  /** Saved favourites the agency no longer has (null from the API). */
  gone: FavoriteModel[];
};

/**
 * Favourites are saved as cards (name, cover) when added; names and covers change and models
 * leave. The screen shows them as they are now, without one request per model.
 */
export function useCurrentFavorites(favorites: Favorites, restored: boolean): CurrentFavorites {
  const saved = Object.keys(favorites).sort().slice(0, MAX_IDS);
  // Asked again only when a favourite is added: removing one (or dropping the gone) reuses the answer.
  const [ids, setIds] = useState(saved);
  if (saved.some((id) => !ids.includes(id))) setIds(saved);
  const { data } = useQuery(FavoriteModelsQuery, { variables: { ids }, skip: !restored || ids.length === 0 });
  const answered = new Map<string, FavoriteModel | null>();
  (data?.modelsByIds ?? []).forEach((model, index) => {
    answered.set(
      ids[index]!,
      model && { id: model.id, name: model.name, coverUrl: model.cover?.url ?? null },
    );
  });
  const models: FavoriteModel[] = [];
  const gone: FavoriteModel[] = [];
  for (const saved of Object.values(favorites)) {
    const now = answered.get(saved.id);
    if (now === null) gone.push(saved);
    else models.push(now ?? saved);
  }
  return { models, gone };
}
