import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoUpstream, type DemoUpstream } from '@agency/demo-upstream/launcher';
import { MAX_UPSTREAM_CALLS_PER_REQUEST } from '@agency/server-kit/request-budget';
import { startHarness, type Harness } from './harness.js';
import { rawGraphQL, type RawAnswer } from './raw-graphql.js';
import { generateDocument } from './fuzz-documents.js';
import { seededRandom } from './seeded-random.js';

// Demand control (docs/decisions/0013) tried as an outside caller would, against an upstream of
// 1 164 models, counting the calls the demo upstream receives. Each shape runs on a cold cache:
// the dearest case. Whatever the shape, one request causes at most 25 upstream calls.

let demo: DemoUpstream;
let h: Harness;
let ids: string[];
beforeAll(async () => {
  demo = await startDemoUpstream({ env: { DEMO_EXTRA_MODELS: '1000' } });
  // The per-address budget of cost points has its own tests (cost-rate-limit.test.ts).
  h = await startHarness({ demo, env: { RATE_LIMIT_QUERY_COST: '100000000' } });
  const list = await rawGraphQL(
    h.url,
    '{ models(category: COMMERCIAL, gender: WOMAN, first: 100) { nodes { id } } }',
  );
  ids = (list.body.data!['models'] as { nodes: { id: string }[] }).nodes.map((node) => node.id);
});
afterAll(async () => {
  await h?.stop();
  await demo?.stop();
});

/** Runs a document on a cold cache; the answer and the upstream calls it caused. */
async function coldRun(
  query: string,
  variables?: Record<string, unknown>,
  method: 'GET' | 'POST' = 'POST',
): Promise<{ answer: RawAnswer; calls: number }> {
  await h.cache.clear();
  await demo.resetCalls();
  const answer = await rawGraphQL(h.url, query, variables, { method });
  const [integration, panel] = await Promise.all([demo.calls('integration'), demo.calls('panel')]);
  return { answer, calls: integration.total + panel.total };
}

const codes = (answer: RawAnswer) => (answer.body.errors ?? []).map((error) => error.extensions?.['code']);

const GALLERY_LIST =
  'query ($n: Int!) { models(category: COMMERCIAL, gender: WOMAN, first: $n) { nodes { id galleries { book { url } } } } }';

