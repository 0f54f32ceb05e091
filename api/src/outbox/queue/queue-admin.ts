import type { Job, Queue } from 'bullmq';
import type { OutboxRecord } from '../outbox-types.js';
import type { QueuePhotos } from './queue-photos.js';
import { rejectionOf, type Delivered } from './queue-processor.js';

/** The admin page's sections, each some of BullMQ's states. */
export const ADMIN_SECTIONS = {
  waiting: ['waiting', 'prioritized', 'active'],
  failed: ['delayed'],
  rejected: ['failed'],
} as const;
export type AdminSection = keyof typeof ADMIN_SECTIONS;

export type AdminEntry = {
  id: string;
  kind: string;
  acceptedAt: string;
  attempts: number;
  /** The panel's answer to the last attempt: its refusal (status, message, field errors) or the error. */
  lastAnswer: string | undefined;
  lastAttemptAt: number | undefined;
  /** When the next attempt is due (entries waiting for a retry). */
  nextAttemptAt: number | undefined;
  active: boolean;
};

const LIST_LIMIT = 200;

/** What the agency sees and does on /admin/outbox: the queue's entries, retry, discard. */
export class QueueAdmin {
  constructor(
    private readonly queue: Queue<OutboxRecord, Delivered>,
    private readonly photos: QueuePhotos,
  ) {}

  async list(section: AdminSection): Promise<AdminEntry[]> {
    const jobs = await this.queue.getJobs([...ADMIN_SECTIONS[section]], 0, LIST_LIMIT - 1, true);
    const active = section === 'waiting' ? new Set(await this.queue.getRanges(['active'])) : new Set();
    return jobs.filter(Boolean).map((job) => entryOf(job, active.has(job.id)));
  }

  /**
   * Tries an entry again now: a rejected one goes back to the queue (after the agency fixed what
   * the panel refused), one waiting for its back-off is taken at once. False: nothing to retry.
   */
  async retry(id: string): Promise<boolean> {
    const job = await this.queue.getJob(id);
    const state = await job?.getState();
    if (state === 'failed') await job!.retry('failed');
    else if (state === 'delayed') await job!.promote();
    else return false;
    return true;
  }

  /** Drops an entry and its photos for good; false when there is none, or it is being posted now. */
  async discard(id: string): Promise<boolean> {
    const job = await this.queue.getJob(id);
    if (!job || (await job.getState()) === 'active') return false;
    await job.remove();
    await this.photos.delete(id);
    return true;
  }
}

function entryOf(job: Job<OutboxRecord, Delivered>, active: boolean): AdminEntry {
  const rejection = rejectionOf(job.failedReason);
  const lastAnswer = rejection
    ? `${rejection.status} ${rejection.reason}${rejection.errors ? ` ${JSON.stringify(rejection.errors)}` : ''}`
    : job.failedReason || undefined;
  return {
    id: job.id!,
    kind: job.name,
    acceptedAt: job.data.createdAt,
    attempts: job.attemptsMade,
    lastAnswer,
    lastAttemptAt: job.finishedOn ?? job.processedOn,
    nextAttemptAt: job.delay ? job.timestamp + job.delay : undefined,
    active,
  };
}
