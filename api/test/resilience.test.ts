import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BoardDocument, ProfileDocument, WebsiteTextDocument } from '@agency/sdk';
import { startHarness, waitFor, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  // One read retry keeps the failure cases quick; time-outs stay short for the same reason.
  h = await startHarness({ env: { UPSTREAM_READ_RETRIES: '1', UPSTREAM_TIMEOUT_MS: '1500' } });
});
afterAll(() => h?.stop());
afterEach(async () => {
  await h.demo.clearFaults();
  await h.cache.clear();
});

const talentListCalls = async () => (await h.demo.calls('integration')).counts['POST /api/talents'] ?? 0;
const signInCalls = async () => (await h.demo.calls('integration')).counts['POST /api/signin'] ?? 0;

describe('upstream economy', () => {
  it('answers 100 concurrent identical models queries on a cold cache with one upstream list call', async () => {
    await h.cache.clear();
    await h.demo.resetCalls();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => h.query(BoardDocument, { category: 'COMMERCIAL', gender: 'WOMAN' })),
    );
    for (const answer of answers) {
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.models!.nodes).toHaveLength(20);
    }
    expect(await talentListCalls()).toBe(1);
    // Warm: other filters of the same board are served from the cache.
    await h.query(BoardDocument, { category: 'COMMERCIAL', gender: 'MAN', letter: 'A' });
    expect(await talentListCalls()).toBe(1);
  });
});

describe('tokens', () => {
  it('signs in again once when a token expires and repeats the call', async () => {
    await h.query(BoardDocument, { category: 'FASHION', gender: 'WOMAN' });
    await h.demo.resetCalls();
    await h.demo.expireTokens();
    await h.cache.clear();
    const { data, errors } = await h.query(BoardDocument, { category: 'FASHION', gender: 'WOMAN' });
    expect(errors).toBeUndefined();
    expect(data!.models!.nodes.length).toBe(20);
    expect(await signInCalls()).toBe(1);
    // The failed call and its repeat.
    expect(await talentListCalls()).toBe(2);
  });

  it('keeps tokens out of every answer', async () => {
    const response = await fetch(`${h.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ models(category: FASHION, gender: MAN) { totalCount } }' }),
    });
    const text = await response.text();
    for (const secret of Object.values(h.demo.credentials)) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/bearer/i);
  });
});

describe('upstream outage', () => {
  it('serves stale data when the upstream fails, and UPSTREAM_UNAVAILABLE when nothing is cached', async () => {
    const warm = await h.query(BoardDocument, { category: 'FASHION', gender: 'MAN' });
    expect(warm.errors).toBeUndefined();
    await h.demo.setFaults({ outage: true }, 'both');
    await h.cache.expireAll();

    const stale = await h.query(BoardDocument, { category: 'FASHION', gender: 'MAN' });
    expect(stale.errors).toBeUndefined();
    expect(stale.data).toEqual(warm.data);

    const cold = await h.query(WebsiteTextDocument, { key: 'about_text' });
    expect(cold.data).toEqual({ websiteText: null });
    expect(cold.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
    expect(cold.errors?.[0]?.message).not.toMatch(/127\.0\.0\.1|token|salt/i);

    await h.demo.clearFaults();
    const recovered = await h.query(WebsiteTextDocument, { key: 'about_text' });
    expect(recovered.errors).toBeUndefined();
  });

  it('answers UPSTREAM_UNAVAILABLE within the time-out when the upstream hangs', async () => {
    await h.demo.setFaults({ latencyMs: 10_000 }, 'integration');
    const started = Date.now();
    const { errors } = await h.query(ProfileDocument, { id: '1' });
    // A try of 1.5 s (its own time-out), then a retry cut short by the request's 2.5 s budget.
    expect(errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', reason: 'deadline' });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('turns a malformed upstream answer into a clear error, not a crash', async () => {
    await h.demo.setFaults({ malformedJson: true }, 'integration');
    const broken = await h.query(BoardDocument, { category: 'COMMERCIAL', gender: 'MAN' });
    expect(broken.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', reason: 'invalid' });

    await h.demo.setFaults({ wrongTypes: true }, 'integration');
    const wrong = await h.query(BoardDocument, { category: 'COMMERCIAL', gender: 'MAN' });
    expect(wrong.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', reason: 'invalid' });

    await h.demo.clearFaults();
    const healthy = await h.query(BoardDocument, { category: 'COMMERCIAL', gender: 'MAN' });
    expect(healthy.errors).toBeUndefined();
  });
});

describe('health', () => {
  it('reports liveness and readiness on the same origin', async () => {
    expect((await fetch(`${h.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${h.url}/readyz`);
    expect(ready.status).toBe(200);
    // No REDIS_URL here: the cache and limits are this instance's own, and that is no fault.
    expect(await ready.json()).toMatchObject({
      status: 'ready',
      upstreams: { integration: true, panel: true },
      redis: 'off',
    });
  });
});

describe('readiness after refused tokens', () => {
  it('reports not ready while the upstream refuses sign-in, and ready again once it accepts', async () => {
    await h.demo.setFaults({ unauthorizedForMs: 400 }, 'integration');
    await h.demo.expireTokens('integration');
    await h.cache.clear();
    const { errors } = await h.query(BoardDocument, { category: 'FASHION', gender: 'MAN' });
    expect(errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
    expect((await fetch(`${h.url}/readyz`)).status).toBe(503);
    // No visitor request needed: probing alone brings it back once the window has passed.
    await waitFor(async () => (await fetch(`${h.url}/readyz`)).status === 200, 10_000);
  });
});
