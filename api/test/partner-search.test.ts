import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoUpstream } from '@agency/demo-upstream/launcher';
import { SearchModelsDocument, type SearchModelsQueryVariables } from '@agency/sdk';
import type { Harness } from './harness.js';
import { PartnerBoard, type Found } from './partner-board.js';
import { rawGraphQL } from './raw-graphql.js';

// The searches partners asked for (names, filters, boards), against a board of 1 164 generated
// names (accents kept), checked against references computed here another way.

let board: PartnerBoard;
let demo: DemoUpstream;
let h: Harness;
let everyone: Found[];

beforeAll(async () => {
  board = await PartnerBoard.start();
  ({ demo, h, everyone } = board);
});
afterAll(() => board?.stop());

const search = (variables: SearchModelsQueryVariables) => board.search(variables);
const allPages = (variables: Omit<SearchModelsQueryVariables, 'first' | 'after'>) =>
  board.allPages(variables);

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });
/** Reference: every typed word begins some word of the name, compared by the collator (not by our normalising). */
const nameMatches = (name: string, search: string) =>
  search
    .split(/\s+/)
    .filter(Boolean)
    .every((term) =>
      name.split(/\s+/).some((word) => collator.compare(word.slice(0, term.length), term) === 0),
    );

describe('models without a category or gender', () => {
  it('lists both boards and both genders, each model once', async () => {
    expect(everyone.length).toBeGreaterThan(1100);
    expect(new Set(everyone.map((m) => m.id)).size).toBe(everyone.length);
    expect(new Set(everyone.map((m) => m.gender))).toEqual(new Set(['WOMAN', 'MAN']));
    expect(everyone.some((m) => m.categories.length === 2)).toBe(true);
    const fashionWomen = (await search({ category: 'FASHION', gender: 'WOMAN', first: 1 })).totalCount;
    expect(fashionWomen).toBe(
      everyone.filter((m) => m.gender === 'WOMAN' && m.categories.includes('FASHION')).length,
    );
  });
});

