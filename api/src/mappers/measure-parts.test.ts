import { describe, expect, it } from 'vitest';
import { measureParts } from './measure-parts.js';

describe('measureParts', () => {
  it('splits a height into centimetres and feet and inches', () => {
    expect(measureParts('178/5.10', 'height')).toEqual({ metric: '178 cm', imperial: `5'10"` });
    expect(measureParts(' 185 / 6.1 ', 'height')).toEqual({ metric: '185 cm', imperial: `6'1"` });
  });

  it('reads feet.inches as the panel writes them: 5.10 is five ten, 5.1 is five one', () => {
    expect(measureParts('178/5.10', 'height').imperial).toBe(`5'10"`);
    expect(measureParts('155/5.1', 'height').imperial).toBe(`5'1"`);
    expect(measureParts('183/6', 'height').imperial).toBe(`6'0"`);
    expect(measureParts(`178/5'10"`, 'height').imperial).toBe(`5'10"`);
  });

  it('splits body measures into centimetres and inches', () => {
    expect(measureParts('84/33', 'body')).toEqual({ metric: '84 cm', imperial: '33 in' });
    expect(measureParts('90/35.5', 'body')).toEqual({ metric: '90 cm', imperial: '35.5 in' });
  });

  it('splits shoes into the Brazilian and the US size', () => {
    expect(measureParts('38x7', 'shoes')).toEqual({ metric: '38 BR', imperial: '7 US' });
    expect(measureParts('38.5X8', 'shoes')).toEqual({ metric: '38.5 BR', imperial: '8 US' });
    expect(measureParts(' 40 x 9.5 ', 'shoes')).toEqual({ metric: '40 BR', imperial: '9.5 US' });
  });

  it('leaves a missing half null instead of converting the other', () => {
    expect(measureParts('178/', 'height')).toEqual({ metric: '178 cm', imperial: null });
    expect(measureParts('/5.10', 'height')).toEqual({ metric: null, imperial: `5'10"` });
    expect(measureParts('84/', 'body')).toEqual({ metric: '84 cm', imperial: null });
    expect(measureParts('x7', 'shoes')).toEqual({ metric: null, imperial: '7 US' });
    expect(measureParts('38x', 'shoes')).toEqual({ metric: '38 BR', imperial: null });
  });

  it('takes a lone value as the first half, but a lone feet.inches height as imperial', () => {
    expect(measureParts('178', 'height')).toEqual({ metric: '178 cm', imperial: null });
    expect(measureParts(178, 'height')).toEqual({ metric: '178 cm', imperial: null });
    expect(measureParts('5.10', 'height')).toEqual({ metric: null, imperial: `5'10"` });
    expect(measureParts('5.1', 'height')).toEqual({ metric: null, imperial: `5'1"` });
    expect(measureParts('61', 'body')).toEqual({ metric: '61 cm', imperial: null });
    expect(measureParts(39, 'shoes')).toEqual({ metric: '39 BR', imperial: null });
  });

  it('gives nothing for empty, null and unreadable values', () => {
    for (const kind of ['height', 'body', 'shoes'] as const) {
      expect(measureParts('', kind)).toEqual({ metric: null, imperial: null });
      expect(measureParts('   ', kind)).toEqual({ metric: null, imperial: null });
      expect(measureParts(null, kind)).toEqual({ metric: null, imperial: null });
      expect(measureParts(undefined, kind)).toEqual({ metric: null, imperial: null });
      expect(measureParts(Number.NaN, kind)).toEqual({ metric: null, imperial: null });
    }
    expect(measureParts('alta/5.13', 'height')).toEqual({ metric: null, imperial: null });
    expect(measureParts('1.78', 'height')).toEqual({ metric: null, imperial: null });
    expect(measureParts('M/L', 'body')).toEqual({ metric: null, imperial: null });
  });
});
