import { describe, expect, it } from 'vitest';
import { boardFilterQuery, heightChoices } from './list-params';
import { modelListVariables } from './models-query';
import { readBoardFilters } from '@agency/rules/board-filters';

describe('a board’s filters in its URL', () => {
  const board = { gender: 'women', category: 'fashion' } as const;
  const variables = (query: string) => modelListVariables(board, new URLSearchParams(query));

  it.each([
    ['pt', 'altura=170-180&olhos=verdes&cabelo=castanho-escuro&letter=a&q=Ana'],
    ['en', 'height=170-180&eyes=green&hair=dark-brown&letter=a&q=Ana'],
    ['es', 'altura=170-180&ojos=verdes&cabello=castano-oscuro&letter=a&q=Ana'],
  ])('asks the API for the same board from the %s words', (_, query) => {
    expect(variables(query)).toEqual({
      category: 'FASHION',
      gender: 'WOMAN',
      letter: 'A',
      search: 'Ana',
      heightMin: 170,
      heightMax: 180,
      eyes: ['Green'],
      hair: ['Dark brown'],
      first: 20,
    });
  });

  it('leaves bad values out of the request instead of failing it', () => {
    expect(variables('altura=alta&olhos=xadrez&cabelo=&height=999-0')).toEqual({
      category: 'FASHION',
      gender: 'WOMAN',
      letter: null,
      search: null,
      first: 20,
    });
    // Beyond what the API takes: brought within 100-250 cm rather than refused.
    expect(variables('height=50-400')).toMatchObject({ heightMin: 100, heightMax: 250 });
  });

  it('writes the canonical query of each language for the head’s links', () => {
    const { filters } = readBoardFilters(new URLSearchParams('eyes=honey&height=-165'));
    expect(boardFilterQuery(filters, 'pt')).toBe('?altura=-165&olhos=mel');
    expect(boardFilterQuery(filters, 'en')).toBe('?height=-165&eyes=honey');
    expect(boardFilterQuery(filters, 'es')).toBe('?altura=-165&ojos=miel');
    expect(boardFilterQuery(readBoardFilters(new URLSearchParams('')).filters, 'en')).toBe('');
  });

  it('offers heights in 5 cm steps, with the URL’s own height among them', () => {
    expect(heightChoices(null)).toEqual([150, 155, 160, 165, 170, 175, 180, 185, 190, 195, 200]);
    expect(heightChoices(173)).toContain(173);
    expect(heightChoices(120)[0]).toBe(120);
  });
});
