import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { validRecords } from './valid-records.js';

const model = z.object({ id: z.number(), name: z.string() });

describe('validRecords', () => {
  it('keeps every record that fits, in order, and reports each one left out with its issue', () => {
    const skipped: (string | undefined)[] = [];
    const kept = validRecords(
      [{ id: 1, name: 'Ana' }, { id: 'two', name: 'Bia' }, null, { id: 3, name: 'Caio', extra: true }],
      model,
      (issue) => skipped.push(issue),
    );
    expect(kept).toEqual([
      { id: 1, name: 'Ana' },
      { id: 3, name: 'Caio' },
    ]);
    expect(skipped).toHaveLength(2);
    expect(skipped[0]).toMatch(/number/);
  });

  it('returns an empty list, with nothing skipped, for an empty answer', () => {
    const skipped: unknown[] = [];
    expect(validRecords([], model, (issue) => skipped.push(issue))).toEqual([]);
    expect(skipped).toEqual([]);
  });
});
