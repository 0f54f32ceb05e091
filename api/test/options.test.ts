import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FormOptions } from './operations.js';
import { startHarness, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.stop());

describe('options', () => {
  it('serves server lists for the country → state → city cascade', async () => {
    const { data, errors } = await h.query(FormOptions, { country: '31', state: '5' });
    expect(errors).toBeUndefined();
    const options = data!.options;
    expect(options.countries).toContainEqual({ id: '31', name: 'Brasil' });
    expect(options.states).toContainEqual({ id: '5', name: 'Bahia' });
    expect(options.states!.length).toBe(27);
    expect(options.cities).toContainEqual({ id: '2927408', name: 'Salvador' });
    expect(options.cities!.map((c) => c.name)).toContain('Feira de Santana');
  });

  it('serves the built-in tables in the requested language', async () => {
    const pt = (await h.query(FormOptions, { country: '31', locale: 'PT' })).data!.options;
    const en = (await h.query(FormOptions, { country: '31', locale: 'EN' })).data!.options;
    expect(pt.heights[0]).toMatchObject({ value: '30/1.0' });
    expect(pt.heights.map((o) => o.value)).toContain('178/5.10');
    expect(pt.heights).toHaveLength(171);
    expect(pt.busts[0]!.value.startsWith('65/')).toBe(true);
    expect(pt.chests[0]!.value.startsWith('10/')).toBe(true);
    expect(pt.hairColours).toHaveLength(25);
    expect(pt.eyeColours).toHaveLength(17);
    expect(en.hairColours.find((o) => o.value === 'Dark brown')?.label).toBe('Dark brown');
    expect(pt.hairColours.find((o) => o.value === 'Dark brown')?.label).toBe('Castanho escuro');
    expect(en.skinTones.map((o) => o.value)).toEqual([
      '1160',
      '1161',
      '1162',
      '1163',
      '1164',
      '1165',
      '1166',
    ]);
    expect(en.skinTones[1]!.label).toBe('Yellowish');
    expect(en.genders).toEqual([
      { value: 'woman', label: 'Woman' },
      { value: 'man', label: 'Man' },
    ]);
    expect(pt.genders[0]!.label).toBe('Mulher');
    // The back-office names countries in Portuguese only; the same ids, in its order, in each language.
    const es = (await h.query(FormOptions, { country: '31', locale: 'ES' })).data!.options;
    expect(en.countries!.slice(0, 4)).toEqual([
      { id: '31', name: 'Brazil' },
      { id: '177', name: 'Portugal' },
      { id: '11', name: 'Argentina' },
      { id: '233', name: 'United States' },
    ]);
    expect(es.countries!.find((c) => c.id === '77')?.name).toBe('Francia');
    expect(pt.countries!.find((c) => c.id === '77')?.name).toBe('França');
    expect(pt.dialCodes.length).toBeGreaterThan(230);
    expect(pt.dialCodes.find((d) => d.iso === 'BR')).toEqual({ iso: 'BR', code: '55', name: 'Brasil' });
    expect(en.dialCodes.find((d) => d.iso === 'US')).toMatchObject({ code: '1', name: 'United States' });
    expect(pt.defaultDialCode).toBe('55');
  });

  it('refuses a place id that is not a number', async () => {
    const { errors } = await h.query(FormOptions, { country: 'brasil' });
    expect(errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'country' });
  });
});
