import type { Logger } from '@agency/server-kit/logger';
import { runAsJob } from '@agency/server-kit/request-context';
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
 * backoff across restarts; a 4xx refusal is kept aside with its reason and logged. Several
 * instances may share the outbox: each keeps its heartbeat fresh and takes over the claims of
 * instances that stopped beating (docs/decisions/0009).
 */
export class DeliveryWorker {
  private timer: NodeJS.Timeout | undefined;
  private watchTimer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private watching: Promise<void> | null = null;
  private readonly inFlight = new Set<Promise<unknown>>();
  private stopped = false;

  constructor(
    private readonly store: OutboxStore,
    private readonly panel: UpstreamHttpClient,
    private readonly logger: Logger,
    private readonly options: { scanIntervalMs?: number; backoff?: (attempts: number) => number } = {},
  ) {}

  async start(): Promise<void> {
    await this.store.init();
    await this.watch();
    // A third of the lease: two heartbeats may be late before the others take this one for dead.
    this.watchTimer = setInterval(() => void this.watch(), this.store.leaseMs / 3);
    this.watchTimer.unref();
    this.schedule(0);
  }

  /**
   * Delivers one submission now (the mutation's first try); null if it is not pending any more or
   * the worker is stopping (it stays pending for whichever instance goes on).
   */
  async deliverNow(id: string): Promise<DeliveryOutcome | null> {
    if (this.stopped) return null;
    const delivery = (async () => ((await this.store.claim(id)) ? this.attempt(id) : null))();
    this.inFlight.add(delivery);
    return delivery.finally(() => this.inFlight.delete(delivery));
  }

  /** Runs one pass over due submissions (also used by tests to avoid waiting for the timer). */
  async drain(): Promise<void> {
    this.running ??= this.pass().finally(() => (this.running = null));
    return this.running;
  }

  /** Stops claiming, lets the deliveries under way finish, then stops looking alive. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    clearInterval(this.watchTimer);
    await this.running;
    await Promise.allSettled([...this.inFlight]);
    await this.watching;
    await this.store.retire();
  }

  /** Heartbeat, and takes over what instances that stopped beating held. */
  private async watch(): Promise<void> {
    if (this.watching) return;
    this.watching = this.store
      .takeOver()
      .then(({ requeued, swept }) => {
        if (requeued.length)
          this.logger.warn(
            { requeued },
            'outbox: took over deliveries of an instance that stopped (they may have reached the panel; same Idempotency-Key)',
          );
        if (swept.length)
          this.logger.info({ swept }, 'outbox: removed unfinished uploads of an instance that stopped');
      })
      .catch((error: unknown) => this.logger.error({ err: error }, 'outbox: heartbeat or take-over failed'))
      .finally(() => (this.watching = null));
    await this.watching;
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

  private async attempt(id: string): Promise<DeliveryOutcome | null> {
    let record, state;
    try {
      record = await this.store.read('sending', id);
      state = await this.store.state('sending', id);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      // This instance looked dead (paused past the lease) and another one took the claim over.
      this.logger.warn(
        { submission: id },
        'outbox: claim taken over before posting; left to the other instance',
      );
      return null;
    }
    const outcome = await deliver(this.panel, record, (file) => this.store.filePath('sending', id, file));
    const log = { submission: id, kind: record.kind, attempt: state.attempts + 1 };
    if (outcome.result === 'delivered') {
      if (await this.store.markDelivered(id, outcome.upstreamId))
        this.logger.info({ ...log, upstreamId: outcome.upstreamId }, 'outbox: delivered');
      else
        this.logger.error(
          { ...log, upstreamId: outcome.upstreamId },
          'outbox: delivered, but another instance had taken the claim over and is posting it again: the panel gets it twice (same Idempotency-Key)',
        );
    } else if (outcome.result === 'rejected') {
      if (await this.store.markRejected(id, outcome))
        this.logger.error(
          { ...log, status: outcome.status, reason: outcome.reason },
          'outbox: the panel refused a submission; kept aside',
        );
      else
        this.logger.warn(
          { ...log, status: outcome.status, reason: outcome.reason },
          'outbox: the panel refused a submission another instance had taken over; it goes on there',
        );
    } else {
      const attempts = state.attempts + 1;
      const delay = (this.options.backoff ?? backoffDelay)(attempts);
      if (
        await this.store.release(id, {
          attempts,
          nextAttemptAt: Date.now() + delay,
          lastError: outcome.error,
        })
      ) {
        this.logger.warn(
          { ...log, retryInMs: delay, err: outcome.error },
          'outbox: delivery failed; will retry',
        );
      } else
        this.logger.warn(
          { ...log, err: outcome.error },
          'outbox: delivery failed and another instance had taken the claim over; it goes on there',
        );
    }
    return outcome;
  }
}
