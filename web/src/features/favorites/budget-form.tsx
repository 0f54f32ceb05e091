import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormStatus } from '../../components/form/form-status';
import { showsInvalid } from '../../components/form/shows-invalid';
import { applyFieldErrors } from '../../components/form/send-outcome';
import { SubmitButton } from '../../components/form/submit-button';
import { TextareaField } from '../../components/form/textarea-field';
import { TextField } from '../../components/form/text-field';
import { useRevalidateOnLanguage } from '../../components/form/use-revalidate-on-language';
import { useSendState } from '../../components/form/use-send-state';
import { useTranslate } from '../../components/form/use-translate';
import { BUDGET_DEFAULTS, BUDGET_FIELDS, createBudgetSchema, type BudgetData, type BudgetValues } from './budget-schema';
import { useFavorites } from './favorites-store';
import { useSubmitFavorites } from './use-submit-favorites';
import './budget-form.css';

/** The budget request under the favourites grid: the visitor's details and the chosen models. */
export function BudgetForm() {
  const { t } = useTranslation();
  const id = useId();
  const translate = useTranslate();
  const { favorites } = useFavorites();
  const modelIds = useMemo(() => Object.keys(favorites), [favorites]);
  const schema = useMemo(() => createBudgetSchema(translate), [translate]);
  const form = useForm<BudgetValues, unknown, BudgetData>({ resolver: zodResolver(schema), defaultValues: BUDGET_DEFAULTS });
  const { register, formState, handleSubmit, reset, setError } = form;
  const { errors } = formState;
  const submit = useSubmitFavorites();
  const send = useSendState(() => reset(BUDGET_DEFAULTS));
  useRevalidateOnLanguage(form);
  const empty = modelIds.length === 0;
  const hintId = `${id}-hint`;

  const onValid = (data: BudgetData) =>
    send.run(async () => {
      const outcome = await submit(data, modelIds);
      if (outcome.kind === 'invalid') applyFieldErrors(outcome.fields, setError, BUDGET_FIELDS);
      return outcome;
    });

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
      <form className="budget__form" noValidate onSubmit={handleSubmit(onValid)} aria-labelledby={`${id}-title`}>
        <div className="form-grid form-grid--2">
          <TextField label={t('form.fields.name')} registration={register('name')} error={errors.name?.message} autoComplete="name" />
          <TextField type="email" label={t('form.fields.email')} registration={register('email')} error={errors.email?.message} autoComplete="email" spellCheck={false} autoCapitalize="none" />
          <TextField wide type="tel" label={t('form.fields.phone')} registration={register('phone')} error={errors.phone?.message} autoComplete="tel" inputMode="tel" />
          <TextareaField wide rows={3} label={t('form.fields.message')} registration={register('message')} error={errors.message?.message} />
        </div>
        <div className="form-actions">
          <SubmitButton status={send.status} disabled={empty} describedBy={empty ? hintId : undefined} />
          {empty && (
            <p id={hintId} className="budget__hint">
              {t('favorites.budget_needs_selection')}
            </p>
          )}
          <FormStatus notice={send.notice} invalid={showsInvalid(formState)} />
        </div>
      </form>
    </section>
  );
}
