import type { DeliveryOutcome } from './outbox-types.js';

/**
 * How accepted submissions reach the panel: from this machine's disk (LocalDeliveries, no Redis)
 * or through the shared queue (QueueDeliveries, docs/decisions/0026).
 */
export interface Deliveries {
  readonly mode: 'local' | 'queue';
  start(): Promise<void>;
  /** Graceful stop: no new attempts; the ones under way finish. */
  stop(): Promise<void>;
  /**
   * The first try of a submission just sealed in the outbox: its outcome if it comes within
   * `waitMs`, else null (it is queued and goes on in the background).
   */
  deliverNow(id: string, waitMs: number): Promise<DeliveryOutcome | null>;
  /** Submissions by state, for /metrics. */
  counts(): Promise<Record<string, number>>;
  /** When the oldest submission not yet with the panel was accepted (undefined: none). */
  oldestUndeliveredAt(): Promise<number | undefined>;
  /** For /readyz: `local` without a queue; the queue's Redis `up`, `down` or `misconfigured`. */
  health(): 'local' | 'up' | 'down' | 'misconfigured';
}

/** Races an attempt against the visitor's wait: null when the wait ends first. */
export function within<T>(attempt: Promise<T | null>, waitMs: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<null>((resolve) => (timer = setTimeout(resolve, waitMs, null)));
  return Promise.race([attempt, waited]).finally(() => clearTimeout(timer));
}
