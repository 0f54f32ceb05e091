import { describe, expect, it } from 'vitest';
import { eyeColours } from './eye-colours.js';
import { hairColours } from './hair-colours.js';
import { skinTones } from './skin-tones.js';
import { genders } from './genders.js';

const unique = (values: string[]) => new Set(values.map((v) => v.toLowerCase())).size;

describe('hair colours', () => {
  it('has the 25 Portuguese labels the upstream uses', () => {
    expect(hairColours.map((c) => c.pt)).toEqual([
      'Preto',
      'Castanho escuro',
      'Castanho',
      'Castanho claro',
      'Castanho acobreado',
      'Loiro escuro',
      'Loiro',
      'Loiro claro',
      'Loiro platinado',
      'Loiro acinzentado',
      'Loiro mel',
      'Ruivo',
      'Ruivo acobreado',
      'Ruivo escuro',
      'Acaju',
      'Grisalho',
      'Branco',
      'Cinza',
      'Colorido',
      'Azul',
      'Rosa',
      'Roxo',
      'Verde',
      'Careca',
      'Raspado',
    ]);
    expect(hairColours).toContainEqual({ pt: 'Castanho escuro', en: 'Dark brown', es: 'Castaño oscuro' });
  });

  it('has distinct names in every language', () => {
    for (const locale of ['pt', 'en', 'es'] as const)
      expect(unique(hairColours.map((c) => c[locale]))).toBe(25);
  });
});

describe('eye colours', () => {
  it('has the 17 Portuguese labels the upstream uses', () => {
    expect(eyeColours.map((c) => c.pt)).toEqual([
      'Castanhos',
      'Castanhos claros',
      'Castanhos escuros',
      'Pretos',
      'Azuis',
      'Azuis claros',
      'Verdes',
      'Verdes claros',
      'Mel',
      'Cinzas',
      'Cinza-azulados',
      'Cinza-esverdeados',
      'Avelã',
      'Âmbar',
      'Azul-esverdeados',
      'Heterocromia',
      'Violeta',
    ]);
  });

  it('has distinct names in every language', () => {
    for (const locale of ['pt', 'en', 'es'] as const)
      expect(unique(eyeColours.map((c) => c[locale]))).toBe(17);
  });
});

describe('skin tones', () => {
  it('has 7 tones with ids 1160–1166 in the upstream order', () => {
    expect(skinTones.map((t) => t.id)).toEqual([1160, 1161, 1162, 1163, 1164, 1165, 1166]);
    expect(skinTones.map((t) => t.en)).toEqual([
      'Albino',
      'Yellowish',
      'White',
      'Indigenous',
      'Black',
      'Brown',
      'Vitiligo',
    ]);
    expect(skinTones.map((t) => t.pt)).toEqual([
      'Albino',
      'Amarelado',
      'Branco',
      'Indígena',
      'Negro',
      'Pardo',
      'Vitiligo',
    ]);
    expect(skinTones.every((t) => t.es.length > 0)).toBe(true);
  });
});

describe('genders', () => {
  it('has woman and man in three languages', () => {
    expect(genders).toEqual([
      { value: 'woman', label: { pt: 'Mulher', en: 'Woman', es: 'Mujer' } },
      { value: 'man', label: { pt: 'Homem', en: 'Man', es: 'Hombre' } },
    ]);
  });
});
