import type { Redis } from 'ioredis';
import { tagOfKey } from './purge-scope.js';
import type { StoredRead } from './shared-read-store.js';

// The shared read store's names in Redis and its compare-and-act scripts (redis-read-store.ts).

export const VALUE_PREFIX = 'agency:read:';
// Not under VALUE_PREFIX, so scanning the values never meets a lock.
export const LOCK_PREFIX = 'agency:read-lock:';
export const CHANNEL = 'agency:read-events';
// A load that started before a purge naming its key may carry what the purge was about (an edit the
// upstream had not answered yet), so its value is stored as stale, not fresh. Two epochs tell: this
// one moves at every invalidation and `all` purge, a tag's own (`agency:read-purge-epoch:content`,
// `...:boards`, `...:model:48213`) at a purge naming that tag, so a purge of one model leaves loads of
// other keys in flight fresh (one per purged model: as many as the catalogue at most).
export const PURGE_EPOCH = 'agency:read-purge-epoch';
export const tagEpoch = (tag: string) => `${PURGE_EPOCH}:${tag}`;

// Compare-and-act in one step, so an instance never extends or frees a lock it no longer holds.
export const RENEW_LOCK = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) end return 0`;
export const RELEASE_LOCK = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;
// Only an existing value: writing to one that just expired would recreate it without a time-to-live.
export const EXPIRE_VALUE = `if redis.call('exists', KEYS[1]) == 1 then redis.call('hset', KEYS[1], 'freshUntil', '0') end return 0`;
// Stores a loaded value fresh only when no purge naming it came since its load started (ARGV[1] and
// ARGV[5], the global and its tag's epochs then); otherwise as the stale fallback, unless a load
// started after the purge has stored its value already (a purge sets freshUntil 0: one not 0 is newer).
// Returns 1 when stored fresh.
export const STORE_VALUE = `local fresh = (redis.call('get', KEYS[2]) or '0') == ARGV[1] and (redis.call('get', KEYS[3]) or '0') == ARGV[5]
if not fresh and (redis.call('hget', KEYS[1], 'freshUntil') or '0') ~= '0' then return 0 end
redis.call('hset', KEYS[1], 'value', ARGV[2], 'freshUntil', fresh and ARGV[3] or '0', 'keepUntil', ARGV[4])
redis.call('pexpireat', KEYS[1], ARGV[4])
if fresh then return 1 end return 0`;

/**
 * Loads and stores `key`. A purge anywhere while the upstream answered makes the value stale, here
 * and in Redis: its readers get it (they asked before the purge), the next reader loads again.
 */
export async function loadAndStore(
  client: Redis,
  key: string,
  load: () => Promise<StoredRead>,
): Promise<StoredRead> {
  const epochKeys = [PURGE_EPOCH, tagEpoch(tagOfKey(key))] as const;
  const epochs = (await client.mget(...epochKeys)).map((epoch) => epoch ?? '0');
  const entry = await load();
  const stored = await client
    .eval(
      STORE_VALUE,
      3,
      VALUE_PREFIX + key,
      ...epochKeys,
      epochs[0]!,
      JSON.stringify({ v: entry.value }),
      String(entry.freshUntil),
      String(entry.keepUntil),
      epochs[1]!,
    )
    // Redis failing after the load: the value is the upstream's fresh answer, so it is served fresh.
    .catch(() => 1);
  return stored === 1 ? entry : { ...entry, freshUntil: 0 };
}
