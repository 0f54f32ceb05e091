import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startDemoUpstream, type DemoUpstream } from '@agency/demo-upstream/launcher';
import { startHarness, type Harness } from './harness.js';

// Bad GraphQL input is refused while parsing/validating or reading the body: no resolver runs,
// so the demo upstream must see no call at all.

let demo: DemoUpstream;
let dev: Harness;
let production: Harness;
beforeAll(async () => {
  demo = await startDemoUpstream();
  [dev, production] = await Promise.all([
    startHarness({ demo }),
    startHarness({ demo, env: { NODE_ENV: 'production', LOG_LEVEL: 'silent' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([dev?.stop(), production?.stop()]);
  await demo?.stop();
});
beforeEach(async () => {
  // Sign-ins are done by now (the harnesses are ready), so any later call would be ours.
  await demo.resetCalls();
});

type Answer = {
  status: number;
  body: { errors?: { message: string; extensions?: Record<string, unknown> }[]; data?: unknown };
};

async function post(
  url: string,
  body: string,
  headers: Record<string, string> = { 'content-type': 'application/json' },
): Promise<Answer> {
  const response = await fetch(`${url}/graphql`, { method: 'POST', headers, body });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as Answer['body'] };
}

const operation = (query: string) => JSON.stringify({ query });

async function expectNoUpstreamCall() {
  const [integration, panel] = await Promise.all([demo.calls('integration'), demo.calls('panel')]);
  expect(integration.total + panel.total).toBe(0);
}

const PROFILE_FIELDS = `galleries { book { url width height orientation } snap { url width height orientation } compo { url width height orientation } video { provider videoId embedUrl } } measures { key label value } cover { url width height } cover2 { url width height }`;

describe('bad GraphQL documents are refused before any upstream call', () => {
  it.each([
    ['depth', `{ a { b { c { d { e { f { g { h { i { j } } } } } } } } } }`, /depth limit of 8/],
    [
      'aliases',
      `{ ${Array.from({ length: 11 }, (_, i) => `m${i}: model(id: "1") { id }`).join(' ')} }`,
      /aliases limit of 10/i,
    ],
    ['directives', `{ __typename ${'@include(if: true) '.repeat(11)} }`, /directives limit of 10/i],
    ['tokens', `{ ${'__typename '.repeat(1000)} }`, /token limit of 1000/i],
    ['tokens in a huge document', `{ __typename ${'a '.repeat(400_000)} }`, /token limit of 1000/i],
    [
      'cost',
      `{ ${Array.from({ length: 10 }, (_, i) => `m${i}: model(id: "${i}") { ${PROFILE_FIELDS} }`).join(' ')} }`,
      /over the limit of 2500/,
    ],
    [
      'introspection breadth',
      `{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }`,
      /Introspection nests more than 3/,
    ],
  ])('%s', async (_name, query, message) => {
    const answer = await post(dev.url, operation(query));
    expect(answer.status).toBe(400);
    expect(answer.body.errors!.map((e) => e.message).join('\n')).toMatch(message);
    expect(answer.body.data).toBeUndefined();
    await expectNoUpstreamCall();
  });

  it("lets our own pages' queries and GraphiQL's introspection through", async () => {
    const { getIntrospectionQuery } = await import('graphql');
    const answer = await post(
      dev.url,
      operation(
        getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true, specifiedByUrl: true }),
      ),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
  });

  it('suggests field names in development only', async () => {
    const query = operation('{ modl(id: "1") { id } }');
    const [inDev, inProduction] = await Promise.all([post(dev.url, query), post(production.url, query)]);
    expect(inDev.body.errors![0]!.message).toMatch(/Did you mean "model"/);
    expect(inProduction.status).toBe(400);
    expect(inProduction.body.errors![0]!.message).not.toMatch(/Did you mean|model"/);
    expect(JSON.stringify(inProduction.body)).not.toMatch(/stacktrace/);
    await expectNoUpstreamCall();
  });
});

describe('bad HTTP requests get the right status', () => {
  it('refuses a batch (an array of operations) with a clear 400', async () => {
    const answer = await post(
      dev.url,
      JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors![0]!.message).toMatch(/Batched operations are not accepted/);
    await expectNoUpstreamCall();
  });

  it.each([
    ['malformed JSON', '{"query": "{ __typename }"', 400, /not valid JSON/],
    ['a JSON string', '"{ __typename }"', 400, /JSON object/],
    ['null', 'null', 400, /JSON object/],
    ['no query', '{}', 400, /"query" string/],
  ])('refuses %s', async (_name, body, status, message) => {
    const answer = await post(dev.url, body);
    expect(answer.status).toBe(status);
    expect(answer.body.errors![0]!.message).toMatch(message);
    await expectNoUpstreamCall();
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'text/html'])(
    'refuses content type %s with 415',
    async (type) => {
      const answer = await post(dev.url, operation('{ __typename }'), {
        'content-type': type,
        'apollo-require-preflight': '1',
      });
      expect(answer.status).toBe(415);
      expect(answer.body.errors![0]!.message).toMatch(/application\/json/);
    },
  );

  it('refuses a document over the 1 MB body limit with 413, declared or not', async () => {
    const huge = operation(`{ __typename } # ${'x'.repeat(1024 * 1024)}`);
    expect((await post(dev.url, huge)).status).toBe(413);
    // Chunked (no Content-Length): cut off while reading.
    const chunked = await fetch(`${dev.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Blob([huge]).stream(),
      duplex: 'half',
    } as RequestInit).catch((error: unknown) => error as Error);
    if (chunked instanceof Response) expect(chunked.status).toBe(413);
    await expectNoUpstreamCall();
  });

  it('refuses a mutation over GET', async () => {
    const response = await fetch(
      `${dev.url}/graphql?query=${encodeURIComponent('mutation { submitContact(input: {name: "a", email: "a@b.c", phone: "1", message: "m"}) { id } }')}`,
      {
        headers: { 'apollo-require-preflight': '1' },
      },
    );
    expect(response.status).toBe(405);
    await expectNoUpstreamCall();
  });
});
