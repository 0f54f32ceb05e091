import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoUpstream } from '../launcher.js';
import type { DemoUpstream } from '../launcher.js';
import { bearer, integrationToken, panelToken } from '../test-helpers.js';

let demo: DemoUpstream;
let token: string;

beforeAll(async () => {
  demo = await startDemoUpstream();
  token = await panelToken(demo);
});
afterAll(() => demo?.stop());

/** The panel's JSON, typed by the caller as the shape the test expects (the test then checks it). */
async function getJson<TBody = { data: unknown[] }>(path: string): Promise<{ status: number; body: TBody }> {
  const response = await fetch(`${demo.panelUrl}${path}`, { headers: bearer(token) });
  return { status: response.status, body: (await response.json()) as TBody };
}

type Slide = { id: number; image_desktop: string; image_mobile: string; description: string };
type Post = { id: number; slug: string };
type Page<T> = { data: T[]; current_page: number; last_page: number };

describe('panel login', () => {
  it('gives a token for the right salt and api_token, 401 otherwise', async () => {
    const good = await fetch(`${demo.panelUrl}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ salt: 'demo-panel-salt', api_token: 'demo-panel-token' }),
    });
    expect(good.status).toBe(200);
    expect(Object.keys((await good.json()) as object)).toEqual(['token']);
    const bad = await fetch(`${demo.panelUrl}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ salt: 'demo-panel-salt', api_token: 'nope' }),
    });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('requires the bearer token on API calls but not on storage', async () => {
    expect((await fetch(`${demo.panelUrl}/api/website-texts`)).status).toBe(401);
    expect((await fetch(`${demo.panelUrl}/api/website-texts`, { headers: bearer('made-up') })).status).toBe(
      401,
    );
    expect((await fetch(`${demo.storageUrl}talents/48213/cover_web.jpg`)).status).toBe(200);
  });
});

describe('entities', () => {
  it('serves slides in groups 1-3 plus an odd group, with a video slide', async () => {
    const { status, body } = await getJson<{ data: Slide[] }>('/api/entities/slides');
    expect(status).toBe(200);
    const slides = body.data;
    for (const group of ['1', '2', '3', '7']) expect(slides.some((s) => s.description === group)).toBe(true);
    expect(slides.some((s) => s.image_desktop.endsWith('.mp4'))).toBe(true);
    expect(slides.every((s) => !s.image_mobile.startsWith('http'))).toBe(true);
    const prehome = await getJson('/api/entities/prehome');
    expect(prehome.body.data.length).toBeGreaterThan(3);
  });

  it('filters by id or by concept and value, and 404s an unknown entity', async () => {
    expect((await getJson('/api/entities/slides/1')).body.data).toHaveLength(1);
    const groupTwo = (await getJson<{ data: Slide[] }>('/api/entities/slides/description/2')).body.data;
    expect(groupTwo.length).toBeGreaterThan(1);
    expect(groupTwo.every((s) => s.description === '2')).toBe(true);
    expect((await getJson('/api/entities/nothing')).status).toBe(404);
  });

  it('serves the contact record and future selective cities', async () => {
    const contact = (await getJson<{ data: { address: string }[] }>('/api/entities/contact')).body.data[0];
    expect(contact).toMatchObject({
      id: 1,
      email: expect.stringContaining('@') as string,
      phones: expect.arrayContaining(['+55 71 3333-0000']) as string[],
      lat: -12.999,
      lng: -38.513,
    });
    expect(contact?.address).toContain('Salvador');
    const cities = (
      await getJson<{ data: { city: string; date: string }[] }>('/api/entities/selective_cities')
    ).body.data;
    expect(cities.length).toBeGreaterThanOrEqual(5);
    const today = new Date().toISOString().slice(0, 10);
    for (const city of cities) expect(city.date > today).toBe(true);
  });
});

