import type { Logger } from '@agency/server-kit/logger';
import { runAsJob } from '@agency/server-kit/request-context';
import { createReadStream } from 'node:fs';
import type { UpstreamHttpClient } from '../upstream/http-client.js';
import { backoffDelay } from './backoff.js';
import { within, type Deliveries } from './deliveries.js';
import { deliver } from './deliver.js';
import type { OutboxStore } from './outbox-store.js';
import type { DeliveryOutcome } from './outbox-types.js';

const SCAN_INTERVAL_MS = 1_000;
const LOCAL_STATES = ['staging', 'pending', 'sending', 'rejected'] as const;

/**
 * Delivers from this machine's own disk when there is no queue (no QUEUE_REDIS_URL nor
 * REDIS_URL): one process per OUTBOX_DIR, one submission at a time, network errors and 5xx
 * retried with backoff across restarts; a 4xx refusal is kept aside with its reason and logged.
 */
export class LocalDeliveries implements Deliveries {
  readonly mode = 'local';
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private readonly inFlight = new Set<Promise<unknown>>();
  private stopped = false;

  constructor(
    private readonly store: OutboxStore,
    private readonly panel: UpstreamHttpClient,
    private readonly logger: Logger,
    private readonly options: { scanIntervalMs?: number } = {},
  ) {}

  async start(): Promise<void> {
    const { requeued, swept } = await this.store.init();
    if (requeued.length)
      this.logger.warn(
        { requeued },
        'outbox: deliveries cut short by the last stop are queued again (they may have reached the panel; same Idempotency-Key)',
      );
    if (swept.length) this.logger.info({ swept }, 'outbox: removed unfinished uploads of the last run');
    this.schedule(0);
  }

  deliverNow(id: string, waitMs: number): Promise<DeliveryOutcome | null> {
    if (this.stopped) return Promise.resolve(null);
    const delivery = (async () => ((await this.store.claim(id)) ? this.attempt(id) : null))();
    this.inFlight.add(delivery);
    void delivery.finally(() => this.inFlight.delete(delivery)).catch(() => undefined);
    return within(delivery, waitMs);
  }

  /** Runs one pass over due submissions (also used by tests to avoid waiting for the timer). */
  async drain(): Promise<void> {
    this.running ??= this.pass().finally(() => (this.running = null));
    return this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    await Promise.allSettled([...this.inFlight]);
  }

  async counts(): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const state of LOCAL_STATES) counts[state] = (await this.store.list(state).catch(() => [])).length;
    return counts;
  }

  oldestUndeliveredAt(): Promise<number | undefined> {
    return this.store.oldestUndeliveredAt();
  }

  health(): 'local' {
    return 'local';
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      void this.drain()
        .catch((error: unknown) => this.logger.error({ err: error }, 'outbox: delivery pass failed'))
        .finally(() => this.schedule(this.options.scanIntervalMs ?? SCAN_INTERVAL_MS));
    }, delay);
    this.timer.unref();
  }

  private async pass(): Promise<void> {
    for (const id of await this.store.list('pending')) {
      if (this.stopped) return;
      const state = await this.store.state('pending', id).catch(() => null);
      if (!state || state.nextAttemptAt > Date.now()) continue;
      // A retry is nobody's request: it gets its own id in the logs and upstream calls.
      if (await this.store.claim(id)) await runAsJob('outbox', () => this.attempt(id));
    }
  }

  private async attempt(id: string): Promise<DeliveryOutcome> {
    const record = await this.store.read('sending', id);
    const state = await this.store.state('sending', id);
    const outcome = await deliver(this.panel, record, (file) =>
      createReadStream(this.store.filePath('sending', id, file)),
    );
    const log = { submission: id, kind: record.kind, attempt: state.attempts + 1 };
    if (outcome.result === 'delivered') {
      await this.store.markDelivered(id, outcome.upstreamId);
      this.logger.info({ ...log, upstreamId: outcome.upstreamId }, 'outbox: delivered');
    } else if (outcome.result === 'rejected') {
      await this.store.markRejected(id, outcome);
      this.logger.error(
        { ...log, status: outcome.status, reason: outcome.reason },
        'outbox: the panel refused a submission; kept aside',
      );
    } else {
      const attempts = state.attempts + 1;
      const delay = backoffDelay(attempts);
      await this.store.release(id, { attempts, nextAttemptAt: Date.now() + delay, lastError: outcome.error });
      this.logger.warn(
        { ...log, retryInMs: delay, err: outcome.error },
        'outbox: delivery failed; will retry',
      );
    }
    return outcome;
  }
}
