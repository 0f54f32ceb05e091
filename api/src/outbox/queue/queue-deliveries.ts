import { hostname } from 'node:os';
import { Queue, QueueEvents, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from '@agency/server-kit/logger';
import { ConfigError } from '@agency/server-kit/env';
import type { UpstreamHttpClient } from '../../upstream/http-client.js';
import { backoffDelay } from '../backoff.js';
import { within, type Deliveries } from '../deliveries.js';
import { createdAtOf, type OutboxStore } from '../outbox-store.js';
import type { DeliveryOutcome, OutboxRecord } from '../outbox-types.js';
import { QueueAdmin } from './queue-admin.js';
import { QueuePhotos } from './queue-photos.js';
import { createProcessor, rejectionOf, type Delivered } from './queue-processor.js';
import { queueRedisProblems } from './queue-redis-check.js';
import { Relay } from './relay.js';

export const QUEUE_NAME = 'submissions';
/** Completed jobs (the record, no photos) are kept this long, so a relay that repeats an add finds them. */
const KEEP_COMPLETED_SECONDS = 7 * 24 * 3600;
/** Attempts are not counted down: a submission is retried until the panel takes or refuses it. */
const ATTEMPTS = Number.MAX_SAFE_INTEGER;
const CONCURRENCY = 4;
/** How long stop() waits for BullMQ to close while Redis is unreachable. */
const STOP_WITH_REDIS_AWAY_MS = 1000;

export type QueueOptions = { url: string; lockMs: number };

/**
 * Deliveries through BullMQ on the queue's Redis, from any machine (docs/decisions/0026): the
 * relay copies each submission sealed on this disk into the queue (photos beside the job, job id =
 * submission id) and forgets it locally once it is there; every instance's worker takes jobs.
 */
export class QueueDeliveries implements Deliveries {
  readonly mode = 'queue';
  readonly admin: QueueAdmin;
  private readonly client: Redis;
  private readonly queue: Queue<OutboxRecord, Delivered>;
  private readonly photos: QueuePhotos;
  private readonly relay: Relay;
  private worker: Worker<OutboxRecord, Delivered> | undefined;
  private events: QueueEvents | undefined;
  private readonly waiters = new Map<string, (outcome: DeliveryOutcome | null) => void>();
  private readonly connections: Redis[] = [];
  private misconfigured = false;
  private lostLogged = false;

  constructor(
    private readonly store: OutboxStore,
    private readonly panel: UpstreamHttpClient,
    private readonly logger: Logger,
    private readonly options: QueueOptions,
  ) {
    // Commands fail at once while Redis is away: the relay keeps the submission on disk meanwhile.
    this.client = new Redis(options.url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 2000,
      retryStrategy: (attempt) => Math.min(50 * 2 ** attempt, 1000),
    });
    this.watch(this.client);
    this.queue = new Queue(QUEUE_NAME, {
      connection: this.client,
      defaultJobOptions: {
        attempts: ATTEMPTS,
        backoff: { type: 'capped' },
        removeOnComplete: { age: KEEP_COMPLETED_SECONDS },
        removeOnFail: false,
      },
    });
    this.queue.on('error', () => undefined);
    this.photos = new QueuePhotos(this.client, (id) => this.queue.toKey(`photos:${id}`));
    this.admin = new QueueAdmin(this.queue, this.photos);
    this.relay = new Relay(store, this.queue, this.photos, logger, () => this.health() === 'up');
  }

  async start(): Promise<void> {
    await this.store.init();
    await firstAttempt(this.client);
    // Unreachable at start: said once by watch(), checked when it comes.
    if (this.client.status === 'ready') await this.check({ refuse: true });
    // A Redis that comes back (maybe another one, restarted) is checked again before it is used.
    this.client.on('ready', () => void this.check({ refuse: false }));
    const blocking = () => this.blockingConnection();
    this.worker = new Worker(QUEUE_NAME, createProcessor(this.panel, this.photos, this.logger), {
      connection: blocking(),
      name: `${hostname()}-${process.pid}`,
      concurrency: CONCURRENCY,
      lockDuration: this.options.lockMs,
      stalledInterval: this.options.lockMs,
      // A job whose machine died goes back to wait however often that happens (each time, one
      // post may be repeated, with the same Idempotency-Key); it is never failed for it.
      maxStalledCount: ATTEMPTS,
      settings: { backoffStrategy: (attemptsMade) => backoffDelay(attemptsMade) },
    });
    this.worker.on('error', () => undefined);
    // Only once the panel has the entry (the job completed) are the photos deleted.
    this.worker.on('completed', (job) => void this.photos.delete(job.id!).catch(() => undefined));
    this.events = new QueueEvents(QUEUE_NAME, { connection: blocking() });
    this.events.on('error', () => undefined);
    this.events.on('completed', ({ jobId, returnvalue }) =>
      this.settle(jobId, {
        result: 'delivered',
        upstreamId: (returnvalue as unknown as Delivered)?.upstreamId,
      }),
    );
    // A failed attempt to be retried is moved to the delayed set (BullMQ's 'delayed' event).
    this.events.on('delayed', ({ jobId }) => this.settle(jobId, { result: 'retry', error: 'to be retried' }));
    this.events.on('failed', ({ jobId, failedReason }) =>
      this.settle(jobId, rejectionOf(failedReason) ?? { result: 'retry', error: failedReason }),
    );
    this.relay.start();
  }

  async deliverNow(id: string, waitMs: number): Promise<DeliveryOutcome | null> {
    const outcome = new Promise<DeliveryOutcome | null>((resolve) => this.waiters.set(id, resolve));
    try {
      return await within(
        this.relay.push(id).then((queued) => (queued ? outcome : null)),
        waitMs,
      );
    } finally {
      this.waiters.delete(id);
    }
  }

  async stop(): Promise<void> {
    await this.relay.stop();
    const connections = [...this.connections, this.client];
    // With Redis away, BullMQ's close waits for an 'end' that a reconnecting client never emits
    // (taskforcesh/bullmq#4656). A running delivery could not be recorded anyway then: the worker
    // is closed without waiting for it (another instance takes the job once its lock expires) and
    // the connections are dropped first, which also stops their reconnecting.
    const away = this.health() !== 'up';
    if (away) for (const connection of connections) connection.disconnect();
    const closing = (async () => {
      await this.worker?.close(away);
      await this.events?.close();
      await this.queue.close();
      return null;
    })();
    // Redis may also go away while closing: never wait longer than one lock.
    await within(closing, away ? STOP_WITH_REDIS_AWAY_MS : this.options.lockMs);
    for (const connection of connections)
      if (connection.status === 'ready') await connection.quit().catch(() => connection.disconnect());
      else connection.disconnect();
  }

  async counts(): Promise<Record<string, number>> {
    const onDisk = (await this.store.list('pending').catch(() => [])).length;
    if (this.health() !== 'up') return { pending: onDisk };
    const counts = await this.queue.getJobCounts('waiting', 'active', 'delayed', 'failed');
    return {
      pending: onDisk,
      waiting: counts.waiting ?? 0,
      delivering: counts.active ?? 0,
      retrying: counts.delayed ?? 0,
      rejected: counts.failed ?? 0,
    };
  }

  async oldestUndeliveredAt(): Promise<number | undefined> {
    const onDisk = await this.store.oldestUndeliveredAt();
    if (this.health() !== 'up') return onDisk;
    const ids = await this.queue.getRanges(['waiting', 'active', 'delayed']).catch(() => []);
    const times = [onDisk, ...ids.map(createdAtOf)].filter((t): t is number => Number.isFinite(t));
    return times.length ? Math.min(...times) : undefined;
  }

  health(): 'up' | 'down' | 'misconfigured' {
    if (this.misconfigured) return 'misconfigured';
    return this.client.status === 'ready' ? 'up' : 'down';
  }

  private settle(id: string, outcome: DeliveryOutcome): void {
    this.waiters.get(id)?.(outcome);
    this.waiters.delete(id);
  }

  /** Worker and events block on Redis: each gets a connection of its own that waits for Redis. */
  private blockingConnection(): Redis {
    const connection = new Redis(this.options.url, { maxRetriesPerRequest: null, lazyConnect: false });
    connection.on('error', () => undefined);
    this.connections.push(connection);
    return connection;
  }

  private async check({ refuse }: { refuse: boolean }): Promise<void> {
    const { problems, unverified } = await queueRedisProblems(this.client);
    if (unverified)
      this.logger.warn(
        { reason: unverified },
        "outbox: could not read the queue Redis's eviction policy and append-only setting; make sure they are noeviction and yes",
      );
    this.misconfigured = problems.length > 0;
    if (!this.misconfigured) return;
    if (refuse) throw new ConfigError(problems);
    this.logger.error(
      { problems },
      'outbox: the queue Redis is misconfigured; submissions wait on this disk',
    );
  }

  private watch(client: Redis): void {
    // One warning per outage (ioredis reports every failed attempt); never the URL.
    client.on('error', (error: Error) => {
      if (this.lostLogged) return;
      this.lostLogged = true;
      this.logger.warn(
        { err: error.message },
        'outbox: queue Redis unreachable; submissions wait on this disk',
      );
    });
    client.on('ready', () => {
      if (this.lostLogged) this.logger.info('outbox: queue Redis is back; the relay queues what waited');
      this.lostLogged = false;
    });
  }
}

/** Settles when the first connection attempt has ended, either way. */
function firstAttempt(client: Redis): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const settle = () => {
      client.off('ready', settle).off('error', settle);
      resolve();
    };
    client.once('ready', settle).once('error', settle);
  });
}
