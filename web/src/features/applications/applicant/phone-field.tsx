import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { LocalDialCode } from '@agency/rules/dial-codes';
import { FieldError } from '../../../components/form/field';
import { OptionsSelect } from '../../../components/form/options-select';
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
  const { ref: dialRef, ...dialRegistered } = dialCodeRegistration;
  const dialOptions = useMemo(
    () => dialCodes.map((dial) => ({ value: dial.code, label: `${dial.name} (+${dial.code})` })),
    [dialCodes],
  );
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
        <span
          className={['phone-field__dial select-chevron', dialCodeError && 'is-invalid']
            .filter(Boolean)
            .join(' ')}
        >
          <label className="visually-hidden" htmlFor={dialId}>
            {t('form.fields.dial_code')}
          </label>
          <span className="phone-field__dial-text" aria-hidden="true">
            {dialCode ? `+${dialCode}` : '+'}
          </span>
          <OptionsSelect
            id={dialId}
            className="phone-field__dial-select"
            autoComplete="tel-country-code"
            aria-invalid={dialCodeError ? true : undefined}
            aria-describedby={dialErrorId}
            {...dialRegistered}
            selectRef={dialRef}
            options={dialOptions}
            placeholder={t('form.placeholders.select')}
          />
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
