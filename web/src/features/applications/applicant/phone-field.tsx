import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { LocalDialCode } from '@agency/rules/dial-codes';
import { FieldError } from '../../../components/form/field';
import './phone-field.css';

type PhoneFieldProps = {
  /** The dial codes, named and sorted in the page's language (the built-in table of @agency/rules). */
  dialCodes: readonly LocalDialCode[];
  /** The chosen dial code, shown as '+55' over the select. */
  dialCode: string;
  dialCodeRegistration: UseFormRegisterReturn;
  numberRegistration: UseFormRegisterReturn;
  dialCodeError?: string | undefined;
  numberError?: string | undefined;
  wide?: boolean;
};

/**
 * Dial code and number side by side. The closed select shows only '+55' (70 px, as the spec
 * draws it) while its list names every country: a native select, so it works with every screen
 * reader and phone picker, with the short text drawn over it.
 */
export function PhoneField({
  dialCodes,
  dialCode,
  dialCodeRegistration,
  numberRegistration,
  dialCodeError,
  numberError,
  wide,
}: PhoneFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const dialId = `${id}-dial`;
  const numberId = `${id}-number`;
  const hintId = `${id}-hint`;
  const dialErrorId = dialCodeError ? `${id}-dial-error` : undefined;
  const numberErrorId = numberError ? `${id}-number-error` : undefined;
  const invalid = Boolean(dialCodeError || numberError);
  return (
    <div
      className={['field', 'field--phone', wide && 'field--wide', invalid && 'is-invalid']
        .filter(Boolean)
        .join(' ')}
    >
      {/* One visible label for the pair; '+55 ▾' explains itself, its own label is for screen readers. */}
      <label className="field__label" htmlFor={numberId}>
        {t('form.fields.phone')}
      </label>
      <div className="phone-field">
        <span className={['phone-field__dial', dialCodeError && 'is-invalid'].filter(Boolean).join(' ')}>
          <label className="visually-hidden" htmlFor={dialId}>
            {t('form.fields.dial_code')}
          </label>
          <span className="phone-field__dial-text" aria-hidden="true">
            {dialCode ? `+${dialCode}` : '+'}
          </span>
          <select
            id={dialId}
            className="phone-field__dial-select"
            autoComplete="tel-country-code"
            aria-invalid={dialCodeError ? true : undefined}
            aria-describedby={dialErrorId}
            {...dialCodeRegistration}
          >
            <option value="">{t('form.placeholders.select')}</option>
            <DialCodeOptions items={dialCodes} />
          </select>
        </span>
        <input
          id={numberId}
          className="field__control phone-field__number"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          aria-invalid={numberError ? true : undefined}
          aria-describedby={[numberErrorId, hintId].filter(Boolean).join(' ')}
          {...numberRegistration}
        />
      </div>
      <p className="field__hint" id={hintId}>
        {t('form.hints.phone')}
      </p>
      <FieldError id={dialErrorId} message={dialCodeError} />
      <FieldError id={numberErrorId} message={numberError} />
    </div>
  );
}

/**
 * The 250 dial codes, rendered once per list: the form re-renders this field at start-up (its
 * `isReady`) and on every validation while the visitor types (select-field.tsx's OptionList says the same).
 */
const DialCodeOptions = memo(function DialCodeOptions({ items }: { items: readonly LocalDialCode[] }) {
  return items.map((option) => (
    <option key={option.iso} value={option.code}>
      {`${option.name} (+${option.code})`}
    </option>
  ));
});
