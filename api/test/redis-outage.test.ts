import type { DemoUpstream } from '@agency/demo-upstream/launcher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiProcess } from './api-process.js';
import {
  burstOfModels,
  burstOfProfiles,
  contact,
  profileCalls,
  readiness,
  startInstances,
  talentListCalls,
  waitForRedis,
} from './redis-cluster.js';
import { purgeAt, waitFor } from './harness.js';
import type { RedisServer } from '@agency/test-kit/redis-server';
import { startDemoAndRedis } from './demo-and-redis.js';

// Redis dies under three running instances and comes back: requests never fail, sharing resumes.
// The tests run in order, each one a phase of the outage.

const PASSWORD = 'redis-password-never-logged';
const ADMIN_TOKEN = 'admin-token-for-the-redis-outage-tests-0123456789';
// A model of the demo data; its profile is a key of its own, apart from the boards.
const MODEL_ID = '48213';
let demo: DemoUpstream;
let redis: RedisServer;
const instances: ApiProcess[] = [];
beforeAll(async () => {
  ({ demo, redis } = await startDemoAndRedis({ password: PASSWORD }));
  await startInstances(instances, 3, demo, {
    REDIS_URL: redis.url,
    RATE_LIMIT_MUTATIONS: '3',
    TRUST_PROXY: 'true',
    ADMIN_TOKEN,
  });
});
// Whatever set-up got to start is stopped, also when it failed halfway.
afterAll(async () => {
  await Promise.all([...instances.map((api) => api.stop()), demo?.stop(), redis?.stop()]);
});

describe('a Redis outage', () => {
  it('shares a cold read while Redis runs (with a password)', async () => {
    await demo.resetCalls();
    const answers = await burstOfProfiles(instances, 30, MODEL_ID);
    expect(answers.every((a) => a.errors === undefined && a.data!.model!.id === MODEL_ID)).toBe(true);
    expect(await profileCalls(demo)).toBe(1);
  });

  it('answers the requests in flight when Redis dies under them', async () => {
    await demo.resetCalls();
    // A slow upstream, so Redis dies while one instance loads and the others wait on its lock.
    await demo.setFaults({ latencyMs: 1500, paths: ['/api/talent/profile'] }, 'integration');
    // An id the upstream does not know (404): answered `null`, and cached like any read.
    const inFlight = burstOfProfiles(instances, 30, '1');
    await waitFor(async () => (await profileCalls(demo)) >= 1);
    await redis.kill();
    const answers = await inFlight;
    await demo.clearFaults();
    expect(answers.every((a) => a.errors === undefined && a.data!.model === null)).toBe(true);
    expect(await profileCalls(demo)).toBeLessThanOrEqual(3);
  });

  it('leaves every instance serving, reported degraded but still in rotation', async () => {
    await waitForRedis(instances, 'down');
    for (const api of instances)
      expect(await readiness(api)).toMatchObject({ httpStatus: 200, status: 'degraded', redis: 'down' });

    await demo.resetCalls();
    // Warm in each instance's memory: answered without the upstream.
    const warm = await burstOfProfiles(instances, 30, MODEL_ID);
    expect(warm.every((a) => a.errors === undefined && a.data!.model!.id === MODEL_ID)).toBe(true);
    expect(await profileCalls(demo)).toBe(0);
    // Cold: each instance loads for itself, once however many requests it gets. The boards were
    // loaded at start (warm start): purged on each (no Redis to tell the others).
    for (const api of instances) await purgeAt(api.url, ADMIN_TOKEN, { boards: true });
    const cold = await burstOfModels(instances, 90, { category: 'COMMERCIAL', gender: 'WOMAN' });
    expect(cold.every((a) => a.errors === undefined && a.data!.models.nodes.length === 20)).toBe(true);
    expect(await talentListCalls(demo)).toBe(3);
  });

  it('keeps rate limits per instance while Redis is away', async () => {
    const address = '203.0.113.80';
    for (let i = 0; i < 3; i++) expect((await contact(instances[0]!, address)).status).toBe(200);
    expect(await contact(instances[0]!, address)).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    // The other instances count on their own.
    expect((await contact(instances[1]!, address)).status).toBe(200);
  });

  it('shares again once Redis is back: one upstream call per cold key, limits across instances', async () => {
    await redis.restart();
    await waitForRedis(instances, 'up');
    for (const api of instances)
      expect(await readiness(api)).toMatchObject({ httpStatus: 200, status: 'ready', redis: 'up' });

    // Purged on one instance: through Redis, every instance reads it again, and one of them loads it.
    await purgeAt(instances[0]!.url, ADMIN_TOKEN, { boards: true });
    await demo.resetCalls();
    const answers = await burstOfModels(instances, 90, { category: 'FASHION', gender: 'WOMAN' });
    expect(answers.every((a) => a.errors === undefined && a.data!.models.nodes.length === 20)).toBe(true);
    expect(await talentListCalls(demo)).toBe(1);

    const address = '203.0.113.81';
    for (let i = 0; i < 3; i++) expect((await contact(instances[i]!, address)).status).toBe(200);
    expect((await contact(instances[0]!, address)).status).toBe(429);
  });

  it('logged the outage and the recovery, never the Redis password', () => {
    for (const api of instances) {
      const log = api.output();
      expect(log).toContain('Redis unreachable');
      expect(log).toContain('Redis is back');
      expect(log).not.toContain(PASSWORD);
    }
  });
});
