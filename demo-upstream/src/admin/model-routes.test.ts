import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateExtraModels } from '../data/extra-models.js';
import { BASE_ID_RANGE } from '../data/models.js';
import { startDemoUpstream } from '../launcher.js';
import type { DemoUpstream } from '../launcher.js';
import { bearer, integrationToken, panelToken } from '../test-helpers.js';

type Talent = { id: number; name: string; gender: string; categories: { id: number }[]; cover: string };
type TalentPage = { data: { last_page: number; total: number; data: Talent[] } };

let demo: DemoUpstream;
let token: string;

beforeAll(async () => {
  demo = await startDemoUpstream({ env: { DEMO_EXTRA_MODELS: '1000' } });
  token = await integrationToken(demo);
});
afterAll(() => demo?.stop());

async function page(number: number, categories?: number[]): Promise<TalentPage> {
  const response = await fetch(
    `${demo.integrationUrl}/api/talents?language=pt&paginate=1000&cover_web=1&page=${number}`,
    {
      method: 'POST',
      headers: { ...bearer(token), 'Content-Type': 'application/json' },
      body: JSON.stringify(categories ? { filters: { categories } } : {}),
    },
  );
  expect(response.status).toBe(200);
  return (await response.json()) as TalentPage;
}

/** Every model the list holds, all pages. */
async function board(categories?: number[]): Promise<Talent[]> {
  const first = await page(1, categories);
  const rest = await Promise.all(
    Array.from({ length: first.data.last_page - 1 }, (_, i) => page(i + 2, categories)),
  );
  return [first, ...rest].flatMap((p) => p.data.data);
}

const profile = (id: number) =>
  fetch(`${demo.integrationUrl}/api/talent/profile?language=pt&id=${id}`, { headers: bearer(token) });
const health = async () =>
  ((await (await fetch(`${demo.panelUrl}/__demo/health`)).json()) as { models: number }).models;
