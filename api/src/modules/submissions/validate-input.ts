import type * as z from 'zod/mini';
import type { FieldErrors } from './field-errors.js';
import { ruleCodeOf } from '@agency/rules';

/** Runs a zod schema over form input, turning each issue into a field error with a message code. */
export function validateInput<S extends z.ZodMiniType>(
  schema: S,
  input: unknown,
  errors: FieldErrors,
): z.infer<S> | null {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'input';
    // Rules name their code; anything else (a wrong type) reads as a missing value.
    errors.add(field, ruleCodeOf(issue));
  }
  return null;
}
