import type { DemoUpstream } from '@agency/demo-upstream/launcher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from './api-process.js';
import { demoEnv, waitFor } from './harness.js';
import { parsePrometheusText, total } from '@agency/test-kit/prometheus-text';
import type { RedisServer } from '@agency/test-kit/redis-server';
import { startDemoAndRedis } from './demo-and-redis.js';

// An API started while its Redis is away: one warning however many reconnection attempts it makes
// (ioredis reports every failed attempt), a metric that tells, and one line when Redis comes.

const METRICS_TOKEN = 'scrape-token-for-tests-0123456789';
type LogLine = { level: number; msg: string; component?: string };

let demo: DemoUpstream;
let redis: RedisServer;
let api: ApiProcess | undefined;
beforeAll(async () => {
  ({ demo, redis } = await startDemoAndRedis());
  // Its port is known and nothing listens there until the restart below.
  await redis.kill();
  api = await startApiProcess(demoEnv(demo, { REDIS_URL: redis.url, METRICS_TOKEN }));
});
afterAll(async () => {
  await Promise.all([api?.stop(), demo?.stop(), redis?.stop()]);
});

async function redisMetrics(): Promise<{ up: number; attempts: number }> {
  const response = await fetch(`${api!.url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const samples = parsePrometheusText(await response.text());
  return {
    up: total(samples, 'redis_connection_up'),
    attempts: total(samples, 'redis_reconnect_attempts_total'),
  };
}
const redisLines = () => api!.logLines<LogLine>().filter((line) => line.component === 'redis');

describe('an API whose Redis is unreachable', () => {
  it('writes one warning while it keeps trying, and says so in its metrics', async () => {
    await waitFor(async () => (await redisMetrics()).attempts >= 6);
    expect((await redisMetrics()).up).toBe(0);
    expect(redisLines()).toEqual([
      expect.objectContaining({ level: 40, msg: expect.stringContaining('Redis unreachable') as string }),
    ]);
    // Nothing else about it reaches the output, such as ioredis' own line per failed attempt: one
    // warning from the shared cache's connection, one from the submissions queue's (same Redis).
    expect(api!.output().match(/ECONNREFUSED/g)).toHaveLength(2);
    const ready = (await (await fetch(`${api!.url}/readyz`)).json()) as { status: string; redis: string };
    expect(ready).toMatchObject({ status: 'degraded', redis: 'down' });
  });

  it('writes one line when Redis comes, and its metric goes up', async () => {
    await redis.restart();
    await waitFor(async () => (await redisMetrics()).up === 1, 15_000);
    expect(redisLines().map((line) => line.msg)).toEqual([
      expect.stringContaining('Redis unreachable'),
      expect.stringContaining('Redis is back'),
    ]);
  });
});
