import type { ApiContext } from '../../core/context.js';
import type { LocaleCode } from '../../core/locale.js';
import type { SubmissionKind, UpstreamRequest } from '../../outbox/outbox-types.js';
import { FieldErrors } from './field-errors.js';

type Result = { id: string; status: 'delivered' | 'queued' };

/**
 * The path of every submission: validate and stream photos into a staging directory, seal it in
 * the outbox (durable on disk) before answering, then try the panel once (through the queue
 * when there is one: it is in the queue before the answer unless its Redis is away). A valid submission is
 * never lost: anything but the panel's explicit refusal leaves it queued for the delivery worker.
 */
export async function acceptSubmission(
  context: ApiContext,
  kind: SubmissionKind,
  locale: LocaleCode,
  build: (errors: FieldErrors, dir: string) => UpstreamRequest | null | Promise<UpstreamRequest | null>,
): Promise<Result> {
  const { store, deliveries } = context.outbox;
  const { id, dir } = await store.stage();
  try {
    const errors = new FieldErrors();
    const request = await build(errors, dir);
    if (!errors.isEmpty || !request) throw errors.toError(locale);
    await store.commit(id, kind, request);
  } catch (error) {
    await store.discard(id);
    throw error;
  }
  context.logger.info({ submission: id, kind }, 'submission accepted');

  const outcome = await deliveries.deliverNow(id, context.config.submissionAnswerWaitMs);
  if (outcome === null) return { id, status: 'queued' };
  if (outcome.result === 'delivered') return { id, status: 'delivered' };
  if (outcome.result === 'rejected') {
    // The panel refused what we accepted: it is kept aside (logged), and the visitor can correct it.
    const errors = new FieldErrors();
    for (const field of Object.keys(outcome.errors ?? {})) errors.add(field, 'rejected');
    if (errors.isEmpty) errors.add('input', 'rejected');
    throw errors.toError(locale);
  }
  return { id, status: 'queued' };
}
