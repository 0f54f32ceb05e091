import type { Redis } from 'ioredis';

/**
 * What BullMQ's production guide asks of its Redis that this one lacks: `maxmemory-policy
 * noeviction` (an evicted key is a lost application or a broken queue) and the append-only file
 * (without it a Redis restart loses what the visitors were told is safe). Read with CONFIG GET;
 * where a managed Redis disables CONFIG, from INFO, which reports both. `unverified` says why
 * neither could be read.
 */
export async function queueRedisProblems(
  client: Redis,
): Promise<{ problems: string[]; unverified?: string }> {
  let policy: string | undefined;
  let appendOnly: boolean | undefined;
  try {
    const [, maxmemoryPolicy] = (await client.call('CONFIG', 'GET', 'maxmemory-policy')) as string[];
    const [, appendonly] = (await client.call('CONFIG', 'GET', 'appendonly')) as string[];
    policy = maxmemoryPolicy;
    appendOnly = appendonly === undefined ? undefined : appendonly === 'yes';
  } catch (configError) {
    try {
      const info = await client.info();
      policy = /^maxmemory_policy:(\S+)/m.exec(info)?.[1];
      const aof = /^aof_enabled:(\d)/m.exec(info)?.[1];
      appendOnly = aof === undefined ? undefined : aof === '1';
    } catch (infoError) {
      return {
        problems: [],
        unverified: `neither CONFIG GET (${(configError as Error).message}) nor INFO (${(infoError as Error).message}) answered`,
      };
    }
  }
  const problems: string[] = [];
  if (policy !== undefined && policy !== 'noeviction')
    problems.push(
      `the queue's Redis (QUEUE_REDIS_URL, else REDIS_URL) has maxmemory-policy ${policy}: it may evict queued applications. Run it with --maxmemory-policy noeviction (docker-compose.yml does), or give the queue a Redis of its own with QUEUE_REDIS_URL.`,
    );
  if (appendOnly === false)
    problems.push(
      `the queue's Redis (QUEUE_REDIS_URL, else REDIS_URL) has appendonly no: a restart would lose the queued applications. Run it with --appendonly yes (docker-compose.yml does).`,
    );
  if (policy === undefined || appendOnly === undefined)
    return { problems, unverified: 'its answer did not name maxmemory-policy and appendonly' };
  return { problems };
}
