import { describe, expect, it } from 'vitest';
import { operationOf } from '../src/operation.js';
import { rateLimitOf } from '../src/rate-limit-headers.js';
import { retryAfterMs } from '../src/retry-after.js';
import { MAX_GET_URL_LENGTH, httpRequestFor } from '../src/transport.js';
import { BoardDocument } from '../src/index.js';

// What goes on the wire, without a server: operation kind and name, GET or POST, header parsing.

describe('operationOf', () => {
  it('finds the kind and name of generated and hand-written documents', () => {
    expect(operationOf(BoardDocument)).toMatchObject({ kind: 'query', name: 'Board' });
    expect(operationOf('{ contact { address } }')).toMatchObject({ kind: 'query', name: undefined });
    expect(
      operationOf('mutation Send($input: ContactInput!) { submitContact(input: $input) { status } }'),
    ).toMatchObject({ kind: 'mutation', name: 'Send' });
    expect(operationOf('query($id: ID!) { model(id: $id) { name } }')).toMatchObject({
      kind: 'query',
      name: undefined,
    });
  });

  it('skips comments, strings and fragments before the operation', () => {
    const text =
      '# query Commented\nfragment F on Model { query: name }\n"""mutation in a description"""\nmutation Real { x }';
    expect(operationOf(text)).toMatchObject({ kind: 'mutation', name: 'Real' });
  });

  it('refuses a parsed (AST) document and a document without an operation', () => {
    expect(() => operationOf({ kind: 'Document', definitions: [] })).toThrow(/documentMode/);
    expect(() => operationOf('fragment F on Model { name }')).toThrow(/no operation/);
  });
});

describe('httpRequestFor', () => {
  const endpoint = 'https://agency.example/graphql';

  it('sends a query by GET with its variables, name and the CSRF header', () => {
    const { url, init } = httpRequestFor(
      endpoint,
      operationOf(BoardDocument),
      { category: 'FASHION', gender: 'WOMAN' },
      { authorization: 'Bearer k' },
    );
    const params = new URL(url).searchParams;
    expect(init).toMatchObject({
      method: 'GET',
      headers: { 'apollo-require-preflight': 'true', authorization: 'Bearer k' },
    });
    expect(init.body).toBeUndefined();
    expect(params.get('query')).toBe(BoardDocument.toString());
    expect(JSON.parse(params.get('variables')!)).toEqual({ category: 'FASHION', gender: 'WOMAN' });
    expect(params.get('operationName')).toBe('Board');
    // Same request, same URL: the API's response cache and HTTP caches key on it.
    expect(
      httpRequestFor(endpoint, operationOf(BoardDocument), { category: 'FASHION', gender: 'WOMAN' }, {}).url,
    ).toBe(url);
  });

  it('leaves out empty variables', () => {
    expect(
      new URL(
        httpRequestFor(endpoint, operationOf('query C { contact { address } }'), {}, {}).url,
      ).searchParams.has('variables'),
    ).toBe(false);
  });

  it('sends a mutation, or a query too long for a URL, by POST as JSON', () => {
    const mutation = httpRequestFor(endpoint, operationOf('mutation M($a: Int) { m(a: $a) }'), { a: 1 }, {});
    expect(mutation).toMatchObject({
      url: endpoint,
      init: { method: 'POST', headers: { 'content-type': 'application/json' } },
    });
    expect(JSON.parse(mutation.init.body as string)).toEqual({
      query: 'mutation M($a: Int) { m(a: $a) }',
      variables: { a: 1 },
      operationName: 'M',
    });
    const long = httpRequestFor(
      endpoint,
      operationOf('query Long { contact { address } }'),
      { pad: 'x'.repeat(MAX_GET_URL_LENGTH) },
      {},
    );
    expect(long.init.method).toBe('POST');
  });
});

describe('headers', () => {
  it('reads Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2026-11-20T10:00:00Z');
    expect(retryAfterMs('3', now)).toBe(3000);
    expect(retryAfterMs('Fri, 20 Nov 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Fri, 20 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
  });

  it('reads the RateLimit draft headers', () => {
    const headers = new Headers({
      'ratelimit-policy': '"cost";q=100000;w=3600;qu="cost"',
      ratelimit: '"cost";r=99899;t=3412',
    });
    expect(rateLimitOf(headers)).toEqual({
      limit: 100_000,
      windowSeconds: 3600,
      remaining: 99_899,
      resetSeconds: 3412,
    });
    expect(rateLimitOf(new Headers())).toBeUndefined();
  });
});