const adminCall = (method: string, path: string, body?: string) =>
  fetch(`${demo.integrationUrl}/__demo/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body }),
  });

describe('DEMO_EXTRA_MODELS=1000', () => {
  it('lists 1 164 models with distinct ids, the extras after the base board as generated in-process', async () => {
    const all = await board();
    expect(all).toHaveLength(1164);
    expect(new Set(all.map((m) => m.id)).size).toBe(1164);
    expect(await health()).toBe(1164);
    const extras = all.slice(164);
    expect(extras.every((m) => m.id > BASE_ID_RANGE.max)).toBe(true);
    // Ids and names do not depend on the day, so the child's extras match a fresh generation here.
    expect(extras.map((m) => [m.id, m.name])).toEqual(generateExtraModels(1000).map((m) => [m.id, m.name]));
  });

  it('filters the extras by category like the base models', async () => {
    const fashion = await board([1938]);
    const comercial = await board([1939]);
    expect(fashion.every((m) => m.categories.some((c) => c.id === 1938))).toBe(true);
    expect(comercial.every((m) => m.categories.some((c) => c.id === 1939))).toBe(true);
    expect(fashion.filter((m) => m.id > BASE_ID_RANGE.max).length).toBeGreaterThan(500);
    expect(comercial.filter((m) => m.id > BASE_ID_RANGE.max).length).toBeGreaterThan(400);
  });

  it("serves an extra model's profile and cover", async () => {
    const [extra] = (await page(2)).data.data;
    const response = await profile((extra as Talent).id);
    expect(response.status).toBe(200);
    expect((await fetch(`${demo.storageUrl}${(extra as Talent).cover}`)).status).toBe(200);
  });
});

describe('adding and removing models', () => {
  it('adds a model with the given fields under a new, higher id; lists and profiles show it', async () => {
    const before = await board();
    const id = await demo.addModel({ name: 'Íris Conceição Brandão', gender: 'woman', categories: [1939] });
    expect(id).toBeGreaterThan(Math.max(...before.map((m) => m.id)));
    const added = (await board([1939])).find((m) => m.id === id);
    expect(added).toMatchObject({
      name: 'Íris Conceição Brandão',
      gender: 'woman',
      categories: [{ id: 1939 }],
    });
    expect((await board([1938])).some((m) => m.id === id)).toBe(false);
    expect(await health()).toBe(before.length + 1);
    expect((await profile(id)).status).toBe(200);
    expect((await fetch(`${demo.storageUrl}${(added as Talent).cover}`)).status).toBe(200);
  });

  it('generates whatever is not given, and each add takes the next id', async () => {
    const first = await demo.addModel();
    const second = await demo.addModel({ gender: 'man' });
    expect(second).toBe(first + 1);
    const all = await board();
    const generated = all.find((m) => m.id === first) as Talent;
    expect(generated.name).toMatch(/^\p{Lu}\p{L}+( \p{L}+)* \p{Lu}/u);
    expect(generated.categories.length).toBeGreaterThan(0);
    expect(all.find((m) => m.id === second)?.gender).toBe('man');
  });

  it('removes a model: gone from lists, profile 404, its photos 404; ids are not reused', async () => {
    const all = await board();
    const base = all[5] as Talent;
    const added = await demo.addModel({ categories: [1938, 1939] });
    for (const id of [base.id, added]) await demo.removeModel(id);
    const after = await board();
    // One base model fewer; the added one came and went.
    expect(after).toHaveLength(all.length - 1);
    expect(after.some((m) => m.id === base.id || m.id === added)).toBe(false);
    expect((await board([1938])).some((m) => m.id === added)).toBe(false);
    expect(await health()).toBe(all.length - 1);
    const missing = await profile(base.id);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Talent not found' });
    expect((await fetch(`${demo.storageUrl}${base.cover}`)).status).toBe(404);
    expect(await demo.addModel()).toBe(added + 1);
  });

  it('answers 404 for an unknown id, and the launcher rejects', async () => {
    const response = await adminCall('DELETE', 'models/999999');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'No model with id 999999' });
    await expect(demo.removeModel(999_999)).rejects.toThrow(/404/);
  });

  it.each([
    ['{"name": ""}', /name must be a non-empty string/],
    ['{"name": 12}', /name must be a non-empty string/],
    ['{"gender": "other"}', /gender must be "woman" or "man"/],
    ['{"categories": []}', /categories must be a non-empty list of 1938 \(fashion\) and\/or 1939/],
    ['{"categories": [1937]}', /categories must be a non-empty list/],
    ['{"categories": "1938"}', /categories must be a non-empty list/],
    ['{"nome": "Ana"}', /Unknown field "nome"/],
    ['[1]', /must be a JSON object/],
    ['{not json', /not valid JSON/],
  ])('refuses the body %s with 400 and a message', async (body, text) => {
    const before = await health();
    const response = await adminCall('POST', 'models', body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(text);
    expect(await health()).toBe(before);
  });

  it('refuses a model id that is not a number with 400', async () => {
    const response = await adminCall('DELETE', 'models/abc');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/positive integer/);
  });
});

describe('editing models', () => {
  it('renames a model: the list and the profile show the new name', async () => {
    const [first] = (await page(1, [1938])).data.data;
    const id = (first as Talent).id;
    const edited = await demo.editModel(id, { name: 'Maria Renomeada Teste' });
    expect(edited).toMatchObject({ id, name: 'Maria Renomeada Teste' });
    expect((await board([1938])).find((m) => m.id === id)?.name).toBe('Maria Renomeada Teste');
    expect(((await (await profile(id)).json()) as { data: { name: string } }).data.name).toBe(
      'Maria Renomeada Teste',
    );
  });

  it('gives a model a new cover under a new file name that storage serves; each edit another one', async () => {
    const model = (await page(1, [1939])).data.data[3] as Talent;
    const first = await demo.editModel(model.id, { newCover: true });
    expect(first.cover).not.toBe(model.cover);
    expect(first.cover).toMatch(new RegExp(`talents/${model.id}/cover-v1\\.jpg$`));
    expect((await board([1939])).find((m) => m.id === model.id)?.cover).toBe(first.cover);
    const image = await fetch(
      first.cover.startsWith('http') ? first.cover : `${demo.storageUrl}${first.cover}`,
    );
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const second = await demo.editModel(model.id, { newCover: true });
    expect(second.cover).toMatch(/cover-v2\.jpg$/);
  });

  it.each([
    ['{}', 400, /needs name and\/or newCover/],
    ['{"name": " "}', 400, /name must be a non-empty string/],
    ['{"newCover": "yes"}', 400, /newCover must be true/],
    ['{"cover": "x.jpg"}', 400, /Unknown field "cover"/],
  ])('refuses the edit %s with %i', async (body, status, text) => {
    const response = await adminCall('PATCH', 'models/48213', body);
    expect(response.status).toBe(status);
    expect(((await response.json()) as { message: string }).message).toMatch(text);
  });

  it('answers 404 for an unknown id, and the launcher rejects', async () => {
    expect((await adminCall('PATCH', 'models/999999', '{"name": "X"}')).status).toBe(404);
    await expect(demo.editModel(999_999, { name: 'X' })).rejects.toThrow(/404/);
  });
});

describe('editing website texts', () => {
  const texts = async () => {
    const token = await panelToken(demo);
    return (
      (await (await fetch(`${demo.panelUrl}/api/website-texts`, { headers: bearer(token) })).json()) as {
        data: Record<string, Record<string, string>>;
      }
    ).data;
  };

  it('replaces the given languages of a text, keeping the others', async () => {
    const before = (await texts())['selective_intro']!;
    await demo.setText('selective_intro', { en: '<p>New casting dates are out.</p>' });
    expect((await texts())['selective_intro']).toEqual({
      ...before,
      en: '<p>New casting dates are out.</p>',
    });
  });

  it('refuses an unknown text (404), an unknown language and an empty edit (400)', async () => {
    await expect(demo.setText('no_such_text', { pt: '<p>x</p>' })).rejects.toThrow(/404/);
    const call = (body: string) =>
      fetch(`${demo.panelUrl}/__demo/texts/about_text`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
    expect(((await (await call('{"de": "<p>x</p>"}')).json()) as { message: string }).message).toMatch(
      /Unknown field "de"/,
    );
    expect((await call('{}')).status).toBe(400);
  });
});
