import { describe, expect, it } from 'vitest';
import { displayMeasure, displayMeasures } from './display-measures.js';

describe('displayMeasure', () => {
  it('shows the part before a slash', () => {
    expect(displayMeasure('178/5.10')).toBe('178');
    expect(displayMeasure('90/35.5')).toBe('90');
  });

  it('shows the part before an x as a Brazilian size', () => {
    expect(displayMeasure('38x7')).toBe('38 BR');
    expect(displayMeasure('38.5X8')).toBe('38.5 BR');
    expect(displayMeasure(' 40 x 9 ')).toBe('40 BR');
  });

  it('keeps plain values and stringifies numbers', () => {
    expect(displayMeasure('38')).toBe('38');
    expect(displayMeasure(' 61 ')).toBe('61');
    expect(displayMeasure(178)).toBe('178');
    expect(displayMeasure(38.5)).toBe('38.5');
    expect(displayMeasure(0)).toBe('0');
  });

  it('treats empty values as missing', () => {
    expect(displayMeasure('')).toBeNull();
    expect(displayMeasure('   ')).toBeNull();
    expect(displayMeasure(null)).toBeNull();
    expect(displayMeasure(undefined)).toBeNull();
    expect(displayMeasure('/5.10')).toBeNull();
    expect(displayMeasure('x7')).toBeNull();
    expect(displayMeasure(Number.NaN)).toBeNull();
  });
});

describe('displayMeasures', () => {
  const ana = {
    gender: 'woman',
    height: '178/5.10',
    bust: '84/33',
    waist: '61/24',
    hips: '90/35.5',
    shoes: '38x7',
    eyes: 'Castanhos',
    hair: 'Castanho escuro',
  };

  it('lists a woman’s measures in display order', () => {
    expect(displayMeasures(ana, 'pt')).toEqual([
      { key: 'height', value: '178', metric: '178 cm', imperial: `5'10"` },
      { key: 'bust', value: '84', metric: '84 cm', imperial: '33 in' },
      { key: 'waist', value: '61', metric: '61 cm', imperial: '24 in' },
      { key: 'hips', value: '90', metric: '90 cm', imperial: '35.5 in' },
      { key: 'shoes', value: '38 BR', metric: '38 BR', imperial: '7 US' },
      { key: 'eyes', value: 'Castanhos', metric: null, imperial: null },
      { key: 'hair', value: 'Castanho escuro', metric: null, imperial: null },
    ]);
  });

  it('translates eye and hair colours', () => {
    const en = displayMeasures(ana, 'en');
    expect(en.find((m) => m.key === 'eyes')?.value).toBe('Brown');
    expect(en.find((m) => m.key === 'hair')?.value).toBe('Dark brown');
    const es = displayMeasures(ana, 'es');
    expect(es.find((m) => m.key === 'eyes')?.value).toBe('Castaños');
    expect(es.find((m) => m.key === 'hair')?.value).toBe('Castaño oscuro');
  });

  it('lists a man’s bust as chest', () => {
    const measures = displayMeasures({ gender: 'man', height: '185/6.1', bust: '98/38.5' }, 'en');
    expect(measures).toEqual([
      { key: 'height', value: '185', metric: '185 cm', imperial: `6'1"` },
      { key: 'chest', value: '98', metric: '98 cm', imperial: '38.5 in' },
    ]);
  });

  it('prefers a man’s chest field over bust', () => {
    const measures = displayMeasures({ gender: 'man', bust: '98/38.5', chest: '100/39.5' }, 'pt');
    expect(measures).toEqual([{ key: 'chest', value: '100', metric: '100 cm', imperial: '39.5 in' }]);
  });

  it('never lists chest for a woman', () => {
    expect(displayMeasures({ gender: 'woman', chest: '86/34' }, 'pt')).toEqual([
      { key: 'bust', value: '86', metric: '86 cm', imperial: '34 in' },
    ]);
  });

  it('skips missing, null and empty measures', () => {
    expect(
      displayMeasures(
        { gender: 'woman', height: '', bust: null, waist: '  ', shoes: 39, eyes: '', hair: null },
        'pt',
      ),
    ).toEqual([{ key: 'shoes', value: '39', metric: '39 BR', imperial: null }]);
    expect(displayMeasures({ gender: 'man' }, 'pt')).toEqual([]);
  });

  it('shows an unknown colour as the panel has it', () => {
    expect(displayMeasures({ gender: 'woman', hair: ' Degradê ' }, 'en')).toEqual([
      { key: 'hair', value: 'Degradê', metric: null, imperial: null },
    ]);
  });
});
