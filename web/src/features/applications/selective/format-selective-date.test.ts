import { describe, expect, it } from 'vitest';
import { formatSelectiveDate } from './format-selective-date';

describe('formatSelectiveDate', () => {
  it('writes day, month word and year in the page language', () => {
    expect(formatSelectiveDate('2027-01-09', 'pt')).toBe('9 de jan. de 2027');
    expect(formatSelectiveDate('2027-01-09', 'en')).toBe('9 Jan 2027');
    expect(formatSelectiveDate('2027-01-09', 'es')).toBe('9 ene 2027');
  });

  it('keeps the calendar day whatever the time zone', () => {
    expect(formatSelectiveDate('2025-01-01', 'en')).toBe('1 Jan 2025');
    expect(formatSelectiveDate('2025-12-31', 'en')).toBe('31 Dec 2025');
  });

  it('shows anything that is not a date as it came', () => {
    expect(formatSelectiveDate('soon', 'pt')).toBe('soon');
  });
});
