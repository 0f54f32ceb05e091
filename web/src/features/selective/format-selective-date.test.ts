import { describe, expect, it } from 'vitest';
import { formatSelectiveDate } from './format-selective-date';

describe('formatSelectiveDate', () => {
  it('writes dd/MM/yyyy in Portuguese and Spanish', () => {
    expect(formatSelectiveDate('2025-06-07', 'pt')).toBe('07/06/2025');
    expect(formatSelectiveDate('2025-06-07', 'es')).toBe('07/06/2025');
  });

  it('writes the English order in English', () => {
    expect(formatSelectiveDate('2025-06-07', 'en')).toBe('06/07/2025');
  });

  it('keeps the calendar day whatever the time zone', () => {
    expect(formatSelectiveDate('2025-01-01', 'pt')).toBe('01/01/2025');
    expect(formatSelectiveDate('2025-12-31', 'pt')).toBe('31/12/2025');
  });

  it('shows anything that is not a date as it came', () => {
    expect(formatSelectiveDate('soon', 'pt')).toBe('soon');
  });
});
