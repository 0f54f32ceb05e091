import { z } from 'zod';
import { badUserInput } from '../../graphql/errors.js';
import type { BoardKey } from './model-list.js';

/** The arguments a page was asked with, apart from paging: a cursor is good for these only. */
export type BoardQuery = { category: number; gender: string; letter: string | null };

const cursorSchema = z.object({
  v: z.literal(1),
  q: z.object({ category: z.number(), gender: z.string(), letter: z.string().nullable() }).strict(),
  name: z.string().max(500),
  id: z.number().int(),
});

/**
 * Keyset cursors: the sort key (name and id) of the last model of a page, with the query it came
 * from. Opaque to clients (base64url JSON); nothing in them is secret, and a forged one can only
 * start a page somewhere else in the same board.
 */
export function encodeBoardCursor(query: BoardQuery, key: BoardKey): string {
  return Buffer.from(JSON.stringify({ v: 1, q: query, name: key.name, id: key.id })).toString('base64url');
}

/** The sort key a cursor carries, refused (BAD_USER_INPUT on `after`) when unreadable or from another query. */
export function decodeBoardCursor(cursor: string, query: BoardQuery): BoardKey {
  let parsed: z.infer<typeof cursorSchema>;
  try {
    parsed = cursorSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw badUserInput('after', '`after` is not a cursor this API gave; start again without `after`.');
  }
  const { q } = parsed;
  if (q.category !== query.category || q.gender !== query.gender || q.letter !== query.letter) {
    throw badUserInput('after', '`after` is a cursor of another list (category, gender or letter differ); start again without `after`.');
  }
  return { name: parsed.name, id: parsed.id };
}
