import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';

// Seeded garbage (so a failure replays) thrown at /graphql and /downloads for a bounded time:
// the server must stay up and answer every request with a well-formed error, never hang or 500.

const BUDGET_MS = 8000;
const CONCURRENCY = 8;

let h: Harness;
beforeAll(async () => {
  // Production (no stack traces in answers); limits out of the way so the garbage reaches the parsers.
  h = await startHarness({
    env: { NODE_ENV: 'production', RATE_LIMIT_MUTATIONS: '1000000', RATE_LIMIT_DOWNLOADS: '1000000' },
  });
});
afterAll(() => h?.stop());

function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const GRAPHQL_BITS = [
  '{',
  '}',
  '(',
  ')',
  '[',
  ']',
  ':',
  '...',
  '@include(if: true)',
  '$v',
  'query',
  'mutation',
  'subscription',
  'fragment F on Query',
  'models',
  'model',
  'id',
  'nodes',
  'name',
  '__schema',
  '__typename',
  'types',
  'fields',
  'category: FASHION',
  'gender: MAN',
  'first: -1',
  'first: 99999999999',
  'after: "x"',
  'id: "1"',
  '"\\u0000"',
  '#',
  '\n',
  'downloadGallery(modelId: "1", gallery: BOOK) { url }',
  'submitContact(input: {})',
  '!',
  '=',
  '|',
  '&',
  'on',
];

type Case = { url: string; init: RequestInit; kind: 'graphql' | 'download' };

function makeCase(random: () => number, base: string): Case {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const bytes = (n: number) => Buffer.from(Array.from({ length: n }, () => Math.floor(random() * 256)));
  const text = (n: number) =>
    Array.from({ length: n }, () => String.fromCharCode(Math.floor(random() * 0x2ff))).join('');
  const graphqlish = () =>
    Array.from({ length: 1 + Math.floor(random() * 40) }, () => pick(GRAPHQL_BITS)).join(' ');
  const json = (depth: number): unknown => {
    const roll = random();
    if (depth > 3 || roll < 0.3) return pick([null, true, 0, -1, 1e308, '', text(8), graphqlish()]);
    if (roll < 0.6) return Array.from({ length: Math.floor(random() * 4) }, () => json(depth + 1));
    return Object.fromEntries(
      Array.from({ length: Math.floor(random() * 4) }, () => [
        pick(['query', 'variables', 'operationName', 'extensions', text(3)]),
        json(depth + 1),
      ]),
    );
  };
  const headers = { 'content-type': 'application/json', 'apollo-require-preflight': '1' };
  switch (Math.floor(random() * 6)) {
    case 0:
      return {
        kind: 'graphql',
        url: `${base}/graphql`,
        init: { method: 'POST', headers, body: bytes(Math.floor(random() * 2000)) },
      };
    case 1:
      return {
        kind: 'graphql',
        url: `${base}/graphql`,
        init: { method: 'POST', headers, body: JSON.stringify(json(0)) },
      };
    case 2:
      return {
        kind: 'graphql',
        url: `${base}/graphql`,
        init: { method: 'POST', headers, body: JSON.stringify({ query: graphqlish(), variables: json(1) }) },
      };
    case 3:
      return {
        kind: 'graphql',
        url: `${base}/graphql?query=${encodeURIComponent(graphqlish())}&variables=${encodeURIComponent(text(10))}`,
        init: { headers },
      };
    case 4:
      return {
        kind: 'download',
        url: `${base}/downloads/gallery/${encodeURIComponent(text(4))}/${pick(['book', 'snap', 'video', text(3)])}?exp=${Math.floor(random() * 1e13)}&sig=${bytes(8).toString('hex')}&${encodeURIComponent(text(5))}=${encodeURIComponent(text(5))}`,
        init: {},
      };
    default:
      return {
        kind: 'download',
        url: `${base}/downloads/gallery/${Math.floor(random() * 99999)}/book?${bytes(12).toString('base64url')}`,
        init: { method: pick(['GET', 'HEAD', 'POST', 'DELETE']) },
      };
  }
}

describe('fuzz', () => {
  it('answers generated garbage with well-formed errors and stays up', async () => {
    const random = prng(20240607);
    const deadline = Date.now() + BUDGET_MS;
    const problems: string[] = [];
    let sent = 0;
    const worker = async () => {
      while (Date.now() < deadline && problems.length < 5) {
        const c = makeCase(random, h.url);
        sent++;
        const response = await fetch(c.url, { ...c.init, signal: AbortSignal.timeout(5000) }).catch(
          (error: unknown) => error as Error,
        );
        if (!(response instanceof Response)) {
          problems.push(`${c.url}: ${response.message}`);
          continue;
        }
        const text = c.init.method === 'HEAD' ? '' : await response.text();
        const where = `${response.status} ${c.init.method ?? 'GET'} ${c.url.slice(0, 120)}: ${text.slice(0, 200)}`;
        if (response.status >= 500 && response.status !== 503) problems.push(where);
        if (/stacktrace|\n\s+at /.test(text)) problems.push(`stack in ${where}`);
        if (c.kind === 'graphql') {
          let body: { errors?: unknown[]; data?: unknown };
          try {
            body = JSON.parse(text) as typeof body;
          } catch {
            problems.push(`not JSON: ${where}`);
            continue;
          }
          if (!Array.isArray(body.errors) && !(response.status === 200 && body.data))
            problems.push(`no errors: ${where}`);
        } else if (response.status < 400 && c.init.method !== 'HEAD') {
          problems.push(`not an error: ${where}`);
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    console.info(`fuzz: ${sent} requests in ${BUDGET_MS} ms`);
    expect(problems).toEqual([]);
    expect((await fetch(`${h.url}/healthz`)).status).toBe(200);
    expect(
      (await h.query((await import('@agency/sdk')).BoardDocument, { category: 'FASHION', gender: 'MAN' }))
        .errors,
    ).toBeUndefined();
  });
});