describe('website content', () => {
  it('serves texts by key and locale, some with a locale missing', async () => {
    const { body } = await getJson<{ data: Record<string, Record<string, string | undefined>> }>(
      '/api/website-texts',
    );
    expect(Object.keys(body.data.about_text ?? {}).sort()).toEqual(['en', 'es', 'pt']);
    expect(body.data.about_text?.pt).toContain('30 anos no mercado');
    expect(body.data.about_text?.en).toMatch(
      /<img src="http:\/\/127\.0\.0\.1:\d+\/storage\/website\/about-team\.jpg"/,
    );
    expect(body.data.selective_intro?.es).toBeUndefined();
    const img = await fetch(/src="([^"]+)"/.exec(body.data.about_text?.pt ?? '')?.[1] ?? '');
    expect(img.status).toBe(200);
  });

  it('serves images (one without desktop), videos, customizations and social medias', async () => {
    type Media = { desktop: string | null; mobile: string };
    const images = (await getJson<{ data: Record<string, Media> }>('/api/website-images')).body.data;
    expect(Object.values(images).some((i) => i.desktop === null && typeof i.mobile === 'string')).toBe(true);
    const videos = (await getJson<{ data: Record<string, Media> }>('/api/website-videos')).body.data;
    expect(Object.values(videos).every((v) => v.mobile.endsWith('.mp4'))).toBe(true);
    expect((await getJson<{ data: object }>('/api/customizations')).body.data).toHaveProperty('product_name');
    const social = (await getJson<{ data: Record<string, unknown> }>('/api/social-medias')).body.data;
    expect(social.instagram).toEqual({
      url: expect.stringMatching(/^https:\/\/www\.instagram\.com\//) as string,
      name: expect.stringMatching(/^@/) as string,
    });
    expect(social.youtube).toHaveProperty('url');
  });

  it('paginates posts and finds one by slug', async () => {
    const first = (await getJson<Page<Post>>('/api/posts/blog/pt?paginate=10&page=1')).body;
    expect(first.data).toHaveLength(10);
    expect(first.current_page).toBe(1);
    expect(first.last_page).toBe(2);
    const second = (await getJson<Page<Post>>('/api/posts/blog/pt?paginate=6&page=2')).body;
    expect(second.data[0]?.id).toBe(first.data[6]?.id);
    const one = await getJson<{ data: object }>(`/api/posts/blog/pt/${first.data[0]?.slug}`);
    expect(one.body.data).toMatchObject({
      id: first.data[0]?.id,
      slug: first.data[0]?.slug,
      title: expect.any(String) as string,
      body: expect.any(String) as string,
    });
    expect((await getJson('/api/posts/blog/pt/no-such-post')).status).toBe(404);
    expect((await getJson('/api/posts/nothing/pt')).status).toBe(404);
    expect((await getJson('/api/slides/home')).body.data.length).toBeGreaterThan(3);
  });
});

