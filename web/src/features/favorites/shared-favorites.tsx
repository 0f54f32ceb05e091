import { useQuery } from '@apollo/client/react';
import { toast } from '../../core/toasts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePage } from '../../core/page-context';
import { QueryError } from '../../core/query-state';
import { ModelGrid } from '../../components/model-card/model-grid';
import { DEFAULT_MODELS_ROUTE, pathFor, profileRoute } from '../../routing/routes';
import { BudgetForm } from './budget-form';
import { FavoriteModelsQuery } from './favorites-query';
import { useFavorites } from '../../core/favorites/favorites-store';
import type { FavoriteModel } from '../../core/favorites/favorites-storage';
import type { SharedIds } from './shortlist-link';

/**
 * A selection someone shared (`?ids=`): the models as the agency has them now, read from the link
 * alone (rendered on the server, nothing from this browser's storage). Ids the agency does not know
 * are left out with a note; the budget request goes for the models shown, with this link. When none
 * is left, the page says so and leads to the boards.
 */
export function SharedFavorites({ shared }: { shared: SharedIds }) {
  const { t } = useTranslation();
  const { locale } = usePage();
  const { favorites, keep } = useFavorites();
  const { data, error } = useQuery(FavoriteModelsQuery, {
    variables: { ids: shared.ids },
    skip: shared.ids.length === 0,
  });
  // The agency's data could not be read: not the same as talents gone (an error page, as a board's).
  if (error && !data) return <QueryError error={error} />;

  const answered = data?.modelsByIds ?? [];
  const models: FavoriteModel[] = answered.flatMap((model) =>
    model ? [{ id: model.id, name: model.name, coverUrl: model.cover?.url ?? null }] : [],
  );
  const ready = shared.ids.length === 0 || Boolean(data);
  const skipped = shared.skipped + answered.filter((model) => model === null).length;
  const missing = models.filter((model) => !favorites[model.id]);
  // A link whose talents have all gone: nothing to tap or to ask a quote for, so neither the
  // invitation to do so nor the budget form; the way on is the boards.
  const none = ready && models.length === 0;

  const keepAll = () => {
    keep(missing);
    toast((say) => say('favorites.shared_kept'), { id: 'shortlist-kept' });
  };

  return (
    <>
      <section className="favorites-screen" aria-labelledby="favorites-title" aria-busy={!ready || undefined}>
        <header className="favorites-screen__header">
          <h1 id="favorites-title" className="page-title favorites-screen__title">
            {t('favorites.shared_title')}
          </h1>
          {!none && <p className="favorites-screen__intro">{t('favorites.shared_intro')}</p>}
          <div className="favorites-screen__actions">
            {missing.length > 0 && (
              <button type="button" className="text-button" onClick={keepAll}>
                {t('favorites.shared_keep')}
              </button>
            )}
            <Link className="text-button" to={pathFor(locale, { screen: 'favorites' })}>
              {t('favorites.my_favorites')}
            </Link>
          </div>
        </header>
        {ready && skipped > 0 && (
          <p className="favorites-screen__departed" role="status">
            {t('favorites.shared_skipped', { count: skipped })}
          </p>
        )}
        {!ready ? (
          <div className="favorites-screen__pending" aria-busy="true" />
        ) : none ? (
          <div className="favorites-screen__empty">
            <p className="favorites-screen__empty-title">{t('favorites.shared_none')}</p>
            <Link className="text-button favorites-screen__browse" to={pathFor(locale, DEFAULT_MODELS_ROUTE)}>
              {t('nav.models')}
            </Link>
          </div>
        ) : (
          <ModelGrid
            models={models}
            pathOf={(model) => pathFor(locale, profileRoute(model.id, model.name))}
          />
        )}
      </section>
      {!none && <BudgetForm modelIds={models.map((model) => model.id)} />}
    </>
  );
}
