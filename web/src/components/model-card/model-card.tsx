import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import type { FavoriteModel } from '../../core/favorites/favorites-storage';
import { resizedSrcSet, resizedUrl } from '../../core/responsive-images';
import { HeartButton } from './heart-button';
import './model-card.css';

type Props = {
  model: FavoriteModel;
  /** The profile's path in the page language. */
  to: string;
  /** Cards of the first row are visible at once: fetch them early rather than lazily. */
  priority?: boolean;
  /** The grid's: one useTranslation for the board, not two per card (heart-button.tsx). */
  t: TFunction;
};

/** A portrait in a fixed 3:4 frame, the name in capitals under it and the favourite heart beside the name. */
export function ModelCard({ model, to, priority = false, t }: Props) {
  return (
    <div className="model-card">
      {/* One link per card (image and name together) so keyboard and screen-reader users meet each model
          once; the portrait is decorative beside the name (an alt repeating it is read twice). */}
      <Link
        className="model-card__link"
        to={to}
        aria-label={t('model_list.view_profile', { name: model.name })}
      >
        <span className="portrait-frame model-card__frame">
          {model.coverUrl ? (
            <img
              className="model-card__image"
              // Two columns on phones, five from 1024 px, inside the page's gutters and the grid's gaps
              // (model-grid.css): a 412 px phone at 1.75x picks the 360 px file, a 1366 px screen 240 px.
              src={resizedUrl(model.coverUrl, 480)}
              srcSet={resizedSrcSet(model.coverUrl, 240, 720)}
              sizes="(min-width: 1024px) calc(20vw - 2.4rem), calc(50vw - 1.5rem)"
              alt=""
              width={600}
              height={800}
              loading={priority ? 'eager' : 'lazy'}
              decoding={priority ? 'auto' : 'async'}
              fetchPriority={priority ? 'high' : 'auto'}
            />
          ) : (
            <span className="model-card__placeholder" aria-hidden="true">
              {model.name.charAt(0)}
            </span>
          )}
        </span>
        <span className="model-card__name">{model.name}</span>
      </Link>
      <HeartButton model={model} className="model-card__heart" t={t} />
    </div>
  );
}
