import type { FavoriteModel } from '../../app/favorites/favorites-storage';
import { ModelCard } from './model-card';
import './model-grid.css';

/** How many cards the first row holds on desktop; they load eagerly. */
const FIRST_ROW = 5;

/** The board grid shared by the model list and the favourites: 2 columns on phones, 5 on desktop. */
export function ModelGrid({ models, pathOf, busy = false }: { models: FavoriteModel[]; pathOf: (model: FavoriteModel) => string; busy?: boolean }) {
  return (
    <ul className="model-grid" aria-busy={busy || undefined}>
      {models.map((model, index) => (
        <li key={model.id} className="model-grid__item">
          <ModelCard model={model} to={pathOf(model)} priority={index < FIRST_ROW} />
        </li>
      ))}
    </ul>
  );
}
