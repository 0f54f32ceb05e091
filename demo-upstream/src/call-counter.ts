// Counts calls per "METHOD /path", so tests can prove the API cached, batched or retried; keeps
// the last few calls with their x-request-id, so tests can see a request id arrive upstream.

import type { CallCounts, RecentCall } from './shapes.js';

const RECENT_KEPT = 100;

export class CallCounter {
  private counts = new Map<string, number>();
  private total = 0;
  private recent: RecentCall[] = [];

  count(method: string, path: string, requestId?: string): void {
    const key = `${method} ${path}`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    this.total += 1;
    this.recent.push({ method, path, requestId: requestId ?? null });
    if (this.recent.length > RECENT_KEPT) this.recent.shift();
  }

  snapshot(): CallCounts {
    return { total: this.total, counts: Object.fromEntries(this.counts), recent: [...this.recent] };
  }

  reset(): void {
    this.counts = new Map();
    this.total = 0;
    this.recent = [];
  }
}
