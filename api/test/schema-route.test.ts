import {
  buildClientSchema,
  buildSchema,
  getIntrospectionQuery,
  printSchema,
  validateSchema,
  type IntrospectionQuery,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedSdl, readSchemaFiles } from '@agency/schema/sdl';
import { loadTypeDefs } from '../src/graphql/type-defs.js';
import { startHarness, type Harness } from './harness.js';

// GET /graphql/schema.graphql: the SDL partners generate clients from, against the running API.
let h: Harness;
let sdl: string;
let first: Response;
beforeAll(async () => {
  h = await startHarness();
  first = await fetch(`${h.url}/graphql/schema.graphql`);
  sdl = await first.text();
});
afterAll(() => h?.stop());

describe('the published schema', () => {
  it('is served as text with a validator and a cache lifetime', () => {
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(first.headers.get('etag')).toMatch(/^"[\w-]{32}"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=300, must-revalidate');
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('keeps descriptions, the cost directives and their definitions, and parses', () => {
    expect(sdl).toContain('directive @cost(weight: String!)');
    expect(sdl).toContain('directive @listSize(');
    expect(sdl).toContain('@listSize(slicingArguments: ["first"], sizedFields: ["nodes"])');
    expect(sdl).toContain('"""A model\'s profile with all galleries; null when no model has that id."""');
    expect(sdl).toContain('"""The portfolio."""');
    const schema = buildSchema(sdl);
    expect(
      schema
        .getQueryType()
        ?.getFields()
        ['models']?.astNode?.directives?.map((d) => d.name.value),
    ).toEqual(['cost', 'listSize']);
  });

  it('is valid, SDL and schema: a production start assumes so without checking (graphql/apollo.ts)', () => {
    // buildSchema checks the SDL; validateSchema what execution would check on first use.
    expect(validateSchema(buildSchema(sdl))).toEqual([]);
  });

  it('is the schema the API runs: its files as loaded, and the same types, fields and descriptions as introspection', async () => {
    // The same bytes `pnpm schema:check` and `pnpm schema:release` work on.
    expect(sdl).toBe(publishedSdl(readSchemaFiles()));
    expect(sdl).toBe(publishedSdl(loadTypeDefs()));
    const response = await fetch(`${h.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: getIntrospectionQuery({ descriptions: true }) }),
    });
    const { data } = (await response.json()) as { data: IntrospectionQuery };
    expect(printSchema(buildSchema(sdl))).toBe(printSchema(buildClientSchema(data)));
  });

  it('answers 304 without a body to If-None-Match with its ETag (also weak or in a list)', async () => {
    const etag = first.headers.get('etag')!;
    for (const condition of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await fetch(`${h.url}/graphql/schema.graphql`, {
        headers: { 'if-none-match': condition },
      });
      expect(again.status, condition).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(await again.text()).toBe('');
    }
    const changed = await fetch(`${h.url}/graphql/schema.graphql`, {
      headers: { 'if-none-match': '"an-older-schema"' },
    });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe(sdl);
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await fetch(`${h.url}/graphql/schema.graphql`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBe(Buffer.byteLength(sdl));
    const post = await fetch(`${h.url}/graphql/schema.graphql`, { method: 'POST', body: '{}' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });
});
