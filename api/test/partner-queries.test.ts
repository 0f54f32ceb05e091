import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoUpstream, type DemoUpstream } from '@agency/demo-upstream/launcher';
import {
  SearchModelsDocument,
  ShortlistDocument,
  type SearchModelsQuery,
  type SearchModelsQueryVariables,
} from '@agency/sdk';
import { startHarness, type Harness } from './harness.js';
import { rawGraphQL } from './raw-graphql.js';

// The queries partners asked for (search, filters, shortlists), against a board of 1 164 generated
// names (accents kept), checked against references computed here another way.

type Page = NonNullable<SearchModelsQuery['models']>;
type Found = Page['nodes'][number];

let demo: DemoUpstream;
let h: Harness;
let everyone: Found[];

/** One page of SearchModels, measures in English (as the references name them). */
async function search(variables: SearchModelsQueryVariables): Promise<Page> {
  const { data, errors } = await h.query(SearchModelsDocument, { locale: 'EN', ...variables });
  expect(errors).toBeUndefined();
  return data!.models!;
}

/** Every page of a search, following the cursors. */
async function allPages(variables: Omit<SearchModelsQueryVariables, 'first' | 'after'>): Promise<Found[]> {
  const found: Found[] = [];
  let after: string | null = null;
  do {
    const page = await search({ ...variables, first: 100, after });
    found.push(...page.nodes);
    after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
  } while (after);
  return found;
}

beforeAll(async () => {
  demo = await startDemoUpstream({ env: { DEMO_EXTRA_MODELS: '1000' } });
  h = await startHarness({ demo, env: { RATE_LIMIT_QUERY_COST: '100000000' } });
  everyone = await allPages({});
});
afterAll(async () => {
  await h?.stop();
  await demo?.stop();
});

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

describe('modelsByIds', () => {
  it('answers 100 ids in the order asked, null for unknown ones, with a few upstream calls on a cold cache', async () => {
    const ids = everyone
      .filter((_, i) => i % 11 === 0)
      .slice(0, 97)
      .map((m) => m.id);
    const asked = [ids[0]!, '999999990', ...ids.slice(1), 'abc', ids[0]!];
    expect(asked).toHaveLength(100);
    await h.cache.clear();
    await demo.resetCalls();
    const { data, errors } = await h.query(ShortlistDocument, { ids: asked });
    expect(errors).toBeUndefined();
    const answer = data!.modelsByIds;
    expect(answer.map((m) => m?.id ?? null)).toEqual(
      asked.map((id) => (id === '999999990' || id === 'abc' ? null : id)),
    );
    expect(answer[2]!.name).toBe(everyone.find((m) => m.id === ids[1])!.name);
    const [integration, panel] = await Promise.all([demo.calls('integration'), demo.calls('panel')]);
    // Two board lists and one profile look-up (the unknown id), plus a sign-in at most.
    expect(integration.total + panel.total).toBeLessThanOrEqual(4);
  });

  it('finds a model not on the cached boards (just added) through its profile, and bounds such look-ups', async () => {
    await h.query(ShortlistDocument, { ids: [everyone[0]!.id] }); // the boards are cached from here on
    const added = String(await demo.addModel({ name: 'Yara Recém Chegada', categories: [1938] }));
    const unknown = Array.from({ length: 10 }, (_, i) => String(999_999_900 + i));
    await demo.resetCalls();
    const { data } = await h.query(ShortlistDocument, { ids: [added, ...unknown] });
    expect(data!.modelsByIds[0]?.name).toBe('Yara Recém Chegada');
    expect(data!.modelsByIds.slice(1).every((m) => m === null)).toBe(true);
    // The added model and two unknown ids: three look-ups, however many ids are off the boards.
    expect((await demo.calls('integration')).counts['GET /api/talent/profile']).toBe(3);
    await demo.removeModel(Number(added));
  });

  it('refuses more than 100 ids before calling anything', async () => {
    await demo.resetCalls();
    const answer = await rawGraphQL(h.url, 'query ($ids: [ID!]!) { modelsByIds(ids: $ids) { id } }', {
      ids: Array.from({ length: 101 }, (_, i) => String(i + 1)),
    });
    expect(answer.body.errors?.[0]).toMatchObject({
      message: '`ids` may hold at most 100 items; got 101.',
      extensions: { code: 'BAD_USER_INPUT', argument: 'ids' },
    });
    expect((await demo.calls('integration')).total).toBe(0);
  });

  it('prices 100 ids with galleries above the limit (each would load a profile)', async () => {
    const answer = await rawGraphQL(
      h.url,
      'query ($ids: [ID!]!) { modelsByIds(ids: $ids) { galleries { book { url } } } }',
      { ids: everyone.slice(0, 100).map((m) => m.id) },
    );
    expect(answer.body.errors?.[0]?.extensions?.['code']).toBe('COST_LIMIT_EXCEEDED');
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
