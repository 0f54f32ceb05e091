import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { toast } from '../toasts';
import { ToastHeart } from './toast-heart';
import {
  FAVORITES_KEY,
  loadFavorites,
  saveFavorites,
  toggleFavorite,
  type FavoriteModel,
  type Favorites,
} from './favorites-storage';

type FavoritesApi = {
  favorites: Favorites;
  isFavorite: (id: string) => boolean;
  toggle: (model: FavoriteModel) => void;
  /** Drops these ids without a toast (models the agency no longer has). */
  forget: (ids: readonly string[]) => void;
  /** Adds these models at once, without a toast each (a shared selection kept). */
  keep: (models: readonly FavoriteModel[]) => void;
  clear: () => void;
};

const FavoritesContext = createContext<FavoritesApi | null>(null);

export function FavoritesProvider({ children }: { children: ReactNode }) {
  // The server cannot see local storage: render empty, then restore after hydration.
  const [favorites, setFavorites] = useState<Favorites>({});
  const current = useRef(favorites);
  const replace = useCallback((next: Favorites) => {
    current.current = next;
    setFavorites(next);
  }, []);

  useEffect(() => {
    // Nothing saved (most visits): keep the state, or every heart re-renders right after hydration
    // in one long task on a phone (a new, equally empty object is a new context value).
    const stored = loadFavorites(localStorage);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- local storage restored after hydration, which the server's HTML cannot hold
    if (Object.keys(stored).length > 0) replace(stored);
    // Another tab changed them: follow it.
    const onStorage = (event: StorageEvent) =>
      event.key === FAVORITES_KEY && replace(loadFavorites(localStorage));
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [replace]);

  const toggle = useCallback(
    (model: FavoriteModel) => {
      const { next, added } = toggleFavorite(current.current, model);
      replace(next);
      saveFavorites(localStorage, next);
      // The heart itself, not a green tick or a warning sign: adding and removing are both normal.
      if (added)
        toast((say) => say('toast.favorite_added', { name: model.name }), {
          id: `fav-${model.id}`,
          icon: <ToastHeart filled />,
        });
      else
        toast((say) => say('toast.favorite_removed', { name: model.name }), {
          id: `fav-${model.id}`,
          icon: <ToastHeart filled={false} />,
          className: 'toast toast--warning',
        });
    },
    [replace],
  );
  const forget = useCallback(
    (ids: readonly string[]) => {
      const next = Object.fromEntries(Object.entries(current.current).filter(([id]) => !ids.includes(id)));
      replace(next);
      saveFavorites(localStorage, next);
    },
    [replace],
  );
  const keep = useCallback(
    (models: readonly FavoriteModel[]) => {
      const next = { ...current.current, ...Object.fromEntries(models.map((model) => [model.id, model])) };
      replace(next);
      saveFavorites(localStorage, next);
    },
    [replace],
  );
  const clear = useCallback(() => {
    replace({});
    saveFavorites(localStorage, {});
  }, [replace]);
  const value = useMemo(
    () => ({ favorites, isFavorite: (id: string) => Boolean(favorites[id]), toggle, forget, keep, clear }),
    [favorites, toggle, forget, keep, clear],
  );
  return <FavoritesContext.Provider value={value}>{children}</FavoritesContext.Provider>;
}

export function useFavorites(): FavoritesApi {
  const api = useContext(FavoritesContext);
  if (!api) throw new Error('useFavorites outside FavoritesProvider');
  return api;
}
