import { describe, expect, it } from 'vitest';
import { countryName } from './country-names.js';

describe('countryName', () => {
  it('names the back-office’s Portuguese countries in English and Spanish', () => {
    expect(countryName('Estados Unidos', 'en')).toBe('United States');
    expect(countryName('Alemanha', 'es')).toBe('Alemania');
    expect(countryName('Brasil', 'en')).toBe('Brazil');
    expect(countryName('Cabo Verde', 'es')).toBe('Cabo Verde');
    expect(countryName('Moçambique', 'pt')).toBe('Moçambique');
  });

  it('ignores case, accents and spacing, and reads a name already in another language', () => {
    expect(countryName(' colombia ', 'en')).toBe('Colombia');
    expect(countryName('ITÁLIA', 'es')).toBe('Italia');
    expect(countryName('Spain', 'pt')).toBe('Espanha');
  });

  it('keeps a name it does not know as the panel has it', () => {
    expect(countryName('Atlântida', 'en')).toBe('Atlântida');
  });
});
