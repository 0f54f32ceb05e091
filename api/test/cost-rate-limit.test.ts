import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';
import { rawGraphQL } from './raw-graphql.js';

// Queries are rate limited by cost: a budget of points per client address and window, told in
// the IETF RateLimit-Policy / RateLimit headers of every answer; the site's own rendering is free.

const RENDER_TOKEN = 'site-render-token-for-tests-0123456789';
let h: Harness;
beforeAll(async () => {
  h = await startHarness({
    env: { RATE_LIMIT_QUERY_COST: '1000', TRUST_PROXY: 'true', SITE_RENDER_TOKEN: RENDER_TOKEN },
  });
});
afterAll(() => h?.stop());

const CONTACT = '{ contact { address } }'; // 100 for the call + 1 for the object
const as = (address: string, extra: Record<string, string> = {}) => ({
  headers: { 'x-forwarded-for': address, ...extra },
});
const remaining = (headers: Headers) => Number(/r=(\d+)/.exec(headers.get('ratelimit') ?? '')?.[1]);

describe('cost rate limit', () => {
  it('charges each answer its cost, POST, GET and cached GET alike, and says so in the headers', async () => {
    const post = await rawGraphQL(h.url, CONTACT, undefined, as('203.0.113.1'));
    expect(post.headers.get('ratelimit-policy')).toBe('"cost";q=1000;w=60;qu="cost"');
    expect(post.headers.get('ratelimit')).toMatch(/^"cost";r=899;t=\d+$/);
    const miss = await rawGraphQL(h.url, CONTACT, undefined, { method: 'GET', ...as('203.0.113.1') });
    const hit = await rawGraphQL(h.url, CONTACT, undefined, { method: 'GET', ...as('203.0.113.1') });
    expect(hit.headers.get('etag')).toBe(miss.headers.get('etag'));
    expect([remaining(miss.headers), remaining(hit.headers)]).toEqual([798, 697]);
  });

  it('charges what the answer really held, not the page size asked for', async () => {
    const answer = await rawGraphQL(
      h.url,
      '{ models(category: COMMERCIAL, gender: MAN, letter: "A", first: 100) { nodes { id } } }',
      undefined,
      as('203.0.113.2'),
    );
    const { requested, actual } = answer.body.extensions!.cost!;
    expect(actual).toBeLessThan(requested);
    expect(remaining(answer.headers)).toBe(1000 - actual);
  });

  it('answers 429 RATE_LIMITED with Retry-After once the budget is spent, to that address only', async () => {
    let answer = await rawGraphQL(h.url, CONTACT, undefined, as('203.0.113.3'));
    for (let i = 0; answer.status === 200 && i < 20; i++)
      answer = await rawGraphQL(h.url, CONTACT, undefined, as('203.0.113.3'));
    expect(answer.status).toBe(429);
    expect(answer.body.errors![0]!.extensions).toMatchObject({ code: 'RATE_LIMITED' });
    expect(answer.body.errors![0]!.message).toBe(
      `Too many requests from this address; please try again in ${answer.headers.get('retry-after')} s.`,
    );
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(answer.headers.get('ratelimit')).toMatch(/^"cost";r=0;/);
    // The cached GET path refuses too.
    const cached = await rawGraphQL(h.url, CONTACT, undefined, { method: 'GET', ...as('203.0.113.3') });
    expect(cached.status).toBe(429);
    const other = await rawGraphQL(h.url, CONTACT, undefined, as('203.0.113.4'));
    expect(other.status).toBe(200);
  });

  it('tells the budget on refusals too, which cost nothing', async () => {
    const address = '203.0.113.6';
    const invalid = await rawGraphQL(h.url, '{ contact { nosuchfield } }', undefined, as(address));
    const tooDeep = await rawGraphQL(h.url, `{ ${'__typename '.repeat(1001)} }`, undefined, as(address));
    const range = await rawGraphQL(
      h.url,
      '{ models(category: FASHION, gender: MAN, first: 0) { totalCount } }',
      undefined,
      as(address),
    );
    for (const answer of [invalid, tooDeep, range]) {
      expect(answer.status).toBe(400);
      expect(answer.headers.get('ratelimit')).toMatch(/^"cost";r=1000;t=\d+$/);
      expect(answer.body.extensions!.cost).toMatchObject({ actual: 0, limit: 2500 });
    }
  });

  it('does not charge the site’s own server rendering', async () => {
    for (let i = 0; i < 15; i++) {
      const render = await rawGraphQL(
        h.url,
        CONTACT,
        undefined,
        as('203.0.113.5', { 'x-site-render-token': RENDER_TOKEN }),
      );
      expect(render.status).toBe(200);
      expect(render.headers.get('ratelimit')).toBeNull();
    }
    // A wrong token is just a visitor.
    const forged = await rawGraphQL(
      h.url,
      CONTACT,
      undefined,
      as('203.0.113.5', { 'x-site-render-token': 'guess' }),
    );
    expect(remaining(forged.headers)).toBe(899);
    // In process (mounted site) there is no caller at all.
    for (let i = 0; i < 15; i++) {
      const result = await h.api.apollo.executeOperation(
        { query: CONTACT },
        { contextValue: h.api.createContext() },
      );
      expect(result.body.kind === 'single' && result.body.singleResult.errors).toBeUndefined();
    }
  });
});