describe('evasion shapes stay within 25 upstream calls', () => {
  const aliases = (count: number, body: (i: number) => string) =>
    Array.from({ length: count }, (_, i) => `a${i}: ${body(i)}`).join(' ');
  const shapes: [string, () => [string, Record<string, unknown>?], 'GET' | 'POST'][] = [
    ['first in a variable, with galleries', () => [GALLERY_LIST, { n: 100 }], 'POST'],
    ['the same over GET', () => [GALLERY_LIST, { n: 100 }], 'GET'],
    [
      'first in a variable default',
      () => [
        'query ($n: Int = 100) { models(category: COMMERCIAL, gender: WOMAN, first: $n) { nodes { galleries { book { url } } } } }',
      ],
      'POST',
    ],
    [
      'first left to the schema default (20)',
      () => ['{ models(category: FASHION, gender: WOMAN) { nodes { galleries { snap { url } } } } }'],
      'POST',
    ],
    [
      'galleries in a fragment',
      () => [
        'query ($n: Int!) { models(category: COMMERCIAL, gender: WOMAN, first: $n) { nodes { ...G } } } fragment G on Model { galleries { book { url } } }',
        { n: 100 },
      ],
      'POST',
    ],
    [
      'galleries in an inline fragment under @include',
      () => [
        'query ($n: Int!, $yes: Boolean!) { models(category: COMMERCIAL, gender: WOMAN, first: $n) { nodes { ... on Model @include(if: $yes) { galleries { book { url } } } } } }',
        { n: 100, yes: true },
      ],
      'POST',
    ],
    [
      'ten aliases of the list with galleries',
      () => [
        `query ($n: Int!) { ${aliases(10, () => 'models(category: COMMERCIAL, gender: WOMAN, first: $n) { nodes { galleries { book { url } } } }')} }`,
        { n: 100 },
      ],
      'POST',
    ],
    [
      'ten aliases, inline and variable first mixed',
      () => [
        `query ($n: Int!) { ${aliases(10, (i) => `models(category: FASHION, gender: MAN, first: ${i % 2 ? '$n' : 10}) { nodes { galleries { compo { url } } } }`)} }`,
        { n: 50 },
      ],
      'POST',
    ],
    [
      'ten aliases of distinct profiles',
      () => [`{ ${aliases(10, (i) => `model(id: "${ids[i]}") { galleries { book { url } } }`)} }`],
      'POST',
    ],
    [
      'ten distinct profiles without galleries',
      () => [`{ ${aliases(10, (i) => `model(id: "${ids[i]}") { name measures { value } }`)} }`],
      'POST',
    ],
    [
      'a hundred ids with galleries',
      () => ['query ($ids: [ID!]!) { modelsByIds(ids: $ids) { galleries { book { url } } } }', { ids }],
      'POST',
    ],
    [
      'a hundred unknown ids',
      () => [
        'query ($ids: [ID!]!) { modelsByIds(ids: $ids) { id name } }',
        { ids: ids.map((id) => `9${id}`) },
      ],
      'POST',
    ],
    [
      'a small list with galleries',
      () => [
        'query ($n: Int!) { models(category: COMMERCIAL, gender: WOMAN, first: $n) { nodes { id galleries { book { url } } } } }',
        { n: 5 },
      ],
      'GET',
    ],
    [
      'ten distinct place lists',
      () => [`{ options { ${aliases(10, (i) => `states(country: "${30 + i}") { id }`)} } }`],
      'POST',
    ],
    [
      'every root field at once',
      () => [
        '{ models(category: FASHION, gender: WOMAN, first: 3) { nodes { galleries { book { url } } } } model(id: "48213") { name } options { countries { id } states(country: "31") { id } cities(country: "31", state: "5") { id } } homeSlides { index } prehome { id } contact { address } socialMedia { key } websiteText(key: "about_text") { html } websiteImage(key: "x") { key } websiteVideo(key: "x") { key } selectiveCities { city } posts(type: "news") { nodes { title } } post(type: "news", slug: "x") { title } }',
      ],
      'POST',
    ],
  ];

  it.each(shapes)('%s', async (_name, shape, method) => {
    const [query, variables] = shape();
    const { answer, calls } = await coldRun(query, variables, method);
    expect(calls).toBeLessThanOrEqual(MAX_UPSTREAM_CALLS_PER_REQUEST);
    if (codes(answer).includes('COST_LIMIT_EXCEEDED')) {
      expect(answer.status).toBe(400);
      expect(calls).toBe(0);
    } else {
      expect(answer.status).toBe(200);
      // The price is honest: every upstream call was paid for at 100 points.
      expect(calls * 100).toBeLessThanOrEqual(answer.body.extensions!.cost!.requested);
    }
  });

  it('refuses the reported shape (100 profiles from one request) before any call', async () => {
    const { answer, calls } = await coldRun(GALLERY_LIST, { n: 100 });
    expect(answer.status).toBe(400);
    expect(answer.body.errors![0]!.extensions).toMatchObject({ code: 'COST_LIMIT_EXCEEDED', limit: 2500 });
    expect(answer.body.errors![0]!.extensions!['cost']).toBeGreaterThan(10_000);
    expect(answer.body.errors![0]!.message).not.toMatch(/syntax/i);
    expect(calls).toBe(0);
  });

  it('keeps the bound over 120 seeded random documents, and never calls more than it charged', async () => {
    const random = seededRandom(20261124);
    let accepted = 0;
    for (let i = 0; i < 120; i++) {
      const { query, variables } = generateDocument(random, ids);
      const method = random() < 0.3 && query.length < 3000 ? 'GET' : 'POST';
      const { answer, calls } = await coldRun(query, variables, method);
      const context = `document ${i} (${method}): ${query} ${JSON.stringify(variables)}`;
      expect(calls, context).toBeLessThanOrEqual(MAX_UPSTREAM_CALLS_PER_REQUEST);
      expect([200, 400], context).toContain(answer.status);
      if (answer.status === 200) {
        accepted++;
        expect(calls * 100, context).toBeLessThanOrEqual(answer.body.extensions!.cost!.requested);
      } else {
        expect(calls, context).toBe(0);
      }
    }
    // The generator must exercise both sides of the limit to prove anything.
    expect(accepted).toBeGreaterThan(30);
    expect(accepted).toBeLessThan(110);
  });
});

