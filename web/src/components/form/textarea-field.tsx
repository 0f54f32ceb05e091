import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, type FieldFrameProps } from './field';

type TextareaFieldProps = FieldFrameProps & {
  registration: UseFormRegisterReturn;
  rows?: number;
};

export function TextareaField({ registration, rows = 3, ...field }: TextareaFieldProps) {
  return (
    <Field {...field}>
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
