import { LRUCache } from 'lru-cache';
import type { RateDecision, RateLimit } from './rate-limits.js';

type Known = { remaining: number; resetAt: number };

/** Callers remembered at most; the least recently charged are forgotten first (they then start from a full budget). */
const MAX_CALLERS = 10_000;
/** How long hits' points gather before one charge per caller goes to the limiter. */
const FLUSH_MS = 50;

/**
 * Charges response-cache hits without waiting on the limiter, so the hot path stays synchronous
 * and cheap (a limiter call per hit cost a sixth of the hit rate): the answer goes with the budget
 * as last known minus this hit; the points of each caller's hits are charged together every 50 ms
 * and the limiter's verdict is kept for the caller's next request. A caller can overdraw by what
 * it spends within one such interval; its next request after that is refused.
 */
export class DeferredCharges {
  private readonly known = new LRUCache<string, Known>({ max: MAX_CALLERS });
  private pending = new Map<string, number>();
  private flushing: NodeJS.Timeout | undefined;

  constructor(private readonly limit: RateLimit) {}

  charge(caller: string, points: number): RateDecision {
    const now = Date.now();
    let state = this.known.get(caller);
    if (!state || state.resetAt <= now) {
      state = { remaining: this.limit.points, resetAt: now + this.limit.windowSeconds * 1000 };
      this.remember(caller, state);
    }
    const resetSeconds = Math.ceil((state.resetAt - now) / 1000);
    if (state.remaining < points)
      return { ok: false, retryAfterSeconds: Math.max(1, resetSeconds), remaining: 0, resetSeconds };
    state.remaining -= points;
    this.pending.set(caller, (this.pending.get(caller) ?? 0) + points);
    this.flushing ??= setTimeout(() => this.flush(), FLUSH_MS).unref();
    return { ok: true, remaining: state.remaining, resetSeconds };
  }

  private flush(): void {
    const batch = this.pending;
    this.pending = new Map();
    this.flushing = undefined;
    for (const [caller, points] of batch) {
      void this.limit.consume(caller, points).then((decision) => this.note(caller, decision));
    }
  }

  /** What the limiter said of a caller (after this batch, or a charge made elsewhere: a miss). */
  note(caller: string, state: Pick<RateDecision, 'remaining' | 'resetSeconds'>): void {
    // Hits charged since are not in the limiter's count yet.
    const since = this.pending.get(caller) ?? 0;
    this.remember(caller, {
      remaining: state.remaining - since,
      resetAt: Date.now() + state.resetSeconds * 1000,
    });
  }

  private remember(caller: string, state: Known): void {
    this.known.set(caller, state);
  }
}
