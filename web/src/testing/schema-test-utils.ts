import type * as z from 'zod/mini';
import type { Translate } from '../components/form/validation';

/** A `t` for schema tests: the message is the key, so tests name the rule that fired. */
export const keyAsMessage: Translate = (key) => key;

export function photoFile(name = 'rosto.jpg', type = 'image/jpeg', bytes = 1024): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

/** The first message per field, as react-hook-form's resolver would show it. */
export function firstErrors(schema: z.ZodMiniType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}
