import type { ChangeEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, type FieldFrameProps } from '../../../components/form/field';
import { withDateSlashes } from './typed-date';

type DateFieldProps = FieldFrameProps & {
  registration: UseFormRegisterReturn;
  autoComplete?: string;
};

/**
 * A date typed as dd/MM/yyyy (spec: shown dd/MM/yyyy, stored yyyy-MM-dd). Not an input of type
 * date: that one shows and reads the browser's locale (MM/dd/yyyy on an English system), whatever
 * the page says. The hint gives the pattern in the page's language; the schema turns the text into
 * yyyy-MM-dd for the API.
 */
export function DateField({ registration, autoComplete, ...field }: DateFieldProps) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { inputType } = event.nativeEvent as InputEvent;
    event.target.value = withDateSlashes(event.target.value, inputType?.startsWith('delete') ?? false);
    // react-hook-form's handler settles by itself (its validation runs inside it).
    void registration.onChange(event);
  };
  return (
    <Field {...field}>
      {(control) => (
        <input
          className="field__control"
          type="text"
          inputMode="numeric"
          maxLength={10}
          autoComplete={autoComplete}
          {...control}
          {...registration}
          onChange={onChange}
        />
      )}
    </Field>
  );
}
