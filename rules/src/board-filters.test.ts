import { describe, expect, it } from 'vitest';
import {
  BOARD_FILTERS,
  boardFilterArguments,
  boardFilterEntries,
  colourSlug,
  FILTER_ARGUMENTS,
  readBoardFilters,
  withBoardFilters,
  type FilterLanguage,
} from './board-filters.js';

const read = (query: string) => readBoardFilters(new URLSearchParams(query));
const LANGUAGES: FilterLanguage[] = ['pt', 'en', 'es'];

describe('the board filters of a URL', () => {
  it('reads each language’s words and values', () => {
    const pt = read('altura=170-180&olhos=castanhos-claros&cabelo=loiro');
    const en = read('height=170-180&eyes=light-brown&hair=blonde');
    const es = read('altura=170-180&ojos=castanos-claros&cabello=rubio');
    for (const { filters, unread } of [pt, en, es]) {
      expect(unread).toEqual([]);
      expect(filters.height).toEqual({ min: 170, max: 180 });
      expect(filters.eyes?.pt).toBe('Castanhos claros');
      expect(filters.hair?.pt).toBe('Loiro');
    }
  });

  it('reads open ranges, one height and the form’s two lists sent without JavaScript', () => {
    expect(read('altura=170-').filters.height).toEqual({ min: 170, max: null });
    expect(read('altura=-180').filters.height).toEqual({ min: null, max: 180 });
    expect(read('height=175').filters.height).toEqual({ min: 175, max: 175 });
    expect(read('altura=170&altura=180').filters.height).toEqual({ min: 170, max: 180 });
    expect(read('altura=&altura=180').filters.height).toEqual({ min: null, max: 180 });
    expect(read('altura=&altura=').filters.height).toBeNull();
  });

  it('turns a reversed range round and brings heights within what the API takes', () => {
    expect(read('altura=180-170').filters.height).toEqual({ min: 170, max: 180 });
    expect(read('height=90-300').filters.height).toEqual({ min: 100, max: 250 });
  });

  it('reads accents and case loosely, and names a colour in any language under any word', () => {
    expect(read('olhos=Castaños%20Claros').filters.eyes?.en).toBe('Light brown');
    expect(read('eyes=MEL').filters.eyes?.en).toBe('Honey');
    expect(read('cabello=blonde').filters.hair?.pt).toBe('Loiro');
  });

  it('leaves out values it cannot read, naming them, and ignores blanks', () => {
    const { filters, unread } = read('altura=tall&olhos=purple-ish&cabelo=ruivo&height=1.80');
    expect(filters.height).toBeNull();
    expect(filters.eyes).toBeNull();
    expect(filters.hair?.en).toBe('Red');
    expect(unread).toEqual(['height', 'eyes']);
    expect(read('altura=-&olhos=x').unread).toEqual(['height', 'eyes']);
    expect(read('olhos=&cabelo=%20&q=ana').unread).toEqual([]);
    expect(read('altura=1700-1800').unread).toEqual(['height']);
  });

  it('writes the canonical query in each language, other parameters kept', () => {
    const { filters } = read('height=180-170&eyes=verdes&hair=castano-oscuro');
    expect(boardFilterEntries(filters, 'pt')).toEqual([
      ['altura', '170-180'],
      ['olhos', 'verdes'],
      ['cabelo', 'castanho-escuro'],
    ]);
    const kept = new URLSearchParams('q=ana&letter=A&height=1&eyes=green');
    expect(withBoardFilters(kept, filters, 'en').toString()).toBe(
      'q=ana&letter=A&height=170-180&eyes=green&hair=dark-brown',
    );
    expect(withBoardFilters(kept, filters, 'es').toString()).toBe(
      'q=ana&letter=A&altura=170-180&ojos=verdes&cabello=castano-oscuro',
    );
  });

  it('gives the API’s arguments, one per table entry', () => {
    const { filters } = read('altura=-180&cabelo=loiro-mel');
    expect(boardFilterArguments(filters)).toEqual({ heightMax: 180, hair: ['Honey blonde'] });
    expect(FILTER_ARGUMENTS).toEqual(['heightMin', 'heightMax', 'eyes', 'hair']);
  });

  it('gives every colour its own URL value in every language, read back to the same colour', () => {
    for (const name of ['eyes', 'hair'] as const) {
      for (const language of LANGUAGES) {
        const slugs = BOARD_FILTERS[name].colours.map((colour) => colourSlug(colour[language]));
        expect(new Set(slugs).size).toBe(slugs.length);
        for (const colour of BOARD_FILTERS[name].colours) {
          const word = BOARD_FILTERS[name].words[language];
          const query = new URLSearchParams([[word, colourSlug(colour[language])]]);
          expect(readBoardFilters(query).filters[name]).toBe(colour);
        }
      }
    }
  });
});
