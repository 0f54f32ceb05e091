import { startDemoUpstream, type DemoUpstream } from '@agency/demo-upstream/launcher';
import { allStarted } from '@agency/test-kit/all-started';
import { startRedisServer, type RedisServer } from '@agency/test-kit/redis-server';

/**
 * A demo upstream and a Redis server started side by side for a Redis suite. When one fails to
 * start, the other is stopped before the error is thrown, so a failed set-up leaves nothing running.
 */
export async function startDemoAndRedis(
  redisOptions?: Parameters<typeof startRedisServer>[0],
): Promise<{ demo: DemoUpstream; redis: RedisServer }> {
  let demo: DemoUpstream | undefined;
  let redis: RedisServer | undefined;
  try {
    await allStarted([
      startDemoUpstream().then((started) => (demo = started)),
      startRedisServer(redisOptions).then((started) => (redis = started)),
    ]);
  } catch (error) {
    await Promise.all([demo?.stop(), redis?.stop()]);
    throw error;
  }
  return { demo: demo!, redis: redis! };
}
