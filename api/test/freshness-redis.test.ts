import type { DemoUpstream } from '@agency/demo-upstream/launcher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RedisServer } from '@agency/test-kit/redis-server';
import type { ApiProcess } from './api-process.js';
import { waitFor } from './harness.js';
import { profileCalls, startInstances, talentListCalls } from './redis-cluster.js';
import { startDemoAndRedis } from './demo-and-redis.js';

// Three API instances on one Redis, a short TTL: an expired value is answered at once everywhere
// and refreshed by one instance; boards follow an edit within the TTL; a purge reaches all three.

const TTL_SECONDS = 2;
const ADMIN_TOKEN = 'admin-token-for-the-freshness-tests-0123456789';
const METRICS_TOKEN = 'metrics-token-freshness-tests';
let demo: DemoUpstream;
let redis: RedisServer;
const instances: ApiProcess[] = [];
beforeAll(async () => {
  ({ demo, redis } = await startDemoAndRedis());
  await startInstances(instances, 3, demo, {
    REDIS_URL: redis.url,
    CACHE_TTL_SECONDS: String(TTL_SECONDS),
    ADMIN_TOKEN,
    METRICS_TOKEN,
    RATE_LIMIT_QUERY_COST: '10000000',
  });
});
afterAll(async () => {
  await Promise.all([...instances.map((api) => api.stop()), demo?.stop(), redis?.stop()]);
});

const PROFILE = 'query($id: ID!) { model(id: $id) { id name cover { url } } }';
// Names only: a new model's photos are drawn on first request by the demo, which is not what these time.
const LIST = 'query { models(category: FASHION, gender: WOMAN, first: 100) { nodes { id name } } }';
type Named = { id: string; name: string; cover: { url: string } | null };

