import { describe, expect, it } from 'vitest';
import {
  LIST_ARGUMENT_BOUNDS,
  LIST_KEY_ARGUMENTS,
  listArgumentProblem,
  listArgumentsOfUrl,
} from './list-arguments.js';
import { listLetter, listShown } from './model-list.js';

const ofUrl = (query: string) => listArgumentsOfUrl(new URLSearchParams(query));

describe('the models list’s arguments', () => {
  it('caches and binds cursors by every argument but the paging ones', () => {
    expect([...LIST_KEY_ARGUMENTS].sort()).toEqual(
      ['category', 'eyes', 'gender', 'hair', 'heightMax', 'heightMin', 'letter', 'search'].sort(),
    );
  });

  it('bounds the page size, the heights, the colour lists and the search', () => {
    expect(LIST_ARGUMENT_BOUNDS).toEqual({
      search: { maxLength: 100 },
      heightMin: { range: { min: 100, max: 250 } },
      heightMax: { range: { min: 100, max: 250 } },
      eyes: { maxItems: 20 },
      hair: { maxItems: 20 },
      first: { range: { min: 1, max: 100 } },
    });
  });

  it('refuses a letter that is none and a reversed height range, naming the argument', () => {
    expect(listArgumentProblem({ letter: 'AB' })).toEqual({
      argument: 'letter',
      message: 'letter must be one letter from A to Z.',
    });
    expect(listArgumentProblem({ heightMin: 180, heightMax: 170 })).toMatchObject({ argument: 'heightMin' });
    expect(listArgumentProblem({ letter: ' b ', search: '', heightMin: 170, heightMax: 170 })).toBeNull();
    expect(listArgumentProblem({ letter: '   ' })).toBeNull();
  });
});

describe('a board’s URL', () => {
  it('reads one letter in any case and ignores anything else', () => {
    expect(listLetter('a')).toBe('A');
    expect(listLetter(' M ')).toBe('M');
    for (const value of [null, '', 'AB', 'É', '1']) expect(listLetter(value)).toBeNull();
  });

  it('starts at one page of 20 and rounds ?shown= up to whole pages, at most 100', () => {
    expect([null, 'abc', '-40'].map(listShown)).toEqual([20, 20, 20]);
    expect(['40', '41', '5000'].map(listShown)).toEqual([40, 60, 100]);
  });

  it('gives the arguments its words ask for, the search trimmed and cut to 100 characters', () => {
    expect(ofUrl('letter=m&q=%20Ana%20&shown=41&height=170-')).toEqual({
      letter: 'M',
      search: 'Ana',
      first: 60,
      heightMin: 170,
    });
    expect(ofUrl(`q=${'a'.repeat(150)}`).search).toHaveLength(100);
    expect(ofUrl('')).toEqual({ letter: null, search: null, first: 20 });
  });
});
