import { describe, expect, it } from 'vitest';
import { parseLetter, parseShown } from './list-params';

describe('parseLetter', () => {
  it('reads one letter in any case', () => {
    expect(parseLetter('a')).toBe('A');
    expect(parseLetter(' M ')).toBe('M');
  });

  it('ignores anything else', () => {
    expect(parseLetter(null)).toBeNull();
    expect(parseLetter('')).toBeNull();
    expect(parseLetter('AB')).toBeNull();
    expect(parseLetter('É')).toBeNull();
    expect(parseLetter('1')).toBeNull();
  });
});

describe('parseShown', () => {
  it('starts at one page of 20', () => {
    expect(parseShown(null)).toBe(20);
    expect(parseShown('abc')).toBe(20);
    expect(parseShown('-40')).toBe(20);
  });

  it('rounds up to whole pages and stops at the API limit of 100', () => {
    expect(parseShown('40')).toBe(40);
    expect(parseShown('41')).toBe(60);
    expect(parseShown('5000')).toBe(100);
  });
});
