import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from './field';
import './yes-no-field.css';

type YesNoFieldProps = {
  legend: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  wide?: boolean;
};

/** A yes/no question as two radios in a fieldset; the whole option row is the touch target. */
export function YesNoField({ legend, registration, error, wide }: YesNoFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      role="radiogroup"
      className={['field', 'field--choice', wide && 'field--wide', error && 'is-invalid']
        .filter(Boolean)
        .join(' ')}
      aria-describedby={errorId}
      aria-invalid={error ? true : undefined}
    >
      <legend className="field__label">{legend}</legend>
      <div className="choice-row">
        {(['yes', 'no'] as const).map((value) => (
          <label key={value} className="choice">
            <input type="radio" value={value} {...registration} aria-describedby={errorId} />
            <span>{t(`form.options.${value}`)}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
