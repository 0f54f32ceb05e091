import { describe, expect, it } from 'vitest';
import { waitFor } from '@agency/test-kit/wait-for';
import { DeferredCharges } from './deferred-charges.js';
import { RateLimit } from './rate-limits.js';

describe('charges of cached answers', () => {
  it('answers at once from the last known budget and charges the limiter behind, in one batch', async () => {
    const limit = new RateLimit(1000, 60);
    const charges = new DeferredCharges(limit);
    const decisions = Array.from({ length: 5 }, () => charges.charge('198.51.100.1', 100));
    expect(decisions.map((d) => d.remaining)).toEqual([900, 800, 700, 600, 500]);
    expect(decisions.every((d) => d.ok)).toBe(true);
    // The limiter hears of all five together.
    await waitFor(async () => (await limit.peek('198.51.100.1')).remaining === 500);
  });

  it('refuses the next hit once the budget is spent, without asking the limiter', async () => {
    const limit = new RateLimit(1000, 60);
    const charges = new DeferredCharges(limit);
    // A miss (charged directly by the cost plugin) used most of it.
    charges.note('198.51.100.2', await limit.consume('198.51.100.2', 950));
    const refused = charges.charge('198.51.100.2', 101);
    expect(refused).toMatchObject({ ok: false, remaining: 0 });
    expect(refused.ok || refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(charges.charge('198.51.100.2', 50)).toMatchObject({ ok: true, remaining: 0 });
    // Another caller has its own budget.
    expect(charges.charge('198.51.100.3', 101)).toMatchObject({ ok: true, remaining: 899 });
  });

  it('keeps hits charged after a batch left out of what the limiter says of that batch', async () => {
    const limit = new RateLimit(1000, 60);
    const charges = new DeferredCharges(limit);
    charges.charge('198.51.100.4', 100);
    await waitFor(async () => (await limit.peek('198.51.100.4')).remaining === 900);
    charges.charge('198.51.100.4', 100);
    // The limiter (900) does not know of the second hit yet: the ledger keeps it.
    charges.note('198.51.100.4', await limit.peek('198.51.100.4'));
    expect(charges.charge('198.51.100.4', 0).remaining).toBe(800);
  });
});
