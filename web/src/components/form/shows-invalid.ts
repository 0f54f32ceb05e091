import type { FieldErrors, FieldValues } from 'react-hook-form';

/** True once a send was attempted and some field is still in error. */
export function showsInvalid<T extends FieldValues>(formState: {
  submitCount: number;
  errors: FieldErrors<T>;
}): boolean {
  return formState.submitCount > 0 && Object.keys(formState.errors).length > 0;
}
