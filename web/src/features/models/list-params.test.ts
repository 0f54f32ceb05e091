import { describe, expect, it } from 'vitest';
import { listLetter } from '@agency/rules/model-list';
import { parseShown } from './list-params';

describe('the ?letter= of the URL (the API’s own letter rule)', () => {
  it('reads one letter in any case', () => {
    expect(listLetter('a')).toBe('A');
    expect(listLetter(' M ')).toBe('M');
  });

  it('ignores anything else', () => {
    expect(listLetter(null)).toBeNull();
    expect(listLetter('')).toBeNull();
    expect(listLetter('AB')).toBeNull();
    expect(listLetter('É')).toBeNull();
    expect(listLetter('1')).toBeNull();
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
