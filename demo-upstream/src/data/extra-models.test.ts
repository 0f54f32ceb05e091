import { describe, expect, it } from 'vitest';
import { buildDemoData } from './demo-data.js';
import { generateExtraModels } from './extra-models.js';
import { COMERCIAL, FASHION } from './model-shape.js';
import { BASE_ID_RANGE } from './models.js';
import { menFirstNames, surnames, womenFirstNames } from './names.js';

const panelUrl = 'http://127.0.0.1:4101';
const today = new Date(Date.UTC(2026, 5, 1));

describe('extra models (DEMO_EXTRA_MODELS)', () => {
  const plain = buildDemoData(panelUrl, { today });
  const big = buildDemoData(panelUrl, { today, extraModels: 1000 });
  const extras = big.models.slice(plain.models.length);

  it('come after the base board, which stays exactly as without them', () => {
    expect(big.models).toHaveLength(1164);
    expect(big.models.slice(0, 164)).toEqual(plain.models);
    expect(big.modelsById.size).toBe(1164);
  });

  it('are the same on every run, and a smaller count gives a prefix of a larger one', () => {
    const again = generateExtraModels(1000, today);
    expect(again).toEqual(extras);
    expect(generateExtraModels(10, today)).toEqual(extras.slice(0, 10));
  });

  it('have distinct increasing ids above the base range', () => {
    const ids = extras.map((m) => m.id);
    expect(ids.every((id, i) => id > BASE_ID_RANGE.max && (i === 0 || id > (ids[i - 1] as number)))).toBe(
      true,
    );
    expect(plain.models.every((m) => m.id >= BASE_ID_RANGE.min && m.id <= BASE_ID_RANGE.max)).toBe(true);
    expect(big.lastModelId).toBe(ids.at(-1));
  });

  it('look like the board: accented names from its lists, both genders, both categories, measures', () => {
    const firsts: readonly string[] = [...womenFirstNames, ...menFirstNames];
    for (const model of extras) {
      const first = firsts
        .filter((f) => model.name.startsWith(`${f} `))
        .sort((a, b) => b.length - a.length)[0];
      expect(first, model.name).toBeDefined();
      for (const family of model.name.slice((first as string).length + 1).split(' '))
        expect(surnames).toContain(family);
      expect(model.measures.height).toMatch(/^\d{3}\/\d\.\d{1,2}$/);
    }
    expect(extras.some((m) => /[À-ú]/.test(m.name))).toBe(true);
    const women = extras.filter((m) => m.gender === 'woman').length;
    expect(women).toBeGreaterThan(500);
    expect(women).toBeLessThan(700);
    expect(extras.filter((m) => m.categories.includes(FASHION)).length).toBeGreaterThan(500);
    expect(extras.filter((m) => m.categories.includes(COMERCIAL)).length).toBeGreaterThan(400);
    expect(extras.filter((m) => m.categories.length === 2).length).toBeGreaterThan(100);
  });

  it('have covers and small galleries, every file in the storage catalogue', () => {
    for (const model of extras) {
      const book = model.galleries.book ?? [];
      expect(book.length).toBeGreaterThanOrEqual(2);
      expect(book.length).toBeLessThanOrEqual(4);
      const files = [
        model.cover,
        model.coverWeb,
        model.cover2,
        ...book.map((i) => i.file),
        ...(model.galleries.snap ?? []).map((i) => i.file),
      ];
      for (const file of files) expect(big.media.has(file as string), file as string).toBe(true);
    }
  });

  it('build quickly: a thousand well under a second', () => {
    const started = performance.now();
    generateExtraModels(1000, today);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
