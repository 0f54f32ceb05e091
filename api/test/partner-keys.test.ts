import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoUpstream, type DemoUpstream } from '@agency/demo-upstream/launcher';
import { ConfigError, parseApiConfig } from '../src/config.js';
import { startApiProcess, type ApiProcess } from './api-process.js';
import { demoEnv, purgeAt, waitFor } from './harness.js';
import { newPartnerKey, writeKeysFile } from '@agency/test-kit/partner-keys';
import { parsePrometheusText, total } from '@agency/test-kit/prometheus-text';
import { rawGraphQL, type RawAnswer } from './raw-graphql.js';

// Partner apps send `Authorization: Bearer <key>`; each key's name has its own hourly budget of
// cost points (keys sharing a name share it: rotation). Tried as a partner would, against the API
// as its own process (its real log lines) and the demo upstream.

const CONTACT = '{ contact { address } }'; // 101 points: 100 for the call, 1 for the object
const METRICS_TOKEN = 'scrape-token-for-tests-0123456789';
const ADMIN_TOKEN = 'admin-token-for-the-partner-keys-tests-0123456789';
const acmeOld = newPartnerKey();
const acmeNew = newPartnerKey();
const globex = newPartnerKey();
const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
/** The key with its last character changed (to another one: a random key may end in any). */
const nearMiss = (key: string) => `${key.slice(0, -1)}${key.endsWith('x') ? 'y' : 'x'}`;
const remaining = (answer: RawAnswer) => Number(/r=(\d+)/.exec(answer.headers.get('ratelimit') ?? '')?.[1]);

type LogLine = { msg: string; requestId?: string; partner?: string; status?: number };

let demo: DemoUpstream;
let api: ApiProcess;
/** Every body the API answered in this file, to show no key ever comes back. */
const bodies: string[] = [];
const ask = async (query: string, headers: Record<string, string>, method: 'GET' | 'POST' = 'POST') => {
  const answer = await rawGraphQL(api.url, query, undefined, { method, headers });
  bodies.push(JSON.stringify(answer.body));
  return answer;
};

beforeAll(async () => {
  demo = await startDemoUpstream();
  const keysFile = writeKeysFile([
    { name: 'acme', keySha256: acmeOld.sha256, origins: ['https://app.acme.test'], costPerHour: 1000 },
    // Rotation: the new key of the same partner, upper-case hex as some tools print it.
    {
      name: 'acme',
      keySha256: acmeNew.sha256.toUpperCase(),
      origins: ['https://app.acme.test'],
      costPerHour: 1000,
    },
    { name: 'globex', keySha256: globex.sha256, origins: [], costPerHour: 5000 },
  ]);
  api = await startApiProcess(
    demoEnv(demo, { PARTNER_KEYS_FILE: keysFile, TRUST_PROXY: 'true', METRICS_TOKEN, ADMIN_TOKEN }),
  );
  await api.untilReady();
});
afterAll(async () => {
  await api?.stop();
  await demo?.stop();
});

