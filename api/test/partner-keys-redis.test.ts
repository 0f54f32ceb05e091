import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoUpstream } from '@agency/demo-upstream/launcher';
import { startHarness, type Harness } from './harness.js';
import { newPartnerKey, writeKeysFile } from '@agency/test-kit/partner-keys';
import { rawGraphQL } from './raw-graphql.js';
import type { RedisServer } from '@agency/test-kit/redis-server';
import { startDemoAndRedis } from './demo-and-redis.js';

// Two API instances sharing one Redis, as behind a load balancer: a partner's hourly budget is one
// budget wherever its requests land.

const CONTACT = '{ contact { address } }'; // 101 points
const key = newPartnerKey();
let demo: DemoUpstream;
let redis: RedisServer;
const instances: Harness[] = [];
beforeAll(async () => {
  ({ demo, redis } = await startDemoAndRedis());
  const env = {
    REDIS_URL: redis.url,
    PARTNER_KEYS_FILE: writeKeysFile([
      { name: 'acme', keySha256: key.sha256, origins: [], costPerHour: 500 },
    ]),
  };
  for (let i = 0; i < 2; i++) instances.push(await startHarness({ demo, env }));
});
afterAll(async () => {
  await Promise.all([...instances.map((h) => h.stop()), demo?.stop(), redis?.stop()]);
});

describe('a partner budget across instances sharing Redis', () => {
  it('counts the key’s points on both instances and refuses it on either once spent', async () => {
    const ask = (i: number) =>
      rawGraphQL(instances[i % 2]!.url, CONTACT, undefined, {
        headers: { authorization: `Bearer ${key.key}` },
      });
    const left: number[] = [];
    for (let i = 0; i < 4; i++) {
      const answer = await ask(i);
      expect(answer.status).toBe(200);
      left.push(Number(/r=(\d+)/.exec(answer.headers.get('ratelimit')!)![1]));
    }
    // One count, whichever instance answered.
    expect(left).toEqual([399, 298, 197, 96]);
    expect((await ask(0)).status).toBe(429);
    expect((await ask(1)).status).toBe(429);
  });
});
