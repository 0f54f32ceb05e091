import { describe, expect, it } from 'vitest';
import { colourOptions, translateColour } from './translate.js';

describe('translateColour', () => {
  it('translates a Portuguese hair colour', () => {
    expect(translateColour('hair', 'Castanho escuro', 'en')).toBe('Dark brown');
    expect(translateColour('hair', 'Castanho escuro', 'es')).toBe('Castaño oscuro');
    expect(translateColour('hair', 'Castanho escuro', 'pt')).toBe('Castanho escuro');
  });

  it('translates a Portuguese eye colour', () => {
    expect(translateColour('eyes', 'Castanhos', 'en')).toBe('Brown');
    expect(translateColour('eyes', 'Avelã', 'es')).toBe('Avellana');
    expect(translateColour('eyes', 'Cinza-azulados', 'en')).toBe('Blue-grey');
  });

  it('ignores case, accents, hyphens and surrounding or repeated spaces', () => {
    expect(translateColour('hair', '  castanho   ESCURO ', 'en')).toBe('Dark brown');
    expect(translateColour('eyes', 'avela', 'en')).toBe('Hazel');
    expect(translateColour('eyes', 'AMBAR', 'es')).toBe('Ámbar');
    expect(translateColour('eyes', 'cinza azulados', 'en')).toBe('Blue-grey');
  });

  it('gives the canonical Portuguese spelling in pt', () => {
    expect(translateColour('eyes', 'ambar', 'pt')).toBe('Âmbar');
  });

  it('reads the other table when the panel mixes singular and plural', () => {
    expect(translateColour('eyes', 'Castanho', 'en')).toBe('Brown');
    expect(translateColour('hair', 'Pretos', 'en')).toBe('Black');
    // The right table wins when both know the word.
    expect(translateColour('eyes', 'Verdes', 'en')).toBe('Green');
    expect(translateColour('hair', 'Cinza', 'es')).toBe('Gris');
  });

  it('accepts a record already in English or Spanish', () => {
    expect(translateColour('hair', 'Dark brown', 'pt')).toBe('Castanho escuro');
    expect(translateColour('hair', 'Castaño oscuro', 'en')).toBe('Dark brown');
  });

  it('returns an unknown name trimmed, and null for nothing', () => {
    expect(translateColour('hair', '  Degradê ', 'en')).toBe('Degradê');
    expect(translateColour('hair', '', 'en')).toBeNull();
    expect(translateColour('eyes', '   ', 'en')).toBeNull();
    expect(translateColour('eyes', null, 'en')).toBeNull();
    expect(translateColour('eyes', undefined, 'pt')).toBeNull();
  });
});

describe('colourOptions', () => {
  it('posts the English name and labels in the locale', () => {
    const hair = colourOptions('hair', 'pt');
    expect(hair).toHaveLength(25);
    expect(hair[1]).toEqual({ value: 'Dark brown', label: 'Castanho escuro' });
    expect(colourOptions('eyes', 'es')).toHaveLength(17);
    expect(colourOptions('eyes', 'es')[0]).toEqual({ value: 'Brown', label: 'Castaños' });
  });
});
