import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, type FieldProps } from './field';

type TextFieldProps = Omit<FieldProps, 'children'> & {
  registration: UseFormRegisterReturn;
  type?: 'text' | 'email' | 'tel' | 'date';
} & Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'autoComplete' | 'inputMode' | 'max' | 'min' | 'spellCheck' | 'autoCapitalize' | 'placeholder'
  >;

export function TextField({
  registration,
  type = 'text',
  label,
  error,
  hint,
  optional,
  wide,
  className,
  ...input
}: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} optional={optional} wide={wide} className={className}>
      {(control) => (
        <input className="field__control" type={type} {...control} {...input} {...registration} />
      )}
    </Field>
  );
}
