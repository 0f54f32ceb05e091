import type { Queue } from 'bullmq';
import type { Logger } from '@agency/server-kit/logger';
import { SingleFlight } from '@agency/server-kit/single-flight';
import type { OutboxStore } from '../outbox-store.js';
import type { OutboxRecord } from '../outbox-types.js';
import type { QueuePhotos } from './queue-photos.js';
import type { Delivered } from './queue-processor.js';

const SCAN_INTERVAL_MS = 1_000;

/**
 * Moves submissions sealed on this disk (pending/) into the queue: photos first, then the job
 * under the submission's id, then the local copy is removed. Each step may be repeated: a relay
 * that dies between the add and the removal adds again on its next pass, and BullMQ keeps the job
 * it has for that id (no second job). While Redis is away or refused, entries simply stay on disk
 * and a pass every second moves them once it is back.
 */
export class Relay {
  private readonly moving = new SingleFlight<boolean>();
  private timer: NodeJS.Timeout | undefined;
  private passing: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly store: OutboxStore,
    private readonly queue: Queue<OutboxRecord, Delivered>,
    private readonly photos: QueuePhotos,
    private readonly logger: Logger,
    private readonly usable: () => boolean,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.pass(), SCAN_INTERVAL_MS);
    this.timer.unref();
    void this.pass();
  }

  /** Queues one submission now; false when it stays on disk for a later pass (Redis away). */
  push(id: string): Promise<boolean> {
    if (this.stopped || !this.usable()) return Promise.resolve(false);
    return this.moving.run(id, () =>
      this.move(id).catch((error: unknown) => {
        // The entry stays on disk (it was sealed before this): a later pass tries again.
        this.logger.error({ submission: id, err: error }, 'outbox: could not read a submission to queue it');
        return false;
      }),
    );
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.passing;
    await this.moving.settled();
  }

  private pass(): Promise<void> {
    if (this.passing || this.stopped || !this.usable()) return this.passing ?? Promise.resolve();
    this.passing = (async () => {
      let queued = 0;
      for (const id of await this.store.list('pending').catch(() => [])) {
        // A submission being accepted right now is pushed by its own request.
        if (this.moving.has(id)) continue;
        if (this.stopped || !(await this.push(id))) break;
        queued++;
      }
      if (queued) this.logger.info({ count: queued }, 'outbox: queued what waited on this disk');
    })().finally(() => (this.passing = null));
    return this.passing;
  }

  private async move(id: string): Promise<boolean> {
    let record: OutboxRecord;
    try {
      record = await this.store.read('pending', id);
    } catch (error) {
      // Already moved by another push of the same id.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
      throw error;
    }
    try {
      await this.photos.put(record, (file) => this.store.filePath('pending', id, file));
      await this.queue.add(record.kind, record, { jobId: id });
    } catch (error) {
      this.logger.warn(
        { submission: id, err: (error as Error).message },
        'outbox: could not queue a submission; it waits on this disk',
      );
      return false;
    }
    await this.store.forget(id);
    return true;
  }
}
