import { describe, expect, it } from 'vitest';
import { withDateSlashes } from './typed-date';

/** Types `text` one character at a time, as the field's change handler sees it. */
function type(text: string, start = ''): string {
  let value = start;
  for (const char of text) value = withDateSlashes(value + char, false);
  return value;
}

describe('withDateSlashes', () => {
  it('adds the slashes of dd/MM/yyyy as digits are typed', () => {
    expect(type('15062000')).toBe('15/06/2000');
    expect(type('0')).toBe('0');
    expect(type('09')).toBe('09/');
  });

  it('keeps slashes the visitor types and short parts', () => {
    expect(type('1/2/2000')).toBe('1/2/2000');
    expect(type('15/06/2000')).toBe('15/06/2000');
  });

  it('formats pasted digits and leaves deletions alone', () => {
    expect(withDateSlashes('15062000', false)).toBe('15/06/2000');
    expect(withDateSlashes('15', true)).toBe('15');
    expect(withDateSlashes('15/06', true)).toBe('15/06');
  });
});
