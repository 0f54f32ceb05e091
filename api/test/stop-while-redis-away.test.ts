import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoUpstream } from '@agency/demo-upstream/launcher';
import { demoEnv } from '@agency/test-kit/demo-env';
import type { RedisServer } from '@agency/test-kit/redis-server';
import { startApiProcess, type ApiProcess } from './api-process.js';
import { startHarness } from './harness.js';
import { startDemoAndRedis } from './demo-and-redis.js';

// An instance asked to stop while Redis is away (an outage, or Redis stopped first on the same
// host) stops: once, a stop waited forever on the submissions queue's worker, and a deployment
// would have waited for its kill timeout on every instance.

let demo: DemoUpstream;
let redis: RedisServer;
let api: ApiProcess | undefined;
beforeAll(async () => {
  ({ demo, redis } = await startDemoAndRedis());
});
afterAll(async () => {
  await Promise.all([api?.stop(), demo?.stop(), redis?.stop()]);
});

describe('an instance stopped while Redis is away', () => {
  it('stops when mounted in a host', async () => {
    await redis.restart();
    const harness = await startHarness({ demo, env: { REDIS_URL: redis.url } });
    await redis.kill();
    // A stop that never settles fails this test on its timeout.
    await harness.stop();
  });

  it('exits cleanly on SIGTERM as its own process', async () => {
    await redis.restart();
    api = await startApiProcess(demoEnv(demo, { REDIS_URL: redis.url }));
    await api.untilReady();
    await redis.kill();
    const exited = new Promise<number | null>((resolve) => api!.child.once('exit', resolve));
    api.child.kill('SIGTERM');
    // 0 is its own clean exit: the kit's stop would end it with SIGKILL after a grace period.
    expect(await exited).toBe(0);
  });
});
