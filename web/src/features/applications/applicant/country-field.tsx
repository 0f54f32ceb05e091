import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from '../../../components/form/select-field';
import { usePlaceOptions } from '../../../components/form/use-options';
import { useCountryOptions } from './option-lists';

type CountryFieldProps = { registration: UseFormRegisterReturn; error?: string | undefined };

/** The country select of both applications, reading its own list (option-lists.ts says why). */
export function CountryField({ registration, error }: CountryFieldProps) {
  const { t } = useTranslation();
  const list = useCountryOptions();
  const options = usePlaceOptions(list.items);
  return (
    <div className="place-field">
      <SelectField
        // A new select once the list has come, so the form's value is set on one that has it.
        key={list.items ? 'list' : 'waiting'}
        label={t('form.fields.country')}
        registration={registration}
        options={options}
        placeholder={
          list.items
            ? t('form.placeholders.country')
            : list.failed
              ? t('form.hints.places_failed')
              : t('common.loading')
        }
        busy={list.loading}
        error={error}
        // Names, not codes, are what the options show (their values are back-office ids).
        autoComplete="country-name"
      />
      {list.failed && (
        <button type="button" className="text-button place-field__retry" onClick={list.retry}>
          {t('form.submit.retry')}
        </button>
      )}
    </div>
  );
}
