import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePage } from '../../core/page-context';
import { useStarted } from '../../core/use-started';
import { ModelGrid } from '../../components/model-card/model-grid';
import { DEFAULT_MODELS_ROUTE, pathFor, profileRoute } from '../../routing/routes';
import { BudgetForm } from './budget-form';
import { useCurrentFavorites } from './current-favorites';
import { useFavorites } from '../../core/favorites/favorites-store';
import { ShareButton } from './share-button';

/** The visitor's own favourites (local storage), shareable as a link, with the budget request. */
export function OwnFavorites() {
  const { t } = useTranslation();
  const { locale } = usePage();
  const { favorites, forget } = useFavorites();

  // Favourites live in local storage, which the server cannot read: until the browser has
  // restored them, show neither the grid nor 'No talent selected!', which could be untrue.
  // This flag flips in the same effect pass in which the store restores them.
  const restored = useStarted();

  const current = useCurrentFavorites(favorites, restored);
  // Models the agency no longer has leave the selection (the budget request would name them),
  // with a note naming them, kept after they are gone from the store.
  const [departed, setDeparted] = useState<string[]>([]);
  const goneIds = current.gone.map((model) => model.id).join(',');
  // Noted while rendering, each time the gone ids change (React's way of adjusting state).
  const [notedIds, setNotedIds] = useState('');
  if (goneIds !== notedIds) {
    setNotedIds(goneIds);
    if (goneIds) setDeparted((names) => [...names, ...current.gone.map((model) => model.name)]);
  }
  // The store (local storage) forgets them after the commit.
  useEffect(() => {
    if (goneIds) forget(goneIds.split(','));
  }, [goneIds, forget]);

  // The store is keyed by numeric ids, so it cannot keep the order they were added in; by name
  // reads like the boards do.
  const models = current.models.sort((a, b) => a.name.localeCompare(b.name, locale));

  return (
    <>
      <section className="favorites-screen" aria-labelledby="favorites-title">
        <header className="favorites-screen__header">
          <h1 id="favorites-title" className="page-title favorites-screen__title">
            {t('favorites.title')}
          </h1>
          {restored && models.length > 0 && <ShareButton ids={models.map((model) => model.id)} />}
        </header>
        {departed.length > 0 && (
          <p className="favorites-screen__departed" role="status">
            {t('favorites.departed', { count: departed.length, names: departed.join(', ') })}
          </p>
        )}
        {!restored ? (
          <div className="favorites-screen__pending" aria-busy="true" />
        ) : models.length === 0 ? (
          <div className="favorites-screen__empty">
            <p className="favorites-screen__empty-title">{t('favorites.empty')}</p>
            <p className="favorites-screen__empty-hint">{t('favorites.empty_hint')}</p>
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
      {/* A sibling rather than a child: the form sets its own width and gutters. */}
      <BudgetForm />
    </>
  );
}
