import { startDemoUpstream, type DemoUpstream } from '@agency/demo-upstream/launcher';
import { startRedisServer, type RedisServer } from '@agency/test-kit/redis-server';

/**
 * A demo upstream and a Redis server started side by side for a Redis suite. When one fails to
 * start, the other is stopped before the error is thrown, so a failed set-up leaves nothing running.
 */
export async function startDemoAndRedis(
  redisOptions?: Parameters<typeof startRedisServer>[0],
): Promise<{ demo: DemoUpstream; redis: RedisServer }> {
  const [demo, redis] = await Promise.allSettled([startDemoUpstream(), startRedisServer(redisOptions)]);
  if (demo.status === 'fulfilled' && redis.status === 'fulfilled')
    return { demo: demo.value, redis: redis.value };
  await Promise.all([
    demo.status === 'fulfilled' ? demo.value.stop() : undefined,
    redis.status === 'fulfilled' ? redis.value.stop() : undefined,
  ]);
  throw demo.status === 'rejected' ? demo.reason : (redis as PromiseRejectedResult).reason;
}
