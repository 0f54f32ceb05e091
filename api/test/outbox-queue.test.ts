import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { startDemoUpstream, type DemoUpstream } from '@agency/demo-upstream/launcher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedisServer, type RedisServer } from '@agency/test-kit/redis-server';
import { GET_SCOUTED, photos, postMultipart, validGetScouted } from '@agency/test-kit/uploads';
import { startApiProcess, type ApiProcess } from './api-process.js';
import { demoEnv, waitFor } from './harness.js';

// Several machines, each with its own OUTBOX_DIR, sharing only the queue's Redis (BullMQ): what one
// accepted, another delivers, once.

let demo: DemoUpstream;
let redis: RedisServer;
let client: Redis;
type Instance = ApiProcess & { outboxDir: string };
const apis: ApiProcess[] = [];

beforeAll(async () => {
  [demo, redis] = await Promise.all([startDemoUpstream(), startRedisServer()]);
  client = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 0 });
  client.on('error', () => undefined);
});
afterAll(async () => {
  client?.disconnect();
  await Promise.all(apis.map((api) => api.stop()));
  await redis?.stop();
  await demo?.stop();
});

/** An instance on its own outbox folder (demoEnv makes a fresh one), with the shared queue. */
async function instance(extra: Record<string, string> = {}): Promise<Instance> {
  const env = demoEnv(demo, {
    REDIS_URL: redis.url,
    QUEUE_LOCK_MS: '2000',
    UPSTREAM_BREAKER_RESET_MS: '1000',
    // DELIVERED must not depend on the machine's load: a waiting visitor hears it once the panel has it.
    SUBMISSION_ANSWER_WAIT_MS: '20000',
    ...extra,
  });
  const api = await startApiProcess(env);
  apis.push(api);
  return Object.assign(api, { outboxDir: env.OUTBOX_DIR! });
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
/** Jobs waiting, being posted and waiting for a retry. */
const queueCounts = () =>
  Promise.all([
    client.llen('bull:submissions:wait'),
    client.llen('bull:submissions:active'),
    client.zcard('bull:submissions:delayed'),
  ]);
const pendingOnDisk = (api: Instance) => readdirSync(join(api.outboxDir, 'pending'));

describe('submissions queue shared by instances on separate disks', () => {
  it('has the second instance deliver, once each, what the first accepted before it was killed', async () => {
    // Each entry post hangs a while and then fails: some jobs are being posted by the first when it dies.
    await demo.setFaults({ outage: true, latencyMs: 1500, paths: ['/api/entry/'] }, 'panel');
    const [first, second] = await Promise.all([instance(), instance()]);

    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => submit(first, i)));
    expect(answers.map(({ status }) => status)).toEqual(Array(6).fill('QUEUED'));
    const accepted = answers.map(({ id }) => id).sort();
    // In the queue before the answer: nothing waits on the first machine's disk, the photos are in Redis.
    expect((await photoKeys()).length).toBe(6);
    expect(pendingOnDisk(first)).toEqual([]);

    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    await demo.clearFaults('panel');

    await waitFor(async () => (await demo.received()).entries.length >= accepted.length, 60_000);
    // Every job done, and nothing posted twice meanwhile.
    await waitFor(async () => (await queueCounts()).every((count) => count === 0), 10_000);
    const { entries } = await demo.received();
    expect(entries.map((entry) => entry.idempotencyKey).sort()).toEqual(accepted);
    for (const entry of entries) expect(entry.files).toHaveLength(3);
    // The panel has them: their photos are gone from Redis.
    await waitFor(async () => (await photoKeys()).length === 0, 5000);
    expect(
      second.logLines<{ msg: string }>().filter((line) => line.msg === 'outbox: delivered'),
    ).toHaveLength(6);
  }, 120_000);
});

describe('submissions queue while its Redis is away', () => {
  it('answers QUEUED with the submission safe on disk, and delivers it once Redis is back', async () => {
    const api = await instance();
    await redis.kill();
    const { id, status } = await submit(api, 7);
    expect(status).toBe('QUEUED');
    expect(pendingOnDisk(api)).toEqual([id]);
    expect(await (await fetch(`${api.url}/readyz`)).json()).toMatchObject({
      status: 'degraded',
      queue: 'down',
    });

    await redis.restart();
    await waitFor(
      async () => (await demo.received()).entries.some((entry) => entry.idempotencyKey === id),
      30_000,
    );
    // The local copy goes once the job is added; a worker may deliver it before that removal.
    await waitFor(() => pendingOnDisk(api).length === 0, 5000);
    await waitFor(async () => (await queueCounts()).every((count) => count === 0), 10_000);
    expect((await demo.received()).entries.filter((entry) => entry.idempotencyKey === id)).toHaveLength(1);
    expect(await (await fetch(`${api.url}/readyz`)).json()).toMatchObject({ queue: 'up' });
  }, 60_000);

  it('answers DELIVERED through the queue when the panel takes it at once', async () => {
    const api = await instance();
    const { id, status } = await submit(api, 8);
    expect(status).toBe('DELIVERED');
    expect((await demo.received()).entries.filter((entry) => entry.idempotencyKey === id)).toHaveLength(1);
  }, 60_000);
});

describe("queue Redis set up against BullMQ's rules", () => {
  it('is refused at start, saying what to change', async () => {
    const lax = await startRedisServer({ args: ['--maxmemory-policy', 'allkeys-lru', '--appendonly', 'no'] });
    try {
      const refused = await startApiProcess(demoEnv(demo, { QUEUE_REDIS_URL: lax.url })).then(
        (api) => {
          apis.push(api);
          return '';
        },
        (error: Error) => error.message,
      );
      expect(refused).toMatch(/maxmemory-policy allkeys-lru.*--maxmemory-policy noeviction/);
      expect(refused).toMatch(/appendonly no.*--appendonly yes/);
      expect(refused).not.toContain(lax.url);
    } finally {
      await lax.stop();
    }
  }, 60_000);
});
