import { describe, expect, it } from 'vitest';
import { heightOption, heights } from './heights.js';

describe('heights', () => {
  it('runs from 30 to 200 cm, one entry per centimetre', () => {
    expect(heights).toHaveLength(171);
    expect(heights[0]).toEqual({ value: '30/1.0', label: '30 cm / 1\'0"' });
    expect(heights.at(-1)?.value).toBe('200/6.7');
  });

  it('writes feet.inches with inches 0–11', () => {
    expect(heights).toContainEqual({ value: '178/5.10', label: '178 cm / 5\'10"' });
    expect(heightOption(183)).toEqual({ value: '183/6.0', label: '183 cm / 6\'0"' });
    expect(heightOption(180).value).toBe('180/5.11');
    for (const { value } of heights) {
      const inches = Number(value.split('.')[1]);
      expect(inches).toBeGreaterThanOrEqual(0);
      expect(inches).toBeLessThanOrEqual(11);
    }
  });

  it('has unique values', () => {
    expect(new Set(heights.map((h) => h.value)).size).toBe(heights.length);
  });
});
