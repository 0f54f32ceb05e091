// Counts calls per "METHOD /path", so tests can prove the API cached, batched or retried.

import type { CallCounts } from './shapes.js';

export class CallCounter {
  private counts = new Map<string, number>();
  private total = 0;

  count(method: string, path: string): void {
    const key = `${method} ${path}`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    this.total += 1;
  }

  snapshot(): CallCounts {
    return { total: this.total, counts: Object.fromEntries(this.counts) };
  }

  reset(): void {
    this.counts = new Map();
    this.total = 0;
  }
}
