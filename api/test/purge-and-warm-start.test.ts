import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import { startDemoUpstream, type DemoUpstream } from '@agency/demo-upstream/launcher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedisServer, type RedisServer } from '@agency/test-kit/redis-server';
import { startApiProcess, type ApiProcess } from './api-process.js';
import { demoEnv, startHarness, waitFor, type Harness } from './harness.js';

const ModelsList: TypedDocumentNode<unknown, Record<string, never>> = parse(
  'query { models(category: FASHION, gender: WOMAN, first: 5) { nodes { id } } }',
);
const Profile: TypedDocumentNode<unknown, { id: string }> = parse(
  'query($id: ID!) { model(id: $id) { id name } }',
);
const ADMIN_TOKEN = 'admin-token-for-the-purge-tests-0123456789abcdef';
const run = promisify(execFile);

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ env: { ADMIN_TOKEN } });
});
afterAll(() => h?.stop());

const purge = (
  body: string,
  headers: Record<string, string> = { authorization: `Bearer ${ADMIN_TOKEN}` },
  url = h.url,
) =>
  fetch(`${url}/admin/purge`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });

describe('POST /admin/purge refusals', () => {
  it.each([
    ['no token', {}],
    ['a wrong token', { authorization: `Bearer ${ADMIN_TOKEN.slice(0, -1)}X` }],
    ['another scheme', { authorization: `Basic ${ADMIN_TOKEN}` }],
  ])('answers 401 to %s, purging nothing', async (_name, headers) => {
    const loads = h.cache.stats.loads;
    const response = await purge('{"all": true}', headers);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer realm="admin"');
    await h.query(ModelsList, {});
    expect(h.cache.stats.loads).toBe(loads);
  });

  it.each([
    ['{not json', /not valid JSON/],
    ['', /name what to purge/],
    ['{}', /name what to purge/],
    ['[1]', /expected object/i],
    ['{"models": "48213"}', /models: .*expected array/i],
    ['{"models": []}', /models: /],
    ['{"models": ["abc"]}', /models\.0: a model id is 1 to 12 digits/],
    ['{"boards": false}', /boards: /],
    ['{"model": ["48213"]}', /unknown field "model": the body takes models, boards, content, all/],
    ['{"all": true, "force": true}', /unknown field "force"/],
  ])('answers 400 with a message to the body %s', async (body, message) => {
    const response = await purge(body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(message);
  });

  it('answers 405 to a GET', async () => {
    expect(
      (await fetch(`${h.url}/admin/purge`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })).status,
    ).toBe(405);
  });
});

describe('POST /admin/purge on one instance (no Redis)', () => {
  it('makes an edit show at once, and pnpm run purge -- --model does the same from the command line', async () => {
    const [first, second] = ((await h.query(ModelsList, {})).data as { models: { nodes: { id: string }[] } })
      .models.nodes;
    for (const model of [first!, second!]) await h.query(Profile, { id: model.id });
    await h.demo.editModel(Number(first!.id), { name: 'Renomeada Pela Agência' });
    expect(
      ((await h.query(Profile, { id: first!.id })).data as { model: { name: string } }).model.name,
    ).not.toBe('Renomeada Pela Agência');
    expect((await purge(JSON.stringify({ models: [first!.id] }))).status).toBe(200);
    expect(((await h.query(Profile, { id: first!.id })).data as { model: { name: string } }).model.name).toBe(
      'Renomeada Pela Agência',
    );

    await h.demo.editModel(Number(second!.id), { name: 'Outra Renomeada' });
    const { stdout } = await run(process.execPath, ['scripts/purge.mjs', '--', '--model', second!.id], {
      env: { ...process.env, ADMIN_TOKEN, SITE_URL: h.url },
      cwd: new URL('../..', import.meta.url).pathname,
    });
    expect(stdout).toContain(`purged on ${h.url}`);
    expect(stdout).not.toContain(ADMIN_TOKEN);
    expect(
      ((await h.query(Profile, { id: second!.id })).data as { model: { name: string } }).model.name,
    ).toBe('Outra Renomeada');
  });

  it('the command refuses to run without ADMIN_TOKEN or without anything to purge', async () => {
    const cwd = new URL('../..', import.meta.url).pathname;
    await expect(
      run(process.execPath, ['scripts/purge.mjs', '--model', '1'], { env: { PATH: process.env.PATH }, cwd }),
    ).rejects.toMatchObject({ stderr: expect.stringMatching(/ADMIN_TOKEN is not set/) as string });
    await expect(
      run(process.execPath, ['scripts/purge.mjs'], {
        env: { PATH: process.env.PATH, ADMIN_TOKEN, SITE_URL: h.url },
        cwd,
      }),
    ).rejects.toMatchObject({ stderr: expect.stringMatching(/name what to purge/) as string });
  });
});

