import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, type FieldFrameProps } from './field';
import { OptionsSelect, type SelectOption } from './options-select';

export type { SelectOption } from './options-select';

type SelectFieldProps = FieldFrameProps & {
  registration: UseFormRegisterReturn;
  /**
   * Keep the same array while the language and the list stay (usePlaceOptions in use-options.ts):
   * its HTML is then written once.
   */
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
  const { ref, ...registered } = registration;
  return (
    <Field {...field}>
      {(control) => (
        <span className="field__select select-chevron">
          <OptionsSelect
            className="field__control"
            {...control}
            {...registered}
            selectRef={ref}
            options={options}
            placeholder={placeholder}
            disabled={disabled}
            aria-busy={busy || undefined}
            autoComplete={autoComplete}
          />
        </span>
      )}
    </Field>
  );
}
