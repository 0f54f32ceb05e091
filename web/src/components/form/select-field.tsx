import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, type FieldProps } from './field';

export type SelectOption = { value: string; label: string };

type SelectFieldProps = Omit<FieldProps, 'children'> & {
  registration: UseFormRegisterReturn;
  options: readonly SelectOption[];
  /** The empty first entry; it is also what a disabled select shows ('Select a country'). */
  placeholder: string;
  disabled?: boolean;
  busy?: boolean;
  autoComplete?: string;
};

export function SelectField({ registration, options, placeholder, disabled, busy, autoComplete, label, error, hint, optional, wide, className }: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} optional={optional} wide={wide} className={className}>
      {(control) => (
        <span className="field__select">
          <select
            className="field__control"
            {...control}
            {...registration}
            disabled={disabled}
            aria-busy={busy || undefined}
            autoComplete={autoComplete}
          >
            <option value="">{placeholder}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </span>
      )}
    </Field>
  );
}