describe('POST /admin/purge without ADMIN_TOKEN', () => {
  it('does not exist (404)', async () => {
    const bare = await startHarness({ demo: h.demo });
    try {
      expect(
        (await purge('{"all": true}', { authorization: `Bearer ${ADMIN_TOKEN}` }, bare.url)).status,
      ).toBe(404);
    } finally {
      await bare.stop();
    }
  });
});

type Readiness = {
  status: string;
  upstreams: Record<string, boolean>;
  redis: string;
  warmUp: { state: string; reason?: string };
};
const readiness = async (api: ApiProcess) => {
  const response = await fetch(`${api.url}/readyz`);
  return { httpStatus: response.status, ...((await response.json()) as Readiness) };
};

describe('warm start and /readyz', () => {
  let demo: DemoUpstream;
  let redis: RedisServer;
  const started: ApiProcess[] = [];
  beforeAll(async () => {
    [demo, redis] = await Promise.all([startDemoUpstream(), startRedisServer()]);
  });
  afterAll(async () => {
    await Promise.all([...started.map((api) => api.stop()), demo?.stop(), redis?.stop()]);
  });
  const start = async (env: Record<string, string> = {}) => {
    const api = await startApiProcess(demoEnv(demo, env));
    started.push(api);
    return api;
  };

  it('answers 503 "warming" until the boards and content are loaded, then 200 "ready"', async () => {
    await demo.setFaults({ latencyMs: 1200, paths: ['/api/talents'] }, 'integration');
    const api = await start({ REDIS_URL: redis.url });
    expect(await readiness(api)).toMatchObject({
      httpStatus: 503,
      status: 'warming',
      warmUp: { state: 'warming' },
    });
    const ready = await waitFor(
      async () => ((await readiness(api)).httpStatus === 200 ? readiness(api) : undefined),
      10_000,
    );
    expect(ready).toMatchObject({ status: 'ready', warmUp: { state: 'done' } });
    await demo.clearFaults();
  });

  it("runs a page's list and its first model's profile before it is ready: that visitor's profile costs no call", async () => {
    const profileCalls = async () => (await demo.calls('integration')).counts['GET /api/talent/profile'] ?? 0;
    const before = await profileCalls();
    const api = await start();
    await waitFor(async () => (await readiness(api)).httpStatus === 200, 10_000);
    // One call per start, the first model of the default board (graphql/warm-path.ts).
    expect(await profileCalls()).toBe(before + 1);
    const ask = async (query: string, variables: Record<string, unknown> = {}) =>
      (await (
        await fetch(`${api.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query, variables }),
        })
      ).json()) as { data: { models: { nodes: { id: string }[] }; model: { name: string } } };
    const list = await ask('{ models(category: FASHION, gender: WOMAN, first: 3) { nodes { id } } }');
    const first = list.data.models.nodes[0]!.id;
    const profile = await ask('query($id: ID!) { model(id: $id) { name } }', { id: first });
    expect(profile.data.model.name).toBeTruthy();
    expect(await profileCalls()).toBe(before + 1);
  });

  it('with the upstream down, warms up from the copy in Redis and turns ready (degraded), serving it', async () => {
    await demo.setFaults({ outage: true });
    const api = await start({ REDIS_URL: redis.url });
    const ready = await waitFor(async () => {
      const answer = await readiness(api);
      return answer.warmUp.state !== 'warming' && answer;
    }, 10_000);
    expect(ready).toMatchObject({
      httpStatus: 200,
      status: 'degraded',
      warmUp: { state: 'done' },
      upstreams: { integration: false, panel: false },
    });
    const response = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ models(category: FASHION, gender: WOMAN) { totalCount } }' }),
    });
    expect(
      ((await response.json()) as { data: { models: { totalCount: number } } }).data.models.totalCount,
    ).toBeGreaterThan(0);
    await demo.clearFaults();
  });

  it('with the upstream down and nothing anywhere, turns ready after the deadline anyway and says why', async () => {
    await demo.setFaults({ outage: true });
    const api = await start({ REQUEST_DEADLINE_MS: '1000' });
    const ready = await waitFor(async () => {
      const answer = await readiness(api);
      return answer.warmUp.state !== 'warming' && answer;
    }, 10_000);
    expect(ready).toMatchObject({
      httpStatus: 200,
      status: 'degraded',
      redis: 'off',
      warmUp: { state: 'incomplete' },
    });
    expect(ready.warmUp.reason).toMatch(/^not loaded within 1000 ms: talents:1938 \(/);
    // It still answers: the 503 screen's data (UPSTREAM_UNAVAILABLE), not a dead instance.
    expect((await fetch(`${api.url}/healthz`)).status).toBe(200);
    await demo.clearFaults();
  });
});
