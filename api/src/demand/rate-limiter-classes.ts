import type * as Flexible from 'rate-limiter-flexible';
// @ts-expect-error the package's modules below its index have no types of their own (its index's, used here, describe them).
import memory from 'rate-limiter-flexible/lib/RateLimiterMemory.js';
// @ts-expect-error as above
import redis from 'rate-limiter-flexible/lib/RateLimiterRedis.js';
// @ts-expect-error as above
import result from 'rate-limiter-flexible/lib/RateLimiterRes.js';

// The three classes rate-limits.ts uses, without the package's index: it loads every limiter it
// has (Mongo, MySQL, Postgres, DynamoDB, Prisma, Etcd, the cluster one with Node's cluster,
// child_process and dgram), a few ms of each start of the API for nothing (issue 25). The index
// re-exports these same modules. The lockfile pins the package; a move of these files fails the
// build ("Could not resolve") and every test that starts the API.

export const RateLimiterMemory = memory as typeof Flexible.RateLimiterMemory;
export type RateLimiterMemory = Flexible.RateLimiterMemory;
export const RateLimiterRedis = redis as typeof Flexible.RateLimiterRedis;
export type RateLimiterRedis = Flexible.RateLimiterRedis;
export const RateLimiterRes = result as typeof Flexible.RateLimiterRes;
export type RateLimiterRes = Flexible.RateLimiterRes;
