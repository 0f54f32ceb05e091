import { useTranslation } from 'react-i18next';
import type { FavoriteModel } from '../../core/favorites/favorites-storage';
import { useDrawnAhead } from '../../core/screen-ahead';
import { ModelCard } from './model-card';
import './model-grid.css';

/**
 * The first row on a phone: fetched first (and waited for before the app loads, src/boot.ts). The
 * rest of a desktop's first row is in view too, so its lazy images load as soon as it is laid out.
 */
const FIRST_ROW = 2;

/** The board grid shared by the model list and the favourites: 2 columns on phones, 5 on desktop. */
export function ModelGrid({
  models,
  pathOf,
  busy = false,
}: {
  models: FavoriteModel[];
  pathOf: (model: FavoriteModel) => string;
  busy?: boolean;
}) {
  // A board drawn ahead asks for its first photos when it is shown, not while the visitor looks at another screen.
  const ahead = useDrawnAhead();
  const { t } = useTranslation();
  return (
    <ul className="model-grid" aria-busy={busy || undefined}>
      {models.map((model, index) => (
        <li key={model.id} className="model-grid__item">
          <ModelCard model={model} to={pathOf(model)} priority={!ahead && index < FIRST_ROW} t={t} />
        </li>
      ))}
    </ul>
  );
}
