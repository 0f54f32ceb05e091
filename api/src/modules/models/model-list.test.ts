import { describe, expect, it } from 'vitest';
import type { TalentDto } from '../../upstream/integration-dto.js';
import { boardOf, decodeCursor, encodeCursor, initialLetter, lettersOf, pageOf } from './model-list.js';

const model = (id: number, name: string, gender: 'woman' | 'man' = 'woman'): TalentDto => ({ id, name, gender });

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

  it('pages with cursors that round-trip and rejects forged ones', () => {
    const items = Array.from({ length: 45 }, (_, i) => i);
    const first = pageOf(items, 0, 20);
    expect(first.nodes).toHaveLength(20);
    expect(first.hasNextPage).toBe(true);
    const offset = decodeCursor(first.endCursor!);
    expect(offset).toBe(20);
    const last = pageOf(items, 40, 20);
    expect(last.nodes).toEqual([40, 41, 42, 43, 44]);
    expect(last.hasNextPage).toBe(false);
    expect(pageOf(items, 45, 20)).toEqual({ nodes: [], endCursor: null, hasNextPage: false });
    expect(decodeCursor(encodeCursor(7))).toBe(7);
    expect(decodeCursor('not-a-cursor')).toBeNull();
  });
});
