// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { budgetAllowsPrefetch, forgetRateLimit, noteRateLimit } from './rate-budget';

const answer = (headers: Record<string, string>) => new Headers(headers);
const NOW = 1_000_000;

afterEach(forgetRateLimit);

describe('the budget for fetching ahead', () => {
  it('allows it before any answer, and while at least half the budget is left', () => {
    expect(budgetAllowsPrefetch(NOW)).toBe(true);
    noteRateLimit(
      answer({ ratelimit: '"cost";r=49773;t=60', 'ratelimit-policy': '"cost";q=50000;w=60;qu="cost"' }),
      NOW,
    );
    expect(budgetAllowsPrefetch(NOW)).toBe(true);
    noteRateLimit(answer({ ratelimit: '"cost";r=25000;t=12' }), NOW);
    expect(budgetAllowsPrefetch(NOW)).toBe(true);
  });

  it('stops it below half, until the window resets or an answer says the budget refilled', () => {
    noteRateLimit(
      answer({ ratelimit: '"cost";r=24999;t=40', 'ratelimit-policy': '"cost";q=50000;w=60' }),
      NOW,
    );
    expect(budgetAllowsPrefetch(NOW)).toBe(false);
    // An answer without the headers (a file, an error page) says nothing new.
    noteRateLimit(answer({}), NOW + 1000);
    expect(budgetAllowsPrefetch(NOW + 1000)).toBe(false);
    expect(budgetAllowsPrefetch(NOW + 40_000)).toBe(true);
    noteRateLimit(answer({ ratelimit: '"cost";r=49000;t=60' }), NOW + 2000);
    expect(budgetAllowsPrefetch(NOW + 2000)).toBe(true);
  });

  it('is known to the next page of the tab before its first answer (session storage)', async () => {
    noteRateLimit(
      answer({ ratelimit: '"cost";r=1000;t=30', 'ratelimit-policy': '"cost";q=50000;w=60' }),
      NOW,
    );
    // The next page loads the module anew: it knows nothing but what the last one stored.
    vi.resetModules();
    const nextPage = await import('./rate-budget');
    expect(nextPage.budgetAllowsPrefetch(NOW + 1000)).toBe(false);
    expect(nextPage.budgetAllowsPrefetch(NOW + 30_000)).toBe(true);
  });

  it('follows a partner-sized policy too (q and r read by name, not position)', () => {
    noteRateLimit(
      answer({ 'ratelimit-policy': '"cost";w=3600;q=1000', ratelimit: '"cost";t=100;r=400' }),
      NOW,
    );
    expect(budgetAllowsPrefetch(NOW)).toBe(false);
  });
});
