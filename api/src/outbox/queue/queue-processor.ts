import { UnrecoverableError, type Job } from 'bullmq';
import type { Logger } from '@agency/server-kit/logger';
import { runAsJob } from '@agency/server-kit/request-context';
import type { UpstreamHttpClient } from '../../upstream/http-client.js';
import { deliver } from '../deliver.js';
import type { DeliveryOutcome, OutboxRecord } from '../outbox-types.js';
import type { QueuePhotos } from './queue-photos.js';

type Rejection = Extract<DeliveryOutcome, { result: 'rejected' }>;
/** What a completed job returns (BullMQ keeps it with the job). */
export type Delivered = { upstreamId?: string | number };

/**
 * The panel's refusal as a job's failure reason (BullMQ keeps one string): JSON, so the admin
 * page and the visitor's first try can show the panel's answer.
 */
export function rejectionReason(outcome: Rejection): string {
  const { status, reason, errors } = outcome;
  return JSON.stringify({ rejected: { status, reason, errors } });
}

/** The refusal in a failure reason; undefined for any other failure (a retry's error). */
export function rejectionOf(failedReason: string | undefined): Rejection | undefined {
  if (!failedReason?.startsWith('{"rejected"')) return undefined;
  try {
    const { rejected } = JSON.parse(failedReason) as { rejected: Omit<Rejection, 'result'> };
    return { result: 'rejected', ...rejected };
  } catch {
    return undefined;
  }
}

/**
 * One delivery attempt of a queued submission, on whichever machine took the job. Delivered: the
 * job completes. Refused (4xx): an UnrecoverableError, so BullMQ files it as failed at once, kept
 * for the agency. Anything else throws, and BullMQ retries it after the back-off.
 */
export function createProcessor(panel: UpstreamHttpClient, photos: QueuePhotos, logger: Logger) {
  return (job: Job<OutboxRecord, Delivered>): Promise<Delivered> =>
    runAsJob('outbox', async () => {
      const record = job.data;
      const log = { submission: record.id, kind: record.kind, attempt: job.attemptsMade + 1 };
      const files = await photos.get(record);
      if (!files) {
        // Only a Redis that lost data (no append-only file) leaves a job without its photos.
        logger.error(log, 'outbox: the photos of a queued submission are missing from Redis; kept aside');
        throw new UnrecoverableError(
          rejectionReason({ result: 'rejected', status: 0, reason: 'photos missing from the queue' }),
        );
      }
      const outcome = await deliver(panel, record, (file) => files.get(file)!);
      if (outcome.result === 'delivered') {
        logger.info({ ...log, upstreamId: outcome.upstreamId }, 'outbox: delivered');
        return { upstreamId: outcome.upstreamId };
      }
      if (outcome.result === 'rejected') {
        logger.error(
          { ...log, status: outcome.status, reason: outcome.reason },
          'outbox: the panel refused a submission; kept aside',
        );
        throw new UnrecoverableError(rejectionReason(outcome));
      }
      logger.warn({ ...log, err: outcome.error }, 'outbox: delivery failed; will retry');
      throw new Error(outcome.error);
    });
}
