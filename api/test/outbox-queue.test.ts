import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { startDemoUpstream, type DemoUpstream } from '@agency/demo-upstream/launcher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allStarted } from '@agency/test-kit/all-started';
import { startRedisServer, type RedisServer } from '@agency/test-kit/redis-server';
import { GET_SCOUTED, photos, postMultipart, validGetScouted } from '@agency/test-kit/uploads';
import { startApiProcess, type ApiProcess } from './api-process.js';
import { demoEnv, waitFor } from './harness.js';

// Several machines, each with its own OUTBOX_DIR, sharing only the queue's Redis (BullMQ): what one
// accepted, another delivers, once.

let demo: DemoUpstream;
let redis: RedisServer;
let client: Redis;
const apis: ApiProcess[] = [];

beforeAll(async () => {
  [demo, redis] = await Promise.all([startDemoUpstream(), startRedisServer()]);
  client = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 0 });
});
afterAll(async () => {
  client?.disconnect();
  await Promise.all(apis.map((api) => api.stop()));
  await redis?.stop();
  await demo?.stop();
});

/** An instance on its own outbox folder (demoEnv makes a fresh one), with the shared queue. */
async function instance(extra: Record<string, string> = {}): Promise<ApiProcess> {
  const api = await startApiProcess(
    demoEnv(demo, { REDIS_URL: redis.url, QUEUE_LOCK_MS: '2000', UPSTREAM_BREAKER_RESET_MS: '1000', ...extra }),
  );
  apis.push(api);
  return api;
}

async function submit(api: ApiProcess, i: number): Promise<{ id: string; status: string }> {
  const { body } = await postMultipart(
    api.url,
    GET_SCOUTED,
    { input: { ...validGetScouted, email: `visitor${i}@example.com` } },
    await photos(3),
  );
  expect(body.errors).toBeUndefined();
  return body.data!.submitGetScouted as { id: string; status: string };
}

const photoKeys = () => client.keys('bull:submissions:photos:*');

describe('submissions queue shared by instances on separate disks', () => {
  it('has the second instance deliver, once each, what the first accepted before it was killed', async () => {
    // Each entry post hangs a while and then fails: some jobs are being posted by the first when it dies.
    await demo.setFaults({ outage: true, latencyMs: 1500, paths: ['/api/entry/'] }, 'panel');
    const [first, second] = await Promise.all([instance(), instance()]);
    const outboxOf = (api: ApiProcess) => api === first ? 'first' : 'second';
    void outboxOf;

    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => submit(first!, i)));
    expect(answers.map(({ status }) => status)).toEqual(Array(6).fill('QUEUED'));
    const accepted = answers.map(({ id }) => id).sort();
    // In the queue before the answer: nothing waits on the first machine's disk, the photos are in Redis.
    expect((await photoKeys()).length).toBe(6);

    first!.child.kill('SIGKILL');
    await new Promise((resolve) => first!.child.once('exit', resolve));
    await demo.clearFaults('panel');

    await waitFor(async () => (await demo.received()).entries.length >= accepted.length, 30_000).catch((e) => {
      console.log('FIRST', first!.output().slice(-4000));
      console.log('SECOND', second!.output().slice(-6000));
      throw e;
    });
    // Every job done, and nothing posted twice meanwhile.
    await waitFor(async () => (await client.llen('bull:submissions:wait')) === 0 && (await client.zcard('bull:submissions:delayed')) === 0 && (await client.llen('bull:submissions:active')) === 0, 10_000);
    const { entries } = await demo.received();
    expect(entries.map((entry) => entry.idempotencyKey).sort()).toEqual(accepted);
    for (const entry of entries) expect(entry.files).toHaveLength(3);
    // The panel has them: their photos are gone from Redis.
    await waitFor(async () => (await photoKeys()).length === 0, 5000);
    expect(second!.logLines<{ msg: string }>().filter((line) => line.msg === 'outbox: delivered')).toHaveLength(6);
  }, 120_000);
});
