import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, splitFieldProps, type FieldFrameProps } from './field';

type TextFieldProps = FieldFrameProps & {
  registration: UseFormRegisterReturn;
  type?: 'text' | 'email' | 'tel' | 'date';
} & Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'autoComplete' | 'inputMode' | 'max' | 'min' | 'spellCheck' | 'autoCapitalize' | 'placeholder'
  >;

export function TextField({ registration, type = 'text', ...props }: TextFieldProps) {
  const [field, input] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => (
        <input className="field__control" type={type} {...control} {...input} {...registration} />
      )}
    </Field>
  );
}
