import { describe, expect, it } from 'vitest';
import {
  bust,
  chest,
  cmWithInches,
  halfSteps,
  hips,
  jeans,
  kgWithPounds,
  shirt,
  shoes,
  suit,
  waist,
  weight,
} from './measure-options.js';

describe('cmWithInches', () => {
  it('pairs centimetres with inches rounded to the half inch', () => {
    expect(cmWithInches(84, 84)).toEqual([{ value: '84/33', label: '84 cm / 33"' }]);
    expect(cmWithInches(90, 91)).toEqual([
      { value: '90/35.5', label: '90 cm / 35.5"' },
      { value: '91/36', label: '91 cm / 36"' },
    ]);
    expect(cmWithInches(61, 61)[0]?.value).toBe('61/24');
  });
});

describe('measure tables', () => {
  it('cover the ranges of the spec in steps of 1 cm', () => {
    expect(bust).toHaveLength(136);
    expect(bust[0]?.value).toBe('65/25.5');
    expect(bust.at(-1)?.value).toBe('200/78.5');
    expect(waist).toHaveLength(181);
    expect(waist[0]?.value).toMatch(/^20\//);
    expect(hips).toHaveLength(181);
    expect(hips).toContainEqual({ value: '90/35.5', label: '90 cm / 35.5"' });
    expect(chest).toHaveLength(191);
    expect(chest[0]?.value).toMatch(/^10\//);
  });

  it('gives weight in kg with pounds', () => {
    expect(weight).toHaveLength(198);
    expect(weight[0]).toEqual({ value: '3/7', label: '3 kg / 7 lb' });
    expect(weight).toContainEqual({ value: '60/132', label: '60 kg / 132 lb' });
    expect(kgWithPounds(200, 200)[0]?.value).toBe('200/441');
  });

  it('gives sizes in half steps with value equal to label', () => {
    expect(jeans).toHaveLength(53);
    expect(jeans[0]).toEqual({ value: '34', label: '34' });
    expect(jeans[1]).toEqual({ value: '34.5', label: '34.5' });
    expect(jeans.at(-1)?.value).toBe('60');
    for (const table of [shirt, suit, shoes]) {
      expect(table).toHaveLength(119);
      expect(table[0]?.value).toBe('1');
      expect(table.at(-1)?.value).toBe('60');
      expect(table).toContainEqual({ value: '38.5', label: '38.5' });
    }
    expect(halfSteps(1, 2).map((o) => o.value)).toEqual(['1', '1.5', '2']);
  });
});
