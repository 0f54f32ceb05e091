import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BoardDocument, ProfileDocument } from '@agency/sdk';
import { ListWithGalleries } from './operations.js';
import { startHarness, type Harness } from './harness.js';
import { rawIntegration, type RawProfile, type RawTalent } from './raw-upstream.js';

let h: Harness;
let fashion: RawTalent[];
let comercial: RawTalent[];

beforeAll(async () => {
  h = await startHarness();
  const raw = await rawIntegration(h.demo);
  fashion = await raw.talents(1938);
  comercial = await raw.talents(1939);
});
afterAll(() => h?.stop());

const unaccentedInitial = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .charAt(0)
    .toUpperCase();

describe('models', () => {
  it('pages through every woman of the fashion board, 20 at a time, without gaps or repeats', async () => {
    const expected = fashion
      .filter((m) => m.gender === 'woman')
      .map((m) => String(m.id))
      .sort();
    const seen: string[] = [];
    let after: string | null | undefined;
    let pages = 0;
    for (;;) {
      const { data, errors } = await h.query(BoardDocument, { category: 'FASHION', gender: 'WOMAN', after });
      expect(errors).toBeUndefined();
      const page = data!.models!;
      expect(page.totalCount).toBe(expected.length);
      pages++;
      if (page.pageInfo.hasNextPage) expect(page.nodes).toHaveLength(20);
      seen.push(...page.nodes.map((n) => n.id));
      for (const node of page.nodes) {
        expect(node.gender).toBe('WOMAN');
        expect(node.categories).toContain('FASHION');
      }
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(pages).toBe(Math.ceil(expected.length / 20));
    expect([...seen].sort()).toEqual(expected);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('sorts by name and lists exactly the letters that have models', async () => {
    const { data } = await h.query(BoardDocument, { category: 'COMMERCIAL', gender: 'MAN', first: 100 });
    const men = comercial.filter((m) => m.gender === 'man');
    const names = data!.models!.nodes.map((n) => n.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' })));
    const letters = [...new Set(men.map((m) => unaccentedInitial(m.name)))]
      .filter((l) => /[A-Z]/.test(l))
      .sort();
    expect(data!.models!.letters).toEqual(letters);
    expect(letters.length).toBeLessThan(26);
  });

  it('filters by initial letter, ignoring accents', async () => {
    const women = fashion.filter((m) => m.gender === 'woman');
    const letter = unaccentedInitial(women.find((m) => /^[ÁÉÍÓÚÂÊÔ]/.test(m.name))?.name ?? women[0]!.name);
    const { data } = await h.query(BoardDocument, {
      category: 'FASHION',
      gender: 'WOMAN',
      letter: letter.toLowerCase(),
      first: 100,
    });
    const expected = women.filter((m) => unaccentedInitial(m.name) === letter);
    expect(data!.models!.totalCount).toBe(expected.length);
    expect(data!.models!.nodes.map((n) => unaccentedInitial(n.name))).toEqual(expected.map(() => letter));
  });

  it('answers an empty page for a letter without models', async () => {
    const { data } = await h.query(BoardDocument, { category: 'FASHION', gender: 'WOMAN', first: 100 });
    const empty = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').find((l) => !data!.models!.letters.includes(l))!;
    const answer = await h.query(BoardDocument, { category: 'FASHION', gender: 'WOMAN', letter: empty });
    expect(answer.data!.models).toMatchObject({
      totalCount: 0,
      nodes: [],
      pageInfo: { hasNextPage: false, endCursor: null },
    });
  });

  it.each([
    [{ first: 0 }, 'first'],
    [{ first: 101 }, 'first'],
    [{ letter: 'AB' }, 'letter'],
    [{ letter: '1' }, 'letter'],
    [{ after: 'not-a-cursor' }, 'after'],
  ])('refuses %o with BAD_USER_INPUT naming %s', async (args, argument) => {
    const { data, errors } = await h.query(BoardDocument, { category: 'FASHION', gender: 'WOMAN', ...args });
    // Ranges are refused before anything runs (no data at all); the others by the field, alone.
    expect(data?.models ?? null).toBeNull();
    expect(errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument });
    expect(errors?.[0]?.message).toContain(argument);
  });

  it('gives absolute cover URLs, or null for the upstream "no image" URL', async () => {
    const { data } = await h.query(BoardDocument, { category: 'FASHION', gender: 'WOMAN', first: 100 });
    for (const node of data!.models!.nodes) {
      if (node.cover) expect(node.cover.url).toMatch(/^https?:\/\/[^/]+\/.+\.(jpe?g|png|webp)$/);
    }
    const noImage = fashion.find(
      (m) => m.cover_web?.endsWith('/upload/.jpg') && (!m.cover || m.cover.endsWith('/upload/.jpg')),
    );
    if (noImage) {
      const { data: profile } = await h.query(ProfileDocument, { id: String(noImage.id) });
      expect(profile!.model!.cover).toBeNull();
    }
  });
});

describe('model profile', () => {
  const measureOf = (measures: { key: string; value: string }[], key: string) =>
    measures.find((m) => m.key === key)?.value;

  it('shows display-ready measures: cm before the slash, BR shoe size, translated colours', async () => {
    const woman = fashion.find(
      (m) => m.gender === 'woman' && m.height?.includes('/') && m.shoes?.includes('x') && m.eyes && m.hair,
    )!;
    const { data } = await h.query(ProfileDocument, { id: String(woman.id), locale: 'EN' });
    const model = data!.model!;
    expect(model.name).toBe(woman.name);
    expect(measureOf(model.measures, 'HEIGHT')).toBe(woman.height!.split('/')[0]);
    expect(measureOf(model.measures, 'SHOES')).toBe(`${woman.shoes!.split('x')[0]} BR`);
    expect(measureOf(model.measures, 'BUST')).toBe(woman.bust!.split('/')[0]);
    expect(model.measures.map((m) => m.key)).not.toContain('CHEST');
    expect(model.measures.find((m) => m.key === 'HEIGHT')!.label).toBe('Height');
    // Colours come in Portuguese upstream and are shown in the page's language.
    expect(measureOf(model.measures, 'EYES')).not.toBe(woman.eyes);
    const pt = await h.query(ProfileDocument, { id: String(woman.id), locale: 'PT' });
    expect(measureOf(pt.data!.model!.measures, 'EYES')).toBe(woman.eyes);
    expect(pt.data!.model!.measures.find((m) => m.key === 'HEIGHT')!.label).toBe('Altura');
  });

  it("shows a man's bust as chest", async () => {
    const man = [...fashion, ...comercial].find((m) => m.gender === 'man' && m.bust)!;
    const { data } = await h.query(ProfileDocument, { id: String(man.id) });
    const keys = data!.model!.measures.map((m) => m.key);
    expect(keys).toContain('CHEST');
    expect(keys).not.toContain('BUST');
    expect(measureOf(data!.model!.measures, 'CHEST')).toBe(man.bust!.split('/')[0]);
  });

  it('computes age in elapsed years of 365.25 days', async () => {
    const model = fashion.find((m) => m.birthdate)!;
    const { data } = await h.query(ProfileDocument, { id: String(model.id) });
    const expected = Math.floor(
      (Date.now() - Date.parse(`${model.birthdate}T00:00:00Z`)) / (365.25 * 24 * 3600 * 1000),
    );
    expect(data!.model!.age).toBe(expected);
  });

  it('leaves out measures the upstream has empty', async () => {
    const sparse = [...fashion, ...comercial].find((m) => !m.hips || !m.waist || !m.height);
    expect(sparse, 'the demo data has a model with missing measures').toBeDefined();
    const { data } = await h.query(ProfileDocument, { id: String(sparse!.id) });
    for (const measure of data!.model!.measures) expect(measure.value.trim()).not.toBe('');
  });

  it('has every gallery with absolute URLs, orientation from size, player URLs for videos', async () => {
    const raw = await rawIntegration(h.demo);
    let withVideo: RawProfile | undefined;
    for (const m of fashion.slice(0, 40)) {
      const profile = await raw.profile(m.id);
      if (profile.video?.length && profile.book?.length) {
        withVideo = profile;
        break;
      }
    }
    expect(withVideo, 'a demo model with book and videos').toBeDefined();
    const { data } = await h.query(ProfileDocument, { id: String(withVideo!.id) });
    const galleries = data!.model!.galleries!;
    expect(galleries.initial).toBe('BOOK');
    expect(galleries.book).toHaveLength(withVideo!.book!.length);
    for (const [i, photo] of galleries.book.entries()) {
      const source = withVideo!.book![i]!;
      expect(photo.url).toMatch(/^https?:\/\//);
      expect(photo.url).toContain(source.file.replace(/^\//, ''));
      expect(photo.orientation).toBe(source.width > source.height ? 'LANDSCAPE' : 'PORTRAIT');
    }
    for (const video of galleries.video) {
      expect(video.embedUrl).toMatch(
        video.provider === 'YOUTUBE'
          ? /^https:\/\/www\.youtube(-nocookie)?\.com\/embed\/[\w-]{11}/
          : /^https:\/\/player\.vimeo\.com\/video\/\d+/,
      );
    }
    const response = await fetch(galleries.book[0]!.url);
    expect(response.headers.get('content-type')).toMatch(/^image\//);
  });

  it('starts on the first non-empty gallery', async () => {
    const raw = await rawIntegration(h.demo);
    for (const m of fashion.slice(0, 60)) {
      const profile = await raw.profile(m.id);
      if (profile.book?.length) continue;
      const expected = (['snap', 'compo', 'video'] as const).find((k) => profile[k]?.length);
      const { data } = await h.query(ProfileDocument, { id: String(m.id) });
      expect(data!.model!.galleries!.initial).toBe(expected ? expected.toUpperCase() : null);
      return;
    }
    throw new Error('the demo data should have a model with an empty book');
  });

  it('loads galleries for models that came from a list', async () => {
    const { data, errors } = await h.query(ListWithGalleries, { category: 'COMMERCIAL', gender: 'WOMAN' });
    expect(errors).toBeUndefined();
    expect(data!.models!.nodes).toHaveLength(3);
    for (const node of data!.models!.nodes) expect(node.galleries).toHaveProperty('initial');
  });

  it('answers null for an unknown or non-numeric id', async () => {
    expect((await h.query(ProfileDocument, { id: '999999999' })).data).toEqual({ model: null });
    expect((await h.query(ProfileDocument, { id: 'abc' })).data).toEqual({ model: null });
  });
});
