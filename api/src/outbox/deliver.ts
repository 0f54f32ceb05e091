import { openAsBlob } from 'node:fs';
import { z } from 'zod';
import type { UpstreamHttpClient } from '../upstream/http-client.js';
import { UpstreamError } from '../upstream/upstream-error.js';
import type { DeliveryOutcome, OutboxRecord } from './outbox-types.js';

/** Assumed slowest upstream link for big uploads: the time-out grows with the body, not a fixed 8 s. */
const SLOWEST_UPLOAD_BYTES_PER_MS = 128;

const acceptedSchema = z.object({ success: z.boolean().optional(), id: z.union([z.string(), z.number()]).optional() }).passthrough();

/**
 * One delivery attempt of a submission to the panel. The submission id travels as an
 * Idempotency-Key so a panel that honours it drops the repeat of an attempt whose answer we lost.
 */
export async function deliver(
  panel: UpstreamHttpClient,
  record: OutboxRecord,
  filePath: (file: string) => string,
): Promise<DeliveryOutcome> {
  const { request } = record;
  let body: FormData | undefined;
  let bytes = 0;
  if (request.type === 'multipart') {
    body = new FormData();
    for (const [name, value] of request.fields) body.append(name, value);
    for (const file of request.files) {
      // Streamed from disk by fetch, so a 100 MB application never sits in memory.
      body.append(file.field, await openAsBlob(filePath(file.file), { type: file.mimeType }), file.filename);
      bytes += file.size;
    }
  }
  try {
    const answer = await panel.request({
      method: 'POST',
      path: request.path,
      json: request.type === 'json' ? request.json : undefined,
      body,
      extraTimeoutMs: Math.round(bytes / SLOWEST_UPLOAD_BYTES_PER_MS),
      schema: acceptedSchema,
      read: false,
      headers: { 'idempotency-key': record.id },
    });
    return { result: 'delivered', upstreamId: answer.id };
  } catch (error) {
    if (error instanceof UpstreamError && error.failure === 'status' && error.status !== undefined && error.status < 500 && error.status !== 408 && error.status !== 429) {
      const body = error.body as { message?: string; errors?: Record<string, string[]> } | undefined;
      return { result: 'rejected', status: error.status, reason: body?.message ?? error.message, errors: body?.errors };
    }
    // A 2xx to this post whose body we could not read: the panel answers only after storing the
    // entry, so it has it, and posting again would file it twice (it ignores Idempotency-Key). An
    // unreadable sign-in answer names the sign-in endpoint and is retried like any failure.
    if (error instanceof UpstreamError && error.failure === 'invalid' && error.endpoint === request.path) return { result: 'delivered' };
    return { result: 'retry', error: error instanceof Error ? error.message : String(error) };
  }
}
