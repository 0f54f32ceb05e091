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
    expect(formatSelectiveDate('2027-02-30', 'pt')).toBe('2027-02-30');
    expect(formatSelectiveDate('2027-13-01', 'en')).toBe('2027-13-01');
  });

  it('writes every month as Intl.DateTimeFormat does in each language', () => {
    const intl = { pt: 'pt-BR', en: 'en-GB', es: 'es-ES' } as const;
    for (const locale of ['pt', 'en', 'es'] as const) {
      const format = new Intl.DateTimeFormat(intl[locale], {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      });
      for (let month = 1; month <= 12; month++) {
        const iso = `2027-${String(month).padStart(2, '0')}-${month + 10}`;
        expect(formatSelectiveDate(iso, locale)).toBe(format.format(new Date(`${iso}T00:00:00Z`)));
      }
    }
  });
});
