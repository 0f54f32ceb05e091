import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.stop());

const QUERY =
  'query L($c: Category!) { models(category: $c, gender: WOMAN, first: 20) { totalCount nodes { id name } } }';
const search = `?query=${encodeURIComponent(QUERY)}&variables=${encodeURIComponent(JSON.stringify({ c: 'FASHION' }))}`;
const get = (headers: Record<string, string> = { 'apollo-require-preflight': 'true' }) =>
  fetch(`${h.url}/graphql${search}`, { headers });

describe('response cache for GET queries', () => {
  it('answers identical GETs from one execution, with an ETag and the remaining freshness', async () => {
    const first = await get();
    const body = await first.text();
    expect(first.status).toBe(200);
    expect(body).toContain('"totalCount"');
    const etag = first.headers.get('etag')!;
    // CACHE_TTL_SECONDS 60 and CACHE_STALE_SECONDS a week: a CDN serves it stale while it asks again, as the server does.
    expect(first.headers.get('cache-control')).toMatch(
      /^public, max-age=(5\d|60), stale-while-revalidate=604800$/,
    );
    // Built from the fashion board (its women): purged by {"boards": true}, and by a CDN under these names.
    expect(first.headers.get('cache-tag')).toBe('board:fashion:woman,boards');
    const executions = h.cache.stats.hits + h.cache.stats.misses;
    const second = await get();
    expect(await second.text()).toBe(body);
    expect(second.headers.get('etag')).toBe(etag);
    // Served without running the query: the read cache was not asked again.
    expect(h.cache.stats.hits + h.cache.stats.misses).toBe(executions);
    expect((await get({ 'apollo-require-preflight': 'true', 'if-none-match': etag })).status).toBe(304);
  });

  it('answers a hit with the same headers as the miss that filled it, security headers included', async () => {
    await h.cache.expireAll();
    const miss = await get();
    await miss.text();
    const hit = await get();
    await hit.text();
    // The caller's remaining cost budget (RateLimit) is per answer too.
    const comparable = (response: Response) =>
      [...response.headers].filter(
        ([name]) => !['date', 'cache-control', 'keep-alive', 'connection', 'ratelimit'].includes(name),
      );
    expect(comparable(hit)).toEqual(comparable(miss));
    expect(hit.headers.get('ratelimit')).toMatch(/^"cost";r=\d+;t=\d+$/);
    expect(hit.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
    expect(hit.headers.get('cache-control')).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
  });

  it('sends answers compressed as the client accepts, miss and hit alike, each coding with its own ETag', async () => {
    // A board page with its covers: some KB, as a screen's data is (answers under 1 KB go plain).
    const covers = QUERY.replace('nodes { id name }', 'nodes { id name cover { url srcset } }');
    const coversSearch = `?query=${encodeURIComponent(covers)}&variables=${encodeURIComponent(JSON.stringify({ c: 'FASHION' }))}`;
    // Raw bytes, as a phone's browser gets them (fetch would decompress them out of sight).
    const raw = (encoding: string | null, extra: Record<string, string> = {}) =>
      new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
        (resolve, reject) => {
          const headers: Record<string, string> = { 'apollo-require-preflight': 'true', ...extra };
          if (encoding !== null) headers['accept-encoding'] = encoding;
          request(`${h.url}/graphql${coversSearch}`, { headers }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode!,
                headers: response.headers,
                body: Buffer.concat(chunks),
              }),
            );
          })
            .on('error', reject)
            .end();
        },
      );
    await h.cache.expireAll();
    const miss = await raw('gzip, deflate, br');
    const hit = await raw('br');
    const plain = await raw(null);
    const gzip = await raw('gzip');
    const json = plain.body.toString();
    expect(json).toContain('"totalCount"');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [answer, decode] of [
      [miss, brotliDecompressSync],
      [hit, brotliDecompressSync],
      [gzip, gunzipSync],
    ] as const) {
      expect(answer.headers['vary']).toMatch(/Accept-Encoding/);
      expect(decode(answer.body).toString()).toBe(json);
      expect(answer.body.length).toBeLessThan(plain.body.length / 2);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    }
    expect(miss.headers['content-encoding']).toBe('br');
    expect(hit.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['vary']).toMatch(/Accept-Encoding/);
    // One ETag per coding (the bytes differ), the same for a miss and a hit in one coding.
    expect(miss.headers['etag']).toBe(hit.headers['etag']);
    expect(new Set([hit.headers['etag'], plain.headers['etag'], gzip.headers['etag']]).size).toBe(3);
    expect((await raw('br', { 'if-none-match': String(hit.headers['etag']) })).status).toBe(304);
    expect((await raw('br', { 'if-none-match': String(plain.headers['etag']) })).status).toBe(200);
  });

  it('marks what it does not keep no-store (a POST, an answer with errors), so no shared cache keeps it', async () => {
    const post = await fetch(`${h.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: QUERY, variables: { c: 'FASHION' } }),
    });
    expect(await post.text()).toContain('"totalCount"');
    expect(post.headers.get('cache-control')).toBe('no-store');
    const failed = await fetch(`${h.url}/graphql?query=${encodeURIComponent('{ nope }')}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(await failed.text()).toContain('"errors"');
    expect(failed.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps CSRF prevention: a cached query without a preflight header is still refused', async () => {
    await get();
    expect((await get({})).status).toBe(400);
  });

  it('drops answers when the read cache is expired by hand', async () => {
    await get();
    const before = h.cache.stats.misses;
    await h.cache.expireAll();
    await get();
    expect(h.cache.stats.misses).toBeGreaterThan(before);
  });
});

