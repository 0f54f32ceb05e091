import { createContext, use, useMemo, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** What a form's sections need of react-hook-form: functions that stay the same for the form's life. */
export type FormMethods<T extends FieldValues> = Pick<
  UseFormReturn<T>,
  'register' | 'control' | 'setValue' | 'getValues' | 'setError' | 'clearErrors'
>;

const FormMethodsContext = createContext<FormMethods<FieldValues> | null>(null);

/**
 * Gives a form's sections its methods without its state. react-hook-form's FormProvider hands
 * down the form state too, so every field under it drew again whenever any of it changed: at the
 * form's mount (the library marks itself ready in a layout effect, before the first paint) and at
 * each keystroke that changes an error. Sections read the errors of their own fields through
 * useFormState instead, and draw again only when those change.
 */
export function FormMethodsProvider<T extends FieldValues>({
  form,
  children,
}: {
  form: FormMethods<T>;
  children: ReactNode;
}) {
  const { register, control, setValue, getValues, setError, clearErrors } = form;
  const methods = useMemo(
    () => ({ register, control, setValue, getValues, setError, clearErrors }),
    [register, control, setValue, getValues, setError, clearErrors],
  );
  return (
    <FormMethodsContext value={methods as unknown as FormMethods<FieldValues>}>{children}</FormMethodsContext>
  );
}

/** The methods of the form around: for fields shared by several forms. */
export function useFormMethods<T extends FieldValues>(): FormMethods<T> {
  const methods = use(FormMethodsContext);
  if (!methods) throw new Error('useFormMethods outside a FormMethodsProvider');
  return methods as unknown as FormMethods<T>;
}
