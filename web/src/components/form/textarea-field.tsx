import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, type FieldProps } from './field';

type TextareaFieldProps = Omit<FieldProps, 'children'> & {
  registration: UseFormRegisterReturn;
  rows?: number;
};

export function TextareaField({
  registration,
  rows = 3,
  label,
  error,
  hint,
  optional,
  wide,
  className,
}: TextareaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} optional={optional} wide={wide} className={className}>
      {(control) => (
        <textarea
          className="field__control field__control--textarea"
          rows={rows}
          {...control}
          {...registration}
        />
      )}
    </Field>
  );
}
