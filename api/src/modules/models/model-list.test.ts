import { describe, expect, it } from 'vitest';
import type { TalentDto } from '../../upstream/integration-dto.js';
import { decodeBoardCursor, encodeBoardCursor, type BoardQuery } from './board-cursor.js';
import { initialLetter } from '@agency/rules/model-list';
import { COLOUR_FILTER_NAMES, type ColourFilterName } from '@agency/rules/board-filters';
import { boardOf, lettersOf, pageAfter, type BoardKey } from './model-list.js';

const model = (id: number, name: string, gender: 'woman' | 'man' = 'woman'): TalentDto => ({
  id,
  name,
  gender,
});
const query: BoardQuery = {
  category: 1938,
  gender: 'woman',
  letter: null,
  search: [],
  heightMin: null,
  heightMax: null,
  ...(Object.fromEntries(COLOUR_FILTER_NAMES.map((name) => [name, null])) as Record<ColourFilterName, null>),
};
const cursorOf = (key: BoardKey) => encodeBoardCursor(query, key);

describe('model list', () => {
  it('files names under their unaccented initial', () => {
    expect(initialLetter('Ícaro Araújo')).toBe('I');
    expect(initialLetter('  ângela')).toBe('A');
    expect(initialLetter('Érica')).toBe('E');
    expect(initialLetter('9 Models')).toBeNull();
  });

  it('keeps one gender, sorted by name with accents in place and ties by id', () => {
    const board = boardOf(
      [model(3, 'Bruna'), model(1, 'Ágata'), model(2, 'Carlos', 'man'), model(5, 'Bruna'), model(4, 'Alice')],
      'woman',
    );
    expect(board.map((m) => m.id)).toEqual([1, 4, 3, 5]);
  });

  it('lists only letters that have a model', () => {
    expect(lettersOf([model(1, 'Ágata'), model(2, 'Bia'), model(3, 'bruno')])).toEqual(['A', 'B']);
  });

  it('pages after the last model seen, so changes between pages neither repeat nor skip anyone', () => {
    const names = ['Ana', 'Bia', 'Bia', 'Caio', 'Dora', 'Élia', 'Fábio'];
    const board = boardOf(
      names.map((name, i) => model(i + 1, name)),
      'woman',
    );
    const first = pageAfter(board, null, 3, cursorOf);
    expect(first.nodes.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(first.hasNextPage).toBe(true);
    // Upstream drops the second Bia (already seen) and adds an Ada (before the cursor) and a Bruna (after it).
    const changed = boardOf(
      [...board.filter((m) => m.id !== 2), model(8, 'Ada'), model(9, 'Bruna')],
      'woman',
    );
    const second = pageAfter(changed, decodeBoardCursor(first.endCursor!, query), 3, cursorOf);
    expect(second.nodes.map((m) => m.name)).toEqual(['Bruna', 'Caio', 'Dora']);
    const last = pageAfter(changed, decodeBoardCursor(second.endCursor!, query), 3, cursorOf);
    expect(last.nodes.map((m) => m.name)).toEqual(['Élia', 'Fábio']);
    expect(last.hasNextPage).toBe(false);
    expect(pageAfter(changed, decodeBoardCursor(last.endCursor!, query), 3, cursorOf)).toEqual({
      nodes: [],
      endCursor: null,
      hasNextPage: false,
    });
  });

  it('refuses a cursor from another query or one it did not make', () => {
    const cursor = encodeBoardCursor(query, { name: 'Bia', id: 2 });
    expect(decodeBoardCursor(cursor, query)).toEqual({ name: 'Bia', id: 2 });
    for (const other of [
      { ...query, gender: 'man' },
      { ...query, category: 1939 },
      { ...query, letter: 'B' },
    ]) {
      expect(() => decodeBoardCursor(cursor, other)).toThrow(/cursor of another list/);
    }
    for (const forged of [
      'not-a-cursor',
      Buffer.from('o:20').toString('base64url'),
      Buffer.from('{"v":2}').toString('base64url'),
    ]) {
      expect(() => decodeBoardCursor(forged, query)).toThrow(/not a cursor this API gave/);
    }
  });
});
