import type { Logger } from '../logger.js';
import { runAsJob } from '../observability/request-context.js';
import type { UpstreamHttpClient } from '../upstream/http-client.js';
import { deliver } from './deliver.js';
import type { OutboxStore } from './outbox-store.js';
import type { DeliveryOutcome } from './outbox-types.js';

const BACKOFF_BASE_MS = 2_000;
const BACKOFF_MAX_MS = 5 * 60_000;
const SCAN_INTERVAL_MS = 1_000;

export function backoffDelay(attempts: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * Delivers pending submissions to the panel, one at a time, retrying network errors and 5xx with
 * backoff across restarts; a 4xx refusal is kept aside with its reason and logged.
 */
export class DeliveryWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly store: OutboxStore,
    private readonly panel: UpstreamHttpClient,
    private readonly logger: Logger,
    private readonly options: { scanIntervalMs?: number; backoff?: (attempts: number) => number } = {},
  ) {}

  async start(): Promise<void> {
    await this.store.init();
    const { requeued, swept } = await this.store.recover();
    if (requeued.length) this.logger.warn({ requeued }, 'outbox: resuming deliveries interrupted by a restart');
    if (swept.length) this.logger.info({ swept: swept.length }, 'outbox: removed unfinished uploads');
    this.schedule(0);
  }

  /** Delivers one submission now (the mutation's first try); false if it is not pending any more. */
  async deliverNow(id: string): Promise<DeliveryOutcome | null> {
    if (!(await this.store.claim(id))) return null;
    return this.attempt(id);
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
    const outcome = await deliver(this.panel, record, (file) => this.store.filePath('sending', id, file));
    const log = { submission: id, kind: record.kind, attempt: state.attempts + 1 };
    if (outcome.result === 'delivered') {
      await this.store.markDelivered(id, outcome.upstreamId);
      this.logger.info({ ...log, upstreamId: outcome.upstreamId }, 'outbox: delivered');
    } else if (outcome.result === 'rejected') {
      await this.store.markRejected(id, outcome);
      this.logger.error({ ...log, status: outcome.status, reason: outcome.reason }, 'outbox: the panel refused a submission; kept aside');
    } else {
      const attempts = state.attempts + 1;
      const delay = (this.options.backoff ?? backoffDelay)(attempts);
      await this.store.release(id, { attempts, nextAttemptAt: Date.now() + delay, lastError: outcome.error });
      this.logger.warn({ ...log, retryInMs: delay, err: outcome.error }, 'outbox: delivery failed; will retry');
    }
    return outcome;
  }
}
