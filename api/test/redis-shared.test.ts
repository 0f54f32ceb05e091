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
} from './redis-cluster.js';
import { purgeAt } from './harness.js';
import type { RedisServer } from '@agency/test-kit/redis-server';
import { startDemoAndRedis } from './demo-and-redis.js';

// Three API instances behind an imaginary load balancer, sharing one real Redis.

const ADMIN_TOKEN = 'admin-token-for-the-redis-shared-tests-0123456789';

let demo: DemoUpstream;
let redis: RedisServer;
const instances: ApiProcess[] = [];
beforeAll(async () => {
  ({ demo, redis } = await startDemoAndRedis());
  // 300 list queries from one address would spend its cost budget; that limit has its own tests.
  await startInstances(instances, 3, demo, {
    REDIS_URL: redis.url,
    RATE_LIMIT_MUTATIONS: '5',
    RATE_LIMIT_QUERY_COST: '10000000',
    TRUST_PROXY: 'true',
    ADMIN_TOKEN,
  });
});
// Whatever set-up got to start is stopped, also when it failed halfway.
afterAll(async () => {
  await Promise.all([...instances.map((api) => api.stop()), demo?.stop(), redis?.stop()]);
});

describe('instances sharing Redis', () => {
  it('report Redis up in their readiness', async () => {
    for (const api of instances)
      expect(await readiness(api)).toMatchObject({ httpStatus: 200, status: 'ready', redis: 'up' });
  });

  it('answer 300 concurrent cold models queries spread over three instances with one upstream list call', async () => {
    // The boards were loaded at start (warm start): purged, every instance must load them again before answering.
    await purgeAt(instances[0]!.url, ADMIN_TOKEN, { boards: true });
    await demo.resetCalls();
    const answers = await burstOfModels(instances, 300, { category: 'FASHION', gender: 'WOMAN' });
    for (const answer of answers) {
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.models.nodes).toHaveLength(20);
    }
    expect(await talentListCalls(demo)).toBe(1);
  });

  it('serve a value one instance loaded to the others', async () => {
    const [board] = await burstOfModels(instances, 1, { category: 'FASHION', gender: 'MAN' });
    const id = (board!.data!.models.nodes[3] as { id: string }).id;
    await demo.resetCalls();
    for (const api of instances) expect((await burstOfProfiles([api], 1, id))[0]!.data!.model!.id).toBe(id);
    expect(await profileCalls(demo)).toBe(1);
  });

  it('count a rate limit across instances', async () => {
    await demo.clearReceived();
    const address = '203.0.113.50';
    for (let i = 0; i < 5; i++)
      expect(await contact(instances[i % 3]!, address), `request ${i + 1}`).toMatchObject({
        status: 200,
        code: undefined,
      });
    // The sixth, on an instance that saw only one of the five, is refused.
    const limited = await contact(instances[2]!, address);
    expect(limited).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    expect((await contact(instances[0]!, address)).status).toBe(429);
    expect((await demo.received()).contacts).toHaveLength(5);
    // Another address has its own allowance.
    expect((await contact(instances[1]!, '198.51.100.7')).status).toBe(200);
  });
});
