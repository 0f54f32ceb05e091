import type { TFunction } from 'i18next';
import { useFavorites } from '../../core/favorites/favorites-store';
import type { FavoriteModel } from '../../core/favorites/favorites-storage';
import './heart-button.css';

/**
 * The favourite toggle: a real button with aria-pressed, filled with the accent when on. Worded
 * with the `t` of the component around it: a board's cards each called useTranslation for it, and
 * that hook's set-up (its own i18n wrapper and subscription) was 30-50 ms of a 20-card board's
 * render at full CPU speed (bench/RESULTS.md §51).
 */
export function HeartButton({
  model,
  className,
  t,
}: {
  model: FavoriteModel;
  className: string;
  t: TFunction;
}) {
  const { isFavorite, toggle } = useFavorites();
  const on = isFavorite(model.id);
  return (
    <button
      type="button"
      className={`icon-button heart-button ${className}`}
      aria-pressed={on}
      aria-label={on ? t('favorites.remove', { name: model.name }) : t('favorites.add', { name: model.name })}
      onClick={() => toggle(model)}
    >
      <svg
        className="heart-button__icon"
        viewBox="0 0 24 24"
        width="22"
        height="22"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.9 3.6 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.5 3.4 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" />
      </svg>
    </button>
  );
}
