import type { FieldErrors, FieldValues, Path, UseFormSetFocus } from 'react-hook-form';

/**
 * Focuses the first invalid field in the order the page shows them. react-hook-form's own focus
 * follows registration order, which shared field components (registered when they render, after
 * their parent) would scramble.
 */
export function focusFirstError<V extends FieldValues>(
  order: readonly Path<V>[],
  setFocus: UseFormSetFocus<V>,
) {
  return (errors: FieldErrors<V>) => {
    const first = order.find((name) => errors[name]);
    if (first) setFocus(first);
  };
}
