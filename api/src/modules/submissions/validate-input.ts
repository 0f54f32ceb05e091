import type { z } from 'zod';
import type { FieldErrors } from './field-errors.js';
import type { MessageCode } from './messages.js';

/** Runs a zod schema over form input, turning each issue into a field error with a message code. */
export function validateInput<S extends z.ZodType>(schema: S, input: unknown, errors: FieldErrors): z.infer<S> | null {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'input';
    // Rules name their message code; anything else (a wrong type) reads as a missing value.
    const code = (issue.message in CODES ? issue.message : 'required') as MessageCode;
    errors.add(field, code);
  }
  return null;
}

const CODES: Record<string, true> = {
  required: true,
  too_long: true,
  invalid_email: true,
  invalid_date: true,
  future_date: true,
  invalid_phone: true,
  unknown_option: true,
  invalid_url: true,
};
