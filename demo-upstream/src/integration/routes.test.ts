import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoUpstream } from '../launcher.js';
import type { DemoUpstream } from '../launcher.js';
import { bearer, integrationToken } from '../test-helpers.js';

type Talent = Record<string, unknown> & {
  id: number;
  name: string;
  gender: string;
  categories: { id: number; name: string }[];
};
type TalentPage = {
  data: { current_page: number; last_page: number; per_page: number; total: number; data: Talent[] };
};

let demo: DemoUpstream;
let token: string;

beforeAll(async () => {
  demo = await startDemoUpstream();
  token = await integrationToken(demo);
});
afterAll(() => demo?.stop());

async function talents(query: string, filters?: unknown): Promise<TalentPage> {
  const response = await fetch(`${demo.integrationUrl}/api/talents?${query}`, {
    method: 'POST',
    headers: { ...bearer(token), 'Content-Type': 'application/json' },
    body: JSON.stringify(filters === undefined ? {} : { filters }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as TalentPage;
}

describe('integration sign-in', () => {
  it('gives a token with its lifetime for the right salt and key', async () => {
    const response = await fetch(`${demo.integrationUrl}/api/signin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ salt: 'demo-integration-salt', api_key: 'demo-integration-key' }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { access_token: string; expires_in: number };
    expect(body.access_token).toMatch(/^\S{20,}$/);
    expect(body.expires_in).toBe(3600);
  });

  it('answers 401 Unauthenticated for a wrong key', async () => {
    const response = await fetch(`${demo.integrationUrl}/api/signin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ salt: 'demo-integration-salt', api_key: 'wrong' }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('answers 401 to calls without a token', async () => {
    const response = await fetch(`${demo.integrationUrl}/api/talents/attributes?countries=1`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthenticated.' });
  });
});

describe('POST /api/talents', () => {
  it('lists at least 160 models, women and men, with accented names', async () => {
    const page = await talents('language=pt&paginate=1000&cover_web=1&page=1');
    expect(page.data.total).toBeGreaterThanOrEqual(160);
    expect(page.data.data).toHaveLength(page.data.total);
    expect(page.data.last_page).toBe(1);
    const women = page.data.data.filter((t) => t.gender === 'woman').length;
    expect(women).toBeGreaterThanOrEqual(95);
    expect(page.data.total - women).toBeGreaterThanOrEqual(60);
    expect(page.data.data.some((t) => /[ãçéíóúâêô]/i.test(t.name))).toBe(true);
    const example = page.data.data.find((t) => t.id === 48213);
    expect(example).toMatchObject({
      name: 'Ana Clara Souza',
      gender: 'woman',
      birthdate: '2004-05-14',
      categories: [{ id: 1938, name: 'Fashion' }],
      cover: 'talents/48213/cover.jpg',
      cover_web: 'talents/48213/cover_web.jpg',
      height: '178/5.10',
      bust: '84/33',
      waist: '61/24',
      hips: '90/35.5',
      shoes: '38x7',
      eyes: 'Castanhos',
      hair: 'Castanho escuro',
      instagram: 'anaclara.souza',
    });
    expect(page.data.data.filter((t) => t.name === 'Ana Clara Souza')).toHaveLength(2);
  });

  it('honours paginate and page', async () => {
    const first = await talents('language=pt&paginate=50&page=1');
    expect(first.data.last_page).toBe(Math.ceil(first.data.total / 50));
    expect(first.data.data).toHaveLength(50);
    const last = await talents(`language=pt&paginate=50&page=${first.data.last_page}`);
    expect(last.data.current_page).toBe(first.data.last_page);
    expect(last.data.data).toHaveLength(first.data.total - 50 * (first.data.last_page - 1));
    const second = await talents('language=pt&paginate=50&page=2');
    expect(second.data.data[0]?.id).not.toBe(first.data.data[0]?.id);
    // cover_web only when asked for.
    expect(first.data.data[0]).not.toHaveProperty('cover_web');
  });

  it('filters by category; some models are in both', async () => {
    const fashion = await talents('paginate=1000', { categories: [1938] });
    const comercial = await talents('paginate=1000', { categories: [1939] });
    const all = await talents('paginate=1000');
    expect(fashion.data.data.every((t) => t.categories.some((c) => c.id === 1938))).toBe(true);
    expect(comercial.data.data.every((t) => t.categories.some((c) => c.id === 1939))).toBe(true);
    expect(fashion.data.total).toBeLessThan(all.data.total);
    expect(fashion.data.data.some((t) => t.categories.length === 2)).toBe(true);
  });

  it('has missing, null and empty measures and "no image" covers on a few models', async () => {
    const { data } = await talents('paginate=1000&cover_web=1');
    expect(data.data.some((t) => !('hips' in t))).toBe(true);
    expect(data.data.some((t) => t['shoes'] === null)).toBe(true);
    expect(data.data.some((t) => t['height'] === '')).toBe(true);
    expect(data.data.some((t) => String(t['cover_web']).endsWith('/upload/.jpg'))).toBe(true);
    expect(data.data.some((t) => String(t['cover']).startsWith(`${demo.panelUrl}/storage/`))).toBe(true);
  });

  it('rejects a paginate out of range with 422', async () => {
    const response = await fetch(`${demo.integrationUrl}/api/talents?paginate=0`, {
      method: 'POST',
      headers: bearer(token),
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: Record<string, string[]> }).errors).toHaveProperty(
      'paginate',
    );
  });
});

describe('GET /api/talent/profile', () => {
  it('answers the profile with the asked extras and galleries', async () => {
    const response = await fetch(
      `${demo.integrationUrl}/api/talent/profile?language=pt&id=48213&cover2=1&cover_web=1&skills=1&media_id=1`,
      { headers: bearer(token) },
    );
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({
      id: 48213,
      name: 'Ana Clara Souza',
      cover2: 'talents/48213/cover2.jpg',
      skills: [{ id: 7, name: 'Passarela' }],
    });
    expect(typeof data['media_id']).toBe('number');
    const book = data['book'] as { file: string; width: number; height: number }[];
    expect(book.length).toBeGreaterThan(0);
    for (const item of book)
      expect(item).toEqual({
        file: expect.stringMatching(/^talents\/48213\/book\/\d\d\.jpg$/) as string,
        width: expect.any(Number) as number,
        height: expect.any(Number) as number,
      });
    expect(book.some((i) => i.width > i.height)).toBe(true);
    expect(book.some((i) => i.width < i.height)).toBe(true);
    const video = data['video'] as { file: string; provider: string }[];
    for (const item of video) expect(['youtube', 'vimeo']).toContain(item.provider);
  });

  it('answers 404 Talent not found for an unknown id', async () => {
    for (const id of ['1', 'abc', '']) {
      const response = await fetch(`${demo.integrationUrl}/api/talent/profile?id=${id}`, {
        headers: bearer(token),
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Talent not found' });
    }
  });
});

describe('GET /api/talents/attributes', () => {
  async function attributes(
    query: string,
  ): Promise<Record<string, { id?: number; value: string; label?: string }[]>> {
    const response = await fetch(`${demo.integrationUrl}/api/talents/attributes?${query}`, {
      headers: bearer(token),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, { id?: number; value: string; label?: string }[]>;
  }

  it('answers one key per list asked for', async () => {
    const page = await attributes('language=pt&countries=1&skin_tone=pt');
    expect(Object.keys(page).sort()).toEqual(['countries', 'skin_tone']);
    expect(page['countries']?.[0]).toEqual({ id: 31, value: 'Brasil' });
    expect(page['skin_tone']?.map((s) => s.id)).toEqual([1160, 1161, 1162, 1163, 1164, 1165, 1166]);
    const form = await attributes('hair=pt&eyes=pt&hair_kind=1&hair_size=1');
    expect(Object.keys(form).sort()).toEqual(['eyes', 'hair', 'hair_kind', 'hair_size']);
    expect(form['eyes']).toHaveLength(17);
    expect(form['hair']).toHaveLength(25);
    const measures = await attributes('gender=1&height=1&bust=1&hips=1&waist=1&shoes=1');
    expect(Object.keys(measures).sort()).toEqual(['bust', 'gender', 'height', 'hips', 'shoes', 'waist']);
    expect(measures['gender']).toEqual([
      { value: 'woman', label: 'Feminino' },
      { value: 'man', label: 'Masculino' },
    ]);
    expect(measures['height']?.find((h) => h.value === '178/5.10')).toBeDefined();
  });

  it('answers states of a country and cities of a country or state', async () => {
    const states = await attributes('states[country]=31');
    expect(states['states']).toHaveLength(27);
    expect(states['states']?.find((s) => s.id === 5)?.value).toBe('Bahia');
    const bahia = await attributes('cities[country]=31&cities[state]=5');
    expect(bahia['cities']?.length).toBeGreaterThanOrEqual(20);
    expect(bahia['cities']).toContainEqual({ id: 2927408, value: 'Salvador' });
    const brazil = await attributes('cities[country]=31');
    expect(brazil['cities']?.length).toBeGreaterThan(bahia['cities']?.length ?? 0);
    const none = await attributes('cities[country]=999');
    expect(none).toEqual({ cities: [] });
  });
});