describe('partner keys', () => {
  it('refuses an unknown or malformed key with 401 UNAUTHENTICATED before anything runs', async () => {
    // The contact is loaded at start (warm start): purged, so a request that runs loads it again.
    await purgeAt(api.url, ADMIN_TOKEN, { content: true });
    const refused = [
      await ask(CONTACT, { ...bearer('pk_not-a-key-we-issued'), 'x-request-id': 'unknown-key-1' }),
      await ask(CONTACT, { authorization: 'Basic dXNlcjpwYXNz', 'x-request-id': 'unknown-key-2' }),
      await ask(CONTACT, { authorization: 'Bearer', 'x-request-id': 'unknown-key-3' }),
      // A near miss: the right key with one character changed.
      await ask(CONTACT, { ...bearer(nearMiss(acmeNew.key)), 'x-request-id': 'unknown-key-4' }, 'GET'),
    ];
    for (const answer of refused) {
      expect(answer.status).toBe(401);
      expect(answer.headers.get('www-authenticate')).toMatch(/^Bearer /);
      expect(answer.body.errors).toEqual([
        {
          message: expect.stringMatching(/unknown API key/i) as string,
          extensions: { code: 'UNAUTHENTICATED' },
        },
      ]);
      expect(answer.body.data).toBeUndefined();
      expect(answer.headers.get('ratelimit')).toBeNull();
    }
    // Nothing reached the upstream for them; the same request with a good key does.
    const upstreamCallsOf = async (prefix: string) =>
      (await demo.calls('panel')).recent.filter((call) => call.requestId?.startsWith(prefix)).length;
    const accepted = await ask(CONTACT, {
      ...bearer(acmeNew.key),
      'x-request-id': 'known-key-1',
      'x-forwarded-for': '198.51.100.9',
    });
    expect(accepted.status).toBe(200);
    expect(await upstreamCallsOf('known-key-')).toBeGreaterThan(0);
    expect(await upstreamCallsOf('unknown-key-')).toBe(0);
  });

  it('charges a partner to its own hourly budget, told in its RateLimit headers, and leaves anonymous callers as they were', async () => {
    const address = { 'x-forwarded-for': '198.51.100.1' };
    const first = await ask(CONTACT, { ...bearer(globex.key), ...address });
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-policy')).toBe('"cost";q=5000;w=3600;qu="cost"');
    expect(first.headers.get('ratelimit')).toMatch(/^"cost";r=4899;t=\d+$/);
    // GET: a miss, then a hit from the response cache, each charged to the partner's budget.
    const miss = await ask(CONTACT, { ...bearer(globex.key), ...address }, 'GET');
    const hit = await ask(CONTACT, { ...bearer(globex.key), ...address }, 'GET');
    expect(hit.headers.get('etag')).toBe(miss.headers.get('etag'));
    expect([remaining(miss), remaining(hit)]).toEqual([4798, 4697]);
    expect(hit.headers.get('ratelimit-policy')).toBe('"cost";q=5000;w=3600;qu="cost"');
    // The same address without a key: the per-address budget, untouched by the partner's spending.
    const anonymous = await ask(CONTACT, address);
    expect(anonymous.headers.get('ratelimit-policy')).toBe('"cost";q=50000;w=60;qu="cost"');
    expect(remaining(anonymous)).toBe(50000 - 101);
  });

  it('shares one budget between keys of the same name (rotation) and refuses only that partner once it is spent', async () => {
    // acme spent 101 in the first test (new key); the old key, from another address, counts on.
    const old = await ask(CONTACT, { ...bearer(acmeOld.key), 'x-forwarded-for': '198.51.100.2' });
    expect(old.headers.get('ratelimit-policy')).toBe('"cost";q=1000;w=3600;qu="cost"');
    expect(remaining(old)).toBe(1000 - 2 * 101);
    let answer = old;
    for (let i = 0; answer.status === 200 && i < 20; i++)
      answer = await ask(CONTACT, bearer(i % 2 ? acmeOld.key : acmeNew.key));
    expect(answer.status).toBe(429);
    expect(answer.body.errors![0]!.extensions).toMatchObject({ code: 'RATE_LIMITED' });
    // The key's own budget, not "this address": the partner may call from many.
    expect(answer.body.errors![0]!.message).toBe(
      `This key's cost budget for the hour is spent; please try again in ${answer.headers.get('retry-after')} s.`,
    );
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    // Both of acme's keys are refused, the cached GET path included; others are not.
    const cached = await ask(CONTACT, bearer(acmeOld.key), 'GET');
    expect(cached.status).toBe(429);
    expect(cached.body.errors![0]!.message).toMatch(/^This key's cost budget for the hour is spent/);
    expect((await ask(CONTACT, bearer(globex.key))).status).toBe(200);
    expect((await ask(CONTACT, {})).status).toBe(200);
  });

  it('names the partner, never the key, in the access log and the metrics', async () => {
    await ask(CONTACT, { ...bearer(globex.key), 'x-request-id': 'partner-log-1' });
    const access = await waitFor(() =>
      api.logLines<LogLine>().find((line) => line.msg === 'request' && line.requestId === 'partner-log-1'),
    );
    expect(access).toMatchObject({ partner: 'globex', status: 200 });
    const acmeLine = await waitFor(() =>
      api.logLines<LogLine>().find((line) => line.msg === 'request' && line.requestId === 'known-key-1'),
    );
    expect(acmeLine.partner).toBe('acme');

    const scrape = await fetch(`${api.url}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    const text = await scrape.text();
    const samples = parsePrometheusText(text);
    // globex: the POST, the GET miss and hit of the second test, and the one above (101 each).
    expect(total(samples, 'partner_cost_points_total', { partner: 'globex' })).toBe(5 * 101);
    expect(total(samples, 'partner_cost_points_total', { partner: 'acme' })).toBeGreaterThanOrEqual(
      1000 - 101,
    );

    for (const { key, sha256 } of [acmeOld, acmeNew, globex]) {
      for (const place of [api.output(), text, ...bodies]) {
        expect(place).not.toContain(key);
        expect(place).not.toContain(sha256);
      }
    }
  });

  it('keeps telling keys apart on cached hits, where a recognised key skips the hash', async () => {
    // After the counts above: each hit here is charged to globex, 101 points.
    const first = await ask(CONTACT, bearer(globex.key), 'GET');
    expect(first.status).toBe(200);
    const spelledOtherwise = await ask(CONTACT, { authorization: `bearer  ${globex.key}` }, 'GET');
    expect(spelledOtherwise.status).toBe(200);
    expect(remaining(spelledOtherwise)).toBe(remaining(first) - 101);
    // A stream of made-up keys, a near miss and the key without its scheme: all refused, none remembered.
    const madeUp = Array.from({ length: 30 }, () => newPartnerKey().key);
    for (const authorization of [
      ...madeUp.map((key) => `Bearer ${key}`),
      `Bearer ${nearMiss(globex.key)}`,
      globex.key,
      `Bearer ${globex.key} extra`,
    ]) {
      const refused = await ask(CONTACT, { authorization }, 'GET');
      expect(refused.status, authorization).toBe(401);
      expect(refused.body.errors![0]!.extensions).toEqual({ code: 'UNAUTHENTICATED' });
    }
    const again = await ask(CONTACT, bearer(globex.key), 'GET');
    expect(again.status).toBe(200);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(remaining(again)).toBe(remaining(first) - 2 * 101);
  });
});

describe('PARTNER_KEYS_FILE', () => {
  const env = (path: string) => ({ ...demoEnv(demo), PARTNER_KEYS_FILE: path });
  const problemOf = (path: string) => {
    try {
      parseApiConfig(env(path));
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as ConfigError).message;
    }
    throw new Error('start-up did not stop');
  };
  const good = {
    name: 'acme',
    keySha256: acmeNew.sha256,
    origins: ['https://app.acme.test'],
    costPerHour: 1000,
  };

  it('stops start-up naming the problem and the entry', () => {
    expect(problemOf('/nonexistent/partner-keys.json')).toMatch(
      /PARTNER_KEYS_FILE is malformed: cannot read \/nonexistent\/partner-keys.json \(ENOENT\)/,
    );
    expect(problemOf(writeKeysFile(null, '[{"name": "acme",'))).toMatch(
      /PARTNER_KEYS_FILE is malformed: .* is not JSON/,
    );
    expect(problemOf(writeKeysFile({ keys: [good] }))).toMatch(/the list: Invalid input: expected array/);
    expect(problemOf(writeKeysFile([good, { ...good, keySha256: 'abc' }]))).toMatch(
      /entry 1 keySha256: must be the key’s SHA-256 as 64 hex digits/,
    );
    expect(problemOf(writeKeysFile([{ ...good, costPerHour: undefined }]))).toMatch(
      /entry 0 costPerHour: Invalid input: expected number/,
    );
    expect(problemOf(writeKeysFile([{ ...good, origins: ['https://app.acme.test/'] }]))).toMatch(
      /entry 0 origins.0: must be an origin/,
    );
    expect(problemOf(writeKeysFile([{ ...good, key: 'pk_plain' }]))).toMatch(
      /entry 0: Unrecognized key: "key"/,
    );
    expect(
      problemOf(writeKeysFile([good, { ...good, keySha256: globex.sha256, costPerHour: 2000 }])),
    ).toMatch(/entry 1 costPerHour: differs from another entry named "acme"/);
    expect(problemOf(writeKeysFile([good, { ...good, name: 'other' }]))).toMatch(
      /entry 1 keySha256: is listed twice/,
    );
    expect(problemOf(writeKeysFile([{ ...good, name: 'acme corp' }]))).toMatch(/entry 0 name: must be/);
  });

  it('accepts an empty list, and CORS_ORIGINS only as origins', () => {
    expect(parseApiConfig(env(writeKeysFile([]))).partnerKeys).toEqual([]);
    expect(
      parseApiConfig({ ...demoEnv(demo), CORS_ORIGINS: 'https://a.test, http://localhost:5173' }).corsOrigins,
    ).toEqual(['https://a.test', 'http://localhost:5173']);
    expect(() => parseApiConfig({ ...demoEnv(demo), CORS_ORIGINS: 'https://a.test/app' })).toThrow(
      /CORS_ORIGINS is malformed: must be an origin/,
    );
  });
});
