import type { Redis } from 'ioredis';
import type { Budget } from './caller.js';
import { DeferredCharges } from './deferred-charges.js';
import { RateLimit } from './rate-limits.js';

const HOUR_SECONDS = 3600;

/**
 * The cost budgets requests are charged to: the per-address one (RATE_LIMIT_QUERY_COST) and one
 * per partner name (its costPerHour), each with its own ledger of cached hits. Keys sharing a name
 * (rotation) get the same budget; with Redis every instance counts into it.
 */
export function createBudgets(
  anonymous: RateLimit,
  redis?: Redis,
): { anonymous: Budget; partner(name: string, costPerHour: number): Budget } {
  const partners = new Map<string, Budget>();
  return {
    anonymous: { limit: anonymous, charges: new DeferredCharges(anonymous) },
    partner(name, costPerHour) {
      let budget = partners.get(name);
      if (!budget) {
        const limit = new RateLimit(costPerHour, HOUR_SECONDS, redis && { redis, name: `partner:${name}` });
        budget = { limit, charges: new DeferredCharges(limit) };
        partners.set(name, budget);
      }
      return budget;
    },
  };
}
