import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPSTREAM_CALLS_PER_REQUEST, withRequestBudget } from '@agency/server-kit/request-budget';
import { UpstreamError } from '../src/upstream/upstream-error.js';
import { startHarness, waitFor, type Harness } from './harness.js';
import { rawGraphQL } from './raw-graphql.js';

// A request has a time budget (REQUEST_DEADLINE_MS, 2500 ms by default) and a budget of upstream
// calls, whatever the upstream does; a field that can fail alone fails alone.

let h: Harness;
beforeAll(async () => {
  // Production's time-out, so only the request's own budget can keep answers under 3 s.
  // A short breaker pause, so the outages below do not spill into the next test.
  h = await startHarness({
    env: {
      UPSTREAM_TIMEOUT_MS: '8000',
      RATE_LIMIT_QUERY_COST: '100000000',
      UPSTREAM_BREAKER_RESET_MS: '100',
    },
  });
});
afterAll(() => h?.stop());
afterEach(async () => {
  await h.demo.clearFaults();
  // Both services answer again (their breakers closed) before the next test.
  await waitFor(async () => {
    await h.cache.clear();
    const answer = await rawGraphQL(h.url, '{ contact { address } options { countries { id } } }');
    return answer.body.errors === undefined;
  });
  await h.cache.clear();
});

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

const LIST = '{ models(category: FASHION, gender: WOMAN, first: 10) { nodes { id name } } }';

describe('a hung upstream (every answer after 30 s)', () => {
  it('answers an uncached profile within 3 s with UPSTREAM_UNAVAILABLE', async () => {
    await h.demo.setFaults({ latencyMs: 30_000 });
    const { value: answer, ms } = await timed(() => rawGraphQL(h.url, '{ model(id: "48213") { name } }'));
    expect(ms).toBeLessThan(3000);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ model: null });
    expect(answer.body.errors![0]!.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
    expect(answer.body.errors![0]!.path).toEqual(['model']);
  });

  it('answers a list it has seen within 3 s from stale data', async () => {
    const fresh = await rawGraphQL(h.url, LIST);
    await h.cache.expireAll();
    await h.demo.setFaults({ latencyMs: 30_000 });
    const { value: stale, ms } = await timed(() => rawGraphQL(h.url, LIST));
    expect(ms).toBeLessThan(3000);
    expect(stale.body.errors).toBeUndefined();
    expect(stale.body.data).toEqual(fresh.body.data);
  });

  it('keeps each of several slow reads inside the one budget', async () => {
    await h.demo.setFaults({ latencyMs: 30_000 });
    const query =
      '{ a: model(id: "48213") { name } b: models(category: COMMERCIAL, gender: MAN) { totalCount } c: contact { address } d: options { countries { id } } }';
    const { value: answer, ms } = await timed(() => rawGraphQL(h.url, query));
    expect(ms).toBeLessThan(3000);
    expect(answer.body.errors!.map((error) => error.extensions!['code'])).toEqual(
      Array(4).fill('UPSTREAM_UNAVAILABLE'),
    );
  });
});

describe('partial results', () => {
  it('lists every cached model during an outage, with only the galleries failing', async () => {
    const warm = await rawGraphQL(h.url, LIST);
    const names = (warm.body.data!['models'] as { nodes: { name: string }[] }).nodes.map((node) => node.name);
    await h.demo.setFaults({ outage: true });
    const answer = await rawGraphQL(
      h.url,
      '{ models(category: FASHION, gender: WOMAN, first: 10) { nodes { id name galleries { book { url } } } } }',
    );
    const nodes = (answer.body.data!['models'] as { nodes: { name: string; galleries: unknown }[] }).nodes;
    expect(nodes.map((node) => node.name)).toEqual(names);
    expect(nodes.every((node) => node.galleries === null)).toBe(true);
    expect(answer.body.errors).toHaveLength(10);
    for (const [i, error] of answer.body.errors!.entries()) {
      expect(error.extensions!['code']).toBe('UPSTREAM_UNAVAILABLE');
      expect(error.path).toEqual(['models', 'nodes', i, 'galleries']);
    }
  });

  it('keeps the other root fields when one fails', async () => {
    await rawGraphQL(h.url, '{ contact { address } }');
    await h.demo.setFaults({ outage: true });
    const answer = await rawGraphQL(h.url, '{ contact { address } selectiveCities { city } }');
    expect((answer.body.data!['contact'] as { address: string }).address.length).toBeGreaterThan(0);
    expect(answer.body.data!['selectiveCities']).toBeNull();
    expect(answer.body.errors!.map((error) => error.path)).toEqual([['selectiveCities']]);
  });

  it('answers null, not the key, for a website text no language has', async () => {
    const answer = await rawGraphQL(h.url, '{ websiteText(key: "no_such_text") { html } }');
    expect(answer.body).toMatchObject({ data: { websiteText: null } });
    expect(answer.body.errors).toBeUndefined();
  });
});

describe('the budget of upstream calls', () => {
  it('stops a request at 25 calls, retries included', async () => {
    await h.demo.resetCalls();
    const { data } = h.api.createContext();
    const outcomes = await withRequestBudget(undefined, () =>
      Promise.allSettled(Array.from({ length: 30 }, (_, i) => data.states(String(100 + i)))),
    );
    const [integration, panel] = await Promise.all([h.demo.calls('integration'), h.demo.calls('panel')]);
    expect(integration.total + panel.total).toBe(MAX_UPSTREAM_CALLS_PER_REQUEST);
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(refused).toHaveLength(5);
    for (const outcome of refused)
      expect(outcome.reason).toMatchObject({
        failure: 'budget',
      } satisfies Partial<UpstreamError>);
  });

  it('gives each request its own budget', async () => {
    const { data } = h.api.createContext();
    const run = () =>
      withRequestBudget(undefined, () =>
        Promise.all(Array.from({ length: 20 }, (_, i) => data.states(String(200 + i)))),
      );
    await run();
    await h.cache.clear();
    await expect(run()).resolves.toHaveLength(20);
  });
});
