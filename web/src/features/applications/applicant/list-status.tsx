import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { OptionList } from './option-lists';
import './list-status.css';

/** What a list's select offers first: its own prompt once the list has come, else why it has not. */
export function listPlaceholder(list: OptionList<unknown>, t: TFunction, prompt: string): string {
  if (list.items) return prompt;
  return list.failed ? t('form.hints.places_failed') : t('common.loading');
}

/** Asks again for a list that could not be loaded (the rest of the form stays as it is). */
export function ListRetry({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="text-button place-field__retry" onClick={onRetry}>
      {t('form.submit.retry')}
    </button>
  );
}
