import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageForm } from '../../components/form/message-form';
import { useFavorites } from '../../core/favorites/favorites-store';
import { useSubmitFavorites } from './use-submit-favorites';
import './budget-form.css';

/**
 * The budget request under the favourites grid: the visitor's details and the chosen models (the
 * visitor's favourites, or the models of a shared link).
 */
export function BudgetForm({ modelIds: shown }: { modelIds?: readonly string[] }) {
  const { t } = useTranslation();
  const id = useId();
  const { favorites } = useFavorites();
  const modelIds = useMemo(() => (shown ? [...shown] : Object.keys(favorites)), [shown, favorites]);
  const submit = useSubmitFavorites();
  const empty = modelIds.length === 0;

  return (
    <section className="budget" aria-labelledby={`${id}-title`}>
      <div className="budget__intro">
        <h2 id={`${id}-title`} className="budget__title">
          {t('favorites.budget_title')}
        </h2>
        <p className="budget__lead">{t('favorites.budget_intro')}</p>
        {/* With none chosen the hint under the button says what to do; a '0 selected' line would only repeat it. */}
        <p className="budget__count" aria-live="polite">
          {empty ? '' : t('favorites.selected', { count: modelIds.length })}
        </p>
      </div>
      <div className="budget__form">
        <MessageForm
          labelledBy={`${id}-title`}
          send={(data) => submit(data, modelIds)}
          blockedHint={empty ? t('favorites.budget_needs_selection') : null}
        />
      </div>
    </section>
  );
}
