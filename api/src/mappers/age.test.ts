import { describe, expect, it } from 'vitest';
import { ageFromBirthdate } from './age.js';

const at = (iso: string) => new Date(iso);

describe('ageFromBirthdate', () => {
  it('counts elapsed years of 365.25 days around a birthday', () => {
    // 2004-05-14 to 2022-05-14 is 6574 days, half a day short of 18 × 365.25.
    expect(ageFromBirthdate('2004-05-14', at('2022-05-13T12:00:00Z'))).toBe(17);
    expect(ageFromBirthdate('2004-05-14', at('2022-05-15T00:00:00Z'))).toBe(18);
    expect(ageFromBirthdate('2004-05-14', at('2026-05-13T23:00:00Z'))).toBe(21);
    expect(ageFromBirthdate('2004-05-14', at('2026-05-15T00:00:00Z'))).toBe(22);
  });

  it('matches the elapsed-time formula exactly', () => {
    const now = at('2025-11-03T15:30:00Z');
    const expected = Math.floor((now.getTime() - Date.parse('1999-02-28T00:00:00Z')) / (365.25 * 864e5));
    expect(ageFromBirthdate('1999-02-28', now)).toBe(expected);
  });

  it('handles a 29 February birthday and leap years', () => {
    expect(ageFromBirthdate('2000-02-29', at('2001-02-28T00:00:00Z'))).toBe(0);
    expect(ageFromBirthdate('2000-02-29', at('2001-03-01T12:00:00Z'))).toBe(1);
    expect(ageFromBirthdate('2000-02-29', at('2024-02-29T12:00:00Z'))).toBe(24);
    expect(ageFromBirthdate('2000-02-29', at('2024-02-28T00:00:00Z'))).toBe(23);
  });

  it('is 0 on the day of birth', () => {
    expect(ageFromBirthdate('2024-01-10', at('2024-01-10T08:00:00Z'))).toBe(0);
  });

  it('accepts a time after the date and the dd/MM/yyyy form', () => {
    expect(ageFromBirthdate('2004-05-14 00:00:00', at('2023-01-01T00:00:00Z'))).toBe(18);
    expect(ageFromBirthdate('2004-05-14T00:00:00.000000Z', at('2023-01-01T00:00:00Z'))).toBe(18);
    expect(ageFromBirthdate('14/05/2004', at('2023-01-01T00:00:00Z'))).toBe(18);
  });

  it('returns null for empty, invalid and future dates', () => {
    const now = at('2025-06-01T00:00:00Z');
    expect(ageFromBirthdate(null, now)).toBeNull();
    expect(ageFromBirthdate(undefined, now)).toBeNull();
    expect(ageFromBirthdate('', now)).toBeNull();
    expect(ageFromBirthdate('   ', now)).toBeNull();
    expect(ageFromBirthdate('not a date', now)).toBeNull();
    expect(ageFromBirthdate('2005-02-29', now)).toBeNull();
    expect(ageFromBirthdate('2004-13-01', now)).toBeNull();
    expect(ageFromBirthdate('0000-00-00', now)).toBeNull();
    expect(ageFromBirthdate('2025-06-02', now)).toBeNull();
    expect(ageFromBirthdate('2004-05-14', new Date(Number.NaN))).toBeNull();
  });
});
