import { memo } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, type FieldFrameProps } from './field';

export type SelectOption = { value: string; label: string };

type SelectFieldProps = FieldFrameProps & {
  registration: UseFormRegisterReturn;
  /** Keep the same array while the language and the list stay (useOptions): it is then not re-rendered. */
  options: readonly SelectOption[];
  /** The empty first entry; it is also what a disabled select shows ('Select a country'). */
  placeholder: string;
  disabled?: boolean;
  busy?: boolean;
  autoComplete?: string;
};

export function SelectField({
  registration,
  options,
  placeholder,
  disabled,
  busy,
  autoComplete,
  ...field
}: SelectFieldProps) {
  return (
    <Field {...field}>
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
            <OptionList options={options} placeholder={placeholder} />
          </select>
        </span>
      )}
    </Field>
  );
}

/**
 * The <option>s of a select. The forms re-render on every validation while the visitor types, and
 * their selects hold about a thousand options between them (heights, measures, countries, dial
 * codes): rendered once per list, not at every keystroke.
 */
const OptionList = memo(function OptionList({
  options,
  placeholder,
}: {
  options: readonly SelectOption[];
  placeholder: string;
}) {
  return (
    <>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
});
