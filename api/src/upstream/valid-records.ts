import type * as z from 'zod/mini';
import '@agency/server-kit/zod-english';

/**
 * The records of an upstream list that fit `schema`, in order. One malformed record is left out
 * and reported through `skipped` (with its first issue), never allowed to empty the whole list.
 */
export function validRecords<S extends z.ZodMiniType>(
  records: readonly unknown[],
  schema: S,
  skipped: (issue: string | undefined) => void,
): z.infer<S>[] {
  const valid: z.infer<S>[] = [];
  for (const record of records) {
    const parsed = schema.safeParse(record);
    if (parsed.success) valid.push(parsed.data);
    else skipped(parsed.error.issues[0]?.message);
  }
  return valid;
}
