import * as z from 'zod/mini';
import { badUserInput } from '../../core/errors.js';
import type { ModelFilter } from './model-filter.js';
import type { BoardKey } from './model-list.js';

/** The arguments a page was asked with, apart from paging: a cursor is good for these only. */
export type BoardQuery = { category: number | null; gender: string | null } & ModelFilter;

const cursorSchema = z.object({
  v: z.literal(2),
  // Compared whole with the next request's query; its shape is ours, so it is kept as given.
  q: z.record(z.string(), z.unknown()),
  name: z.string().check(z.maxLength(500)),
  id: z.int(),
});

/** The query in one canonical form, so equal queries give equal strings whatever the key order. */
function canonical(query: Record<string, unknown>): string {
  return JSON.stringify(
    Object.keys(query)
      .sort()
      .map((key) => [key, query[key]]),
  );
}

/**
 * Keyset cursors: the sort key (name and id) of the last model of a page, with the query it came
 * from. Opaque to clients (base64url JSON); nothing in them is secret, and a forged one can only
 * start a page somewhere else in the same list.
 */
export function encodeBoardCursor(query: BoardQuery, key: BoardKey): string {
  return Buffer.from(JSON.stringify({ v: 2, q: query, name: key.name, id: key.id })).toString('base64url');
}

/** The sort key a cursor carries, refused (BAD_USER_INPUT on `after`) when unreadable or from another query. */
export function decodeBoardCursor(cursor: string, query: BoardQuery): BoardKey {
  let parsed: z.infer<typeof cursorSchema>;
  try {
    parsed = cursorSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw badUserInput('after', '`after` is not a cursor this API gave; start again without `after`.');
  }
  if (canonical(parsed.q) !== canonical(query)) {
    throw badUserInput(
      'after',
      '`after` is a cursor of another list (category, gender, letter, search or filters differ); start again without `after`.',
    );
  }
  return { name: parsed.name, id: parsed.id };
}