describe('models(search:)', () => {
  it.each([
    ['joao', 'João'],
    ['JOÃO PEDRO', 'João Pedro'],
    ['icaro', 'Ícaro'],
    ['cecilia', 'Cecília'],
    ['conceicao', 'Conceição'],
    ['ana cl', 'Ana Clara'],
    ['  de   cássia ', 'Rita de Cássia'],
  ])('%j finds the names a visitor means (accents and case ignored, any word)', async (search, expected) => {
    const found = await allPages({ search });
    const reference = everyone.filter((m) => nameMatches(m.name, search));
    expect(found.map((m) => m.id).sort()).toEqual(reference.map((m) => m.id).sort());
    expect(found.length).toBeGreaterThan(0);
    expect(found.some((m) => m.name.startsWith(expected))).toBe(true);
  });

  it('matches a later word of the name (a surname), with a board and gender', async () => {
    const surname = everyone
      .find((m) => m.gender === 'WOMAN' && m.categories.includes('FASHION'))!
      .name.split(' ')
      .at(-1)!;
    const found = await allPages({ category: 'FASHION', gender: 'WOMAN', search: surname.toLowerCase() });
    expect(found.length).toBeGreaterThan(0);
    expect(
      found.every(
        (m) => m.gender === 'WOMAN' && m.categories.includes('FASHION') && nameMatches(m.name, surname),
      ),
    ).toBe(true);
  });

  it('finds nothing for a name nobody has, and treats a blank search as none', async () => {
    expect((await search({ search: 'zzzzqx' })).totalCount).toBe(0);
    expect((await search({ search: '   ' })).totalCount).toBe(everyone.length);
  });

  it('refuses a cursor of another search', async () => {
    const after = (await search({ search: 'ana', first: 2 })).pageInfo.endCursor;
    const other = await h.query(SearchModelsDocument, { search: 'bruna', first: 2, after });
    expect(other.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
  });
});

const heightOf = (m: Found) => Number(m.measures.find((x) => x.key === 'HEIGHT')?.value ?? NaN);
const measure = (m: Found, key: string) => m.measures.find((x) => x.key === key)?.value;

describe('models filters (list data only)', () => {
  it('keeps the models within a height range, in cm, without loading a profile', async () => {
    await h.cache.clear();
    await demo.resetCalls();
    const found = await allPages({ gender: 'WOMAN', heightMin: 172, heightMax: 176 });
    expect(found.length).toBeGreaterThan(0);
    expect(found.map((m) => m.id).sort()).toEqual(
      everyone
        .filter((m) => m.gender === 'WOMAN' && heightOf(m) >= 172 && heightOf(m) <= 176)
        .map((m) => m.id)
        .sort(),
    );
    expect((await demo.calls('integration')).counts['GET /api/talent/profile'] ?? 0).toBe(0);
  });

  it('names eye and hair colours in any language, accents and case ignored', async () => {
    const brown = everyone.filter((m) => measure(m, 'EYES') === 'Brown');
    expect(brown.length).toBeGreaterThan(0);
    for (const eyes of [['Castanhos'], ['brown'], ['CASTAÑOS']]) {
      expect((await allPages({ eyes })).map((m) => m.id).sort()).toEqual(brown.map((m) => m.id).sort());
    }
    const hair = measure(
      everyone.find((m) => measure(m, 'HAIR'))!,
      'HAIR',
    )!;
    const both = await allPages({ eyes: ['Brown'], hair: [hair] });
    expect(both.map((m) => m.id).sort()).toEqual(
      brown
        .filter((m) => measure(m, 'HAIR') === hair)
        .map((m) => m.id)
        .sort(),
    );
  });

  it('refuses a height out of range or an empty range with a plain message', async () => {
    const low = await rawGraphQL(h.url, '{ models(heightMin: 40) { totalCount } }');
    expect(low.body.errors?.[0]).toMatchObject({
      message: '`heightMin` must be between 100 and 250; got 40.',
      extensions: { code: 'BAD_USER_INPUT', argument: 'heightMin' },
    });
    const empty = await rawGraphQL(h.url, '{ models(heightMin: 190, heightMax: 160) { totalCount } }');
    expect(empty.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      argument: 'heightMin',
    });
  });
});

describe('Category.COMMERCIAL', () => {
  it('answers COMMERCIAL, still accepts the deprecated COMERCIAL, and says so in the schema', async () => {
    const old = await rawGraphQL(
      h.url,
      '{ models(category: COMERCIAL, gender: MAN, first: 3) { nodes { categories } } }',
    );
    expect(old.body.errors).toBeUndefined();
    const nodes = (old.body.data!['models'] as { nodes: { categories: string[] }[] }).nodes;
    expect(
      nodes.every((n) => n.categories.includes('COMMERCIAL') && !n.categories.includes('COMERCIAL')),
    ).toBe(true);
    const same = await rawGraphQL(h.url, '{ models(category: COMMERCIAL, gender: MAN) { totalCount } }');
    const before = await rawGraphQL(h.url, '{ models(category: COMERCIAL, gender: MAN) { totalCount } }');
    expect(same.body.data).toEqual(before.body.data);
    const schema = await rawGraphQL(
      h.url,
      '{ __type(name: "Category") { enumValues(includeDeprecated: true) { name isDeprecated deprecationReason } } }',
    );
    expect((schema.body.data!['__type'] as { enumValues: unknown[] }).enumValues).toEqual([
      { name: 'FASHION', isDeprecated: false, deprecationReason: null },
      {
        name: 'COMERCIAL',
        isDeprecated: true,
        deprecationReason: expect.stringContaining('COMMERCIAL') as string,
      },
      { name: 'COMMERCIAL', isDeprecated: false, deprecationReason: null },
    ]);
  });
});