describe('storage', () => {
  it('serves a JPEG of exactly the declared size', async () => {
    const integration = await integrationToken(demo);
    const profile = (await (
      await fetch(`${demo.integrationUrl}/api/talent/profile?id=48213`, { headers: bearer(integration) })
    ).json()) as { data: { book: { file: string; width: number; height: number }[] } };
    const landscape = profile.data.book.find((b) => b.width > b.height);
    for (const [path, width, height] of [
      ['talents/48213/cover.jpg', 600, 800],
      ['talents/48213/cover_web.jpg', 480, 640],
      [landscape?.file, landscape?.width, landscape?.height],
    ] as [string, number, number][]) {
      const response = await fetch(`${demo.storageUrl}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', width, height]);
      // A picture, not a flat box.
      const stats = await sharp(bytes).stats();
      expect(stats.channels[0]?.stdev ?? 0).toBeGreaterThan(10);
    }
  });

  it('serves the video slide as an MP4, with byte ranges', async () => {
    const slides = (await getJson<{ data: Slide[] }>('/api/entities/slides')).body.data;
    const video = slides.find((s) => s.image_desktop.endsWith('.mp4'))?.image_desktop;
    const whole = await fetch(`${demo.storageUrl}${video}`);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    const part = await fetch(`${demo.storageUrl}${video}`, { headers: { Range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(0, 100));
  });

  it('answers 404 for an unknown file', async () => {
    expect((await fetch(`${demo.storageUrl}talents/1/cover.jpg`)).status).toBe(404);
  });
});

describe('entries and forms', () => {
  function form(fields: Record<string, string>, files: [string, string, string][] = []): FormData {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.append(key, value);
    for (const [field, name, type] of files)
      data.append(field, new Blob([Buffer.from(`fake ${name}`)], { type }), name);
    return data;
  }

  it('keeps a multipart entry with its files and answers its id', async () => {
    await demo.clearReceived();
    const fields = {
      realname: 'Lúcia Araújo',
      email: 'lucia@example.com',
      country: JSON.stringify({ value: 31, label: 'Brasil' }),
      phone: JSON.stringify({ value: [{ ph_code: '55', number: '71999990000' }], label: '+55 71999990000' }),
    };
    const response = await fetch(`${demo.panelUrl}/api/entry/getScouted/send`, {
      method: 'POST',
      headers: { ...bearer(token), 'Idempotency-Key': 'k-1' },
      body: form(fields, [
        ['image_1', 'rosto.jpg', 'image/jpeg'],
        ['image_2', 'perfil.png', 'image/png'],
      ]),
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { success: boolean; id: number };
    expect(answer).toEqual({ success: true, id: expect.any(Number) as number });
    const { entries } = await demo.received();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ id: answer.id, entry: 'getScouted', fields, idempotencyKey: 'k-1' });
    expect(entries[0]?.files).toEqual([
      {
        field: 'image_1',
        filename: 'rosto.jpg',
        mimeType: 'image/jpeg',
        size: 14,
        sha256: expect.stringMatching(/^[0-9a-f]{64}$/) as string,
      },
      {
        field: 'image_2',
        filename: 'perfil.png',
        mimeType: 'image/png',
        size: 15,
        sha256: expect.stringMatching(/^[0-9a-f]{64}$/) as string,
      },
    ]);
  });

  it('answers 422 with field errors for a bad email or a non-image file, 404 for an unknown entry', async () => {
    const bad = await fetch(`${demo.panelUrl}/api/entry/selective/send`, {
      method: 'POST',
      headers: bearer(token),
      body: form({ realname: 'João', email: 'not-an-email' }),
    });
    expect(bad.status).toBe(422);
    const body = (await bad.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.errors['email']?.[0]).toMatch(/valid email/);
    expect(body.message).toBeTruthy();
    const missing = await fetch(`${demo.panelUrl}/api/entry/favorites/send`, {
      method: 'POST',
      headers: bearer(token),
      body: form({ name: 'Ícaro' }),
    });
    expect(((await missing.json()) as { errors: Record<string, string[]> }).errors['email']).toEqual([
      'The email field is required.',
    ]);
    const pdf = await fetch(`${demo.panelUrl}/api/entry/selective/send`, {
      method: 'POST',
      headers: bearer(token),
      body: form({ realname: 'João', email: 'joao@example.com' }, [
        ['image_3', 'doc.pdf', 'application/pdf'],
      ]),
    });
    expect(pdf.status).toBe(422);
    expect(((await pdf.json()) as { errors: Record<string, string[]> }).errors).toHaveProperty('image_3');
    const unknown = await fetch(`${demo.panelUrl}/api/entry/other/send`, {
      method: 'POST',
      headers: bearer(token),
      body: form({ email: 'a@b.co' }),
    });
    expect(unknown.status).toBe(404);
  });

  it('keeps contact, favorites and get-scouted JSON posts in order', async () => {
    await demo.clearReceived();
    const post = (path: string, body: unknown) =>
      fetch(`${demo.panelUrl}${path}`, {
        method: 'POST',
        headers: { ...bearer(token), 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const contact = { name: 'Maíra', email: 'maira@example.com', phone: '+55 71 98888-0000', message: 'Olá' };
    expect((await post('/api/contact/pt', contact)).status).toBe(200);
    const missing = await post('/api/contact/pt', { name: 'Maíra' });
    expect(missing.status).toBe(422);
    expect(Object.keys(((await missing.json()) as { errors: object }).errors).sort()).toEqual([
      'email',
      'message',
      'phone',
    ]);
    expect((await post('/api/favorites/pt', { name: 'A', models: [48213] })).status).toBe(200);
    expect((await post('/api/get-scouted/pt', { realname: 'B' })).status).toBe(200);
    const received = await demo.received();
    expect(received.contacts).toEqual([contact]);
    expect(received.favorites).toEqual([{ name: 'A', models: [48213] }]);
    expect(received.getScouted).toEqual([{ realname: 'B' }]);
  });
});