describe('a filtered board', () => {
  const FILTERED =
    'query F($min: Int, $max: Int, $eyes: [String!], $hair: [String!]) { models(category: FASHION, gender: WOMAN, heightMin: $min, heightMax: $max, eyes: $eyes, hair: $hair, first: 20) { totalCount nodes { id } } }';
  type Answer = {
    data?: { models: { totalCount: number } };
    errors?: { extensions: Record<string, unknown> }[];
    extensions: { cost: { requested: number } };
  };
  const filtered = async (variables: Record<string, unknown>) => {
    const url = `${h.url}/graphql?query=${encodeURIComponent(FILTERED)}&variables=${encodeURIComponent(JSON.stringify(variables))}`;
    const response = await fetch(url, { headers: { 'apollo-require-preflight': 'true' } });
    return { response, body: (await response.json()) as Answer };
  };
  const reads = () => h.cache.stats.hits + h.cache.stats.misses;

  it('is kept per filter set, each built from the one cached board read, at the cost of the whole board', async () => {
    const whole = await filtered({});
    const tall = await filtered({ min: 178, max: 250 });
    const honey = await filtered({ min: 178, max: 250, eyes: ['Mel'] });
    // Each filter set narrows the same board, and none loads it again from the back office.
    const misses = h.cache.stats.misses;
    const brown = await filtered({ hair: ['Castanho'] });
    expect(h.cache.stats.misses).toBe(misses);
    expect(tall.body.data!.models.totalCount).toBeLessThan(whole.body.data!.models.totalCount);
    expect(honey.body.data!.models.totalCount).toBeLessThanOrEqual(tall.body.data!.models.totalCount);
    expect(brown.body.data!.models.totalCount).toBeLessThan(whole.body.data!.models.totalCount);
    // Priced as the board itself: filters never raise the cost.
    for (const answer of [tall, honey, brown]) {
      expect(answer.body.extensions.cost.requested).toBe(whole.body.extensions.cost.requested);
      expect(answer.response.headers.get('cache-tag')).toBe('board:fashion:woman,boards');
    }
    // The same filter set again: its own stored answer, the query not run.
    const before = reads();
    const again = await filtered({ min: 178, max: 250, eyes: ['Mel'] });
    expect(again.response.headers.get('etag')).toBe(honey.response.headers.get('etag'));
    expect(reads()).toBe(before);
  });

  it('refuses filter sets beyond the bounds before anything runs, and keeps no answer for them', async () => {
    const before = reads();
    const short = await filtered({ min: 40 });
    expect(short.response.status).toBe(400);
    expect(short.body.errors![0]!.extensions).toMatchObject({ argument: 'heightMin', min: 100, max: 250 });
    const many = await filtered({ eyes: Array.from({ length: 21 }, (_, i) => `colour ${i}`) });
    expect(many.response.status).toBe(400);
    expect(many.body.errors![0]!.extensions).toMatchObject({ argument: 'eyes', max: 20 });
    expect(many.response.headers.get('cache-control')).toBe('no-store');
    expect(reads()).toBe(before);
  });
});
