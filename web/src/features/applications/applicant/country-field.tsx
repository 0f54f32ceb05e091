import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from '../../../components/form/select-field';
import { usePlaceOptions } from '../../../components/form/use-options';
import { ListRetry, listPlaceholder } from './list-status';
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
        placeholder={listPlaceholder(list, t, t('form.placeholders.country'))}
        busy={list.loading}
        error={error}
        // Names, not codes, are what the options show (their values are back-office ids).
        autoComplete="country-name"
      />
      {list.failed && <ListRetry onRetry={list.retry} />}
    </div>
  );
}