async function post<T>(api: ApiProcess, query: string, variables: unknown = {}): Promise<T> {
  const response = await fetch(`${api.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return ((await response.json()) as { data: T }).data;
}

/** A GET query, as the site's pages and CDNs make them: answered from the response cache when it has it. */
async function get<T>(
  api: ApiProcess,
  query: string,
  variables: unknown = {},
): Promise<{ data: T; cacheControl: string | null; cacheTag: string | null }> {
  const search = `?query=${encodeURIComponent(query)}&variables=${encodeURIComponent(JSON.stringify(variables))}`;
  const response = await fetch(`${api.url}/graphql${search}`, {
    headers: { 'apollo-require-preflight': 'true' },
  });
  const body = (await response.json()) as { data: T };
  return {
    data: body.data,
    cacheControl: response.headers.get('cache-control'),
    cacheTag: response.headers.get('cache-tag'),
  };
}

/** Ids of models on the commercial men's board (the lists tests above use fashion women). */
async function otherIds(): Promise<string[]> {
  const data = await post<{ models: { nodes: { id: string }[] } }>(
    instances[0]!,
    'query { models(category: COMMERCIAL, gender: MAN, first: 10) { nodes { id } } }',
  );
  return data.models.nodes.map((node) => node.id);
}

const profileName = async (api: ApiProcess, id: string) =>
  (await post<{ model: Named }>(api, PROFILE, { id })).model.name;

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

describe('stale-while-revalidate across three instances', () => {
  it('answers an expired profile at once on every instance, and one of them refreshes it, once', async () => {
    const id = '48213';
    for (const api of instances) expect(await profileName(api, id)).toBe('Ana Clara Souza');
    const expiresAt = Date.now() + TTL_SECONDS * 1000;
    await demo.editModel(Number(id), { name: 'Ana Clara Souza Lima' });
    // The upstream now takes 1.5 s: whoever waited for it would show it.
    await demo.setFaults({ latencyMs: 1500, paths: ['/api/talent/profile'] }, 'integration');
    await waitFor(() => Date.now() > expiresAt + 50);
    await demo.resetCalls();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => timed(() => profileName(instances[i % 3]!, id))),
    );
    for (const { value, ms } of answers) {
      expect(value).toBe('Ana Clara Souza');
      expect(ms).toBeLessThan(1000);
    }
    await waitFor(
      async () =>
        (await Promise.all(instances.map((api) => profileName(api, id)))).every(
          (name) => name === 'Ana Clara Souza Lima',
        ),
      10_000,
    );
    expect(await profileCalls(demo)).toBe(1);
    await demo.clearFaults();
  });

  it('gives a GET answer max-age and stale-while-revalidate, and serves it stale at once while it is rebuilt', async () => {
    const api = instances[0]!;
    const id = (await otherIds())[0]!;
    const first = await get<{ model: Named }>(api, PROFILE, { id });
    expect(first.cacheControl).toMatch(/^public, max-age=[0-2], stale-while-revalidate=604800$/);
    expect(first.cacheTag).toBe(`model:${id}`);
    const expiresAt = Date.now() + TTL_SECONDS * 1000;
    await demo.editModel(Number(id), { newCover: true });
    await demo.setFaults({ latencyMs: 1500, paths: ['/api/talent/profile'] }, 'integration');
    await waitFor(() => Date.now() > expiresAt + 50);
    const stale = await timed(() => get<{ model: Named }>(api, PROFILE, { id }));
    expect(stale.ms).toBeLessThan(1000);
    expect(stale.value.data.model.cover!.url).toBe(first.data.model.cover!.url);
    expect(stale.value.cacheControl).toMatch(/^public, max-age=0, stale-while-revalidate=/);
    await waitFor(
      async () =>
        (await get<{ model: Named }>(api, PROFILE, { id })).data.model.cover!.url !==
        first.data.model.cover!.url,
      10_000,
    );
    await demo.clearFaults();
  });
});

describe('boards refreshed ahead', () => {
  it('shows a renamed, an added and a removed model on all three within TTL + answer + 1 s, without a visitor waiting', async () => {
    const names = async (api: ApiProcess) =>
      (await post<{ models: { nodes: Named[] } }>(api, LIST)).models.nodes;
    const board = await names(instances[0]!);
    const renamed = board[1]!;
    // A list call now takes 1 s: a visitor who waited for one would take that long.
    await demo.setFaults({ latencyMs: 1000, paths: ['/api/talents'] }, 'integration');
    const edited = Date.now();
    await demo.editModel(Number(renamed.id), { name: 'Aaaa Primeira Renomeada' });
    const added = await demo.addModel({ name: 'Aaab Nova Modelo', gender: 'woman', categories: [1938] });
    await demo.removeModel(Number(board[2]!.id));
    const times: number[] = [];
    await waitFor(async () => {
      const views = await Promise.all(instances.map((api) => timed(() => names(api))));
      times.push(...views.map((view) => view.ms));
      return views.every(({ value }) => {
        const ids = value.map((node) => node.id);
        return (
          value.some((node) => node.id === renamed.id && node.name === 'Aaaa Primeira Renomeada') &&
          ids.includes(String(added)) &&
          !ids.includes(board[2]!.id)
        );
      });
    }, 15_000);
    expect(Date.now() - edited).toBeLessThanOrEqual(TTL_SECONDS * 1000 + 1000 + 1000);
    // Nobody met the 1 s list call: the refresh ran ahead of expiry, behind the answers.
    expect(Math.max(...times)).toBeLessThan(1000);
    await demo.clearFaults();
  });

  it('refreshes the boards at the same pace whatever the traffic (one instance at a time)', async () => {
    await demo.resetCalls();
    const started = Date.now();
    // About three TTLs of traffic on all three instances.
    await waitFor(async () => {
      await Promise.all(instances.map((api) => post(api, LIST)));
      return Date.now() - started > 3 * TTL_SECONDS * 1000;
    }, 20_000);
    const calls = await talentListCalls(demo);
    // Two boards, each refreshed once per (TTL - 1 s ahead) = once a second, by one instance: ~12,
    // not three instances' worth (36) nor one per request.
    expect(calls).toBeGreaterThanOrEqual(6);
    expect(calls).toBeLessThanOrEqual(16);
  });
});

describe('purge across three instances', () => {
  const purge = (api: ApiProcess, body: unknown, token = ADMIN_TOKEN) =>
    fetch(`${api.url}/admin/purge`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('drops a model on every instance within 1 s, GraphQL answers built from it included; logged without the token, counted', async () => {
    const id = (await otherIds())[1]!;
    const before = await Promise.all(instances.map((api) => get<{ model: Named }>(api, PROFILE, { id })));
    const oldName = before[0]!.data.model.name;
    await demo.editModel(Number(id), { name: `${oldName} Purgada` });
    // Still fresh everywhere: without a purge each instance would answer the old name for up to the TTL.
    expect((await get<{ model: Named }>(instances[1]!, PROFILE, { id })).data.model.name).toBe(oldName);
    const response = await purge(instances[0]!, { models: [id] });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ purged: { models: [id] } });
    const purgedAt = Date.now();
    await waitFor(
      async () =>
        (await Promise.all(instances.map((api) => get<{ model: Named }>(api, PROFILE, { id })))).every(
          (answer) => answer.data.model.name === `${oldName} Purgada`,
        ),
      5000,
    );
    expect(Date.now() - purgedAt).toBeLessThan(1000);

    // The logger writes behind the answer (asynchronously): the line may reach the test after it.
    const logged = await waitFor(() =>
      instances[0]!
        .logLines<{ msg: string; purge?: string }>()
        .filter((line) => line.msg === 'cache purged')
        .at(-1),
    );
    expect(logged.purge).toBe(`models ${id}`);
    for (const api of instances) expect(api.output()).not.toContain(ADMIN_TOKEN);
    const metrics = await (
      await fetch(`${instances[0]!.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    expect(metrics).toMatch(/^cache_purges_total\{scope="models"\} 1$/m);
    expect(metrics).toMatch(/^cache_purges_total\{scope="boards"\} 0$/m);
  });

  it('keeps a purge when another instance was loading the model meanwhile: its old answer is not stored fresh', async () => {
    const id = (await otherIds())[2]!;
    const oldName = await profileName(instances[0]!, id);
    await purge(instances[0]!, { models: [id] });
    // Instance 1 reloads the profile; the upstream's answer (the old name) is on its way, slowly.
    await demo.setFaults({ trickleMs: 1500, paths: ['/api/talent/profile'], times: 1 }, 'integration');
    const callsBefore = await profileCalls(demo);
    const slowLoad = profileName(instances[1]!, id);
    await waitFor(async () => (await profileCalls(demo)) > callsBefore, 5000);
    // Meanwhile the agency renames the model and purges it from instance 0.
    await demo.editModel(Number(id), { name: `${oldName} Renomeada` });
    expect((await purge(instances[0]!, { models: [id] })).status).toBe(200);
    // The visitor on instance 1 asked before the edit: the old name is a fair answer for them...
    expect(await slowLoad).toBe(oldName);
    // ...but no instance takes it as fresh: the next reader anywhere gets the new name.
    for (const api of instances) expect(await profileName(api, id)).toBe(`${oldName} Renomeada`);
  });

  it('drops a website text everywhere with {"content": true}', async () => {
    const TEXT = 'query { websiteText(key: "selective_intro", locale: EN) { html } }';
    const html = async (api: ApiProcess) =>
      (await get<{ websiteText: { html: string } }>(api, TEXT)).data.websiteText.html;
    for (const api of instances) expect(await html(api)).toContain('Join our open casting');
    await demo.setText('selective_intro', { en: '<p>Casting dates moved to March.</p>' });
    expect((await purge(instances[2]!, { content: true })).status).toBe(200);
    const purgedAt = Date.now();
    await waitFor(
      async () => (await Promise.all(instances.map(html))).every((text) => text.includes('March')),
      5000,
    );
    expect(Date.now() - purgedAt).toBeLessThan(1000);
  });
});