describe('plain refusals', () => {
  it.each([
    ['inline', '{ models(category: FASHION, gender: WOMAN, first: 1000) { totalCount } }', undefined, 1000],
    [
      'in a variable',
      'query ($n: Int) { models(category: FASHION, gender: WOMAN, first: $n) { totalCount } }',
      { n: 0 },
      0,
    ],
    [
      'in a variable default',
      'query ($n: Int = 101) { models(category: FASHION, gender: WOMAN, first: $n) { totalCount } }',
      undefined,
      101,
    ],
  ])(
    'first out of range %s: BAD_USER_INPUT naming the argument and range, before cost',
    async (_name, query, variables, value) => {
      const { answer, calls } = await coldRun(query, variables);
      expect(answer.status).toBe(400);
      const [error] = answer.body.errors!;
      expect(error!.message).toBe(`\`first\` must be between 1 and 100; got ${value}.`);
      expect(error!.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        argument: 'first',
        min: 1,
        max: 100,
      });
      expect(calls).toBe(0);
    },
  );

  it('lets a documented page size through with the usual fields: first 100 with covers and measures', async () => {
    const query =
      '{ models(category: FASHION, gender: WOMAN, first: 100) { totalCount letters pageInfo { endCursor hasNextPage } nodes { id name gender categories age instagram instagramUrl cover { url width height } measures { key label value } skills } } }';
    const { answer } = await coldRun(query);
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect((answer.body.data!['models'] as { nodes: unknown[] }).nodes).toHaveLength(100);
  });

  it('says which limit a document breaks, never "Syntax Error"', async () => {
    const deep = await rawGraphQL(h.url, '{ a { b { c { d { e { f { g { h { i { j } } } } } } } } } }');
    const aliased = await rawGraphQL(
      h.url,
      `{ ${Array.from({ length: 11 }, (_, i) => `m${i}: contact { address }`).join(' ')} }`,
    );
    const long = await rawGraphQL(h.url, `{ ${'__typename '.repeat(1001)} }`);
    for (const [answer, limit] of [
      [deep, 'depth'],
      [aliased, 'aliases'],
      [long, 'tokens'],
    ] as const) {
      expect(answer.status).toBe(400);
      expect(answer.body.errors![0]!.message).not.toMatch(/syntax error/i);
      expect(answer.body.errors![0]!.extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', limit });
    }
  });
});

describe('every answer reports its cost', () => {
  it('requested before running, actual from what came back', async () => {
    // 13 men in commercial? Whatever the count, a page of 100 asked is priced at 100 and charged for what came.
    const query =
      '{ models(category: COMMERCIAL, gender: MAN, letter: "A", first: 100) { nodes { id cover { url } } } }';
    const { answer } = await coldRun(query);
    const nodes = (answer.body.data!['models'] as { nodes: unknown[] }).nodes.length;
    expect(nodes).toBeLessThan(100);
    // models 200 (two board reads, what a call without category makes) + its page object 1 + per model (1 + cover 1).
    expect(answer.body.extensions!.cost).toEqual({
      requested: 200 + 1 + 100 * 2,
      actual: 200 + 1 + nodes * 2,
      limit: 2500,
    });
  });

  it('on refusals too, and on a cached GET answered from the response cache', async () => {
    const refused = await rawGraphQL(h.url, GALLERY_LIST, { n: 100 });
    expect(refused.body.extensions!.cost).toMatchObject({
      requested: refused.body.errors![0]!.extensions!['cost'],
      actual: 0,
    });
    const query = '{ contact { address } }';
    const first = await rawGraphQL(h.url, query, undefined, { method: 'GET' });
    const cached = await rawGraphQL(h.url, query, undefined, { method: 'GET' });
    expect(cached.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(cached.body.extensions!.cost).toEqual({ requested: 101, actual: 101, limit: 2500 });
  });
});
