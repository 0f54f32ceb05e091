import { PassThrough, type Readable } from 'node:stream';
import type FormData from 'form-data';
import * as z from 'zod/mini';
import type { UploadBody, UpstreamHttpClient } from '../upstream/http-client.js';
import { UpstreamError } from '../upstream/upstream-error.js';
import type { DeliveryOutcome, OutboxRecord, StoredFile } from './outbox-types.js';
import { errorMessage } from '@agency/server-kit/error-message';

/** Assumed slowest upstream link for big uploads: the time-out grows with the body, not a fixed 8 s. */
const SLOWEST_UPLOAD_BYTES_PER_MS = 128;

const acceptedSchema = z.looseObject({
  success: z.optional(z.boolean()),
  id: z.optional(z.union([z.string(), z.number()])),
});

/**
 * One delivery attempt of a submission to the panel. The submission id travels as an
 * Idempotency-Key so a panel that honours it drops the repeat of an attempt whose answer we lost.
 */
export async function deliver(
  panel: UpstreamHttpClient,
  record: OutboxRecord,
  /** A photo's bytes by its stored name: a stream from this disk, or the bytes the queue holds. */
  open: (file: string) => Readable | Buffer,
): Promise<DeliveryOutcome> {
  const { request } = record;
  let body: (() => UploadBody) | undefined;
  let bytes = 0;
  if (request.type === 'multipart') {
    const { fields, files } = request;
    bytes = files.reduce((sum, file) => sum + file.size, 0);
    // Imported on the first multipart delivery, not at start (bench/RESULTS.md section 15); Node keeps it after.
    const { default: Form } = await import('form-data');
    body = () =>
      multipartBody(
        Form,
        fields,
        files.map((file) => ({ ...file, open: () => open(file.file) })),
      );
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
    if (
      error instanceof UpstreamError &&
      error.failure === 'status' &&
      error.status !== undefined &&
      error.status < 500 &&
      error.status !== 408 &&
      error.status !== 429
    ) {
      const body = error.body as { message?: string; errors?: Record<string, string[]> } | undefined;
      return {
        result: 'rejected',
        status: error.status,
        reason: body?.message ?? error.message,
        errors: body?.errors,
      };
    }
    // A 2xx to this post whose body we could not read (cut short, malformed or too slow): the panel
    // answers only after storing the entry, so it has it, and posting again would file it twice (it
    // ignores Idempotency-Key). An unreadable sign-in answer names the sign-in endpoint and is
    // retried like any failure.
    if (error instanceof UpstreamError && error.endpoint === request.path && isSuccess(error.status))
      return { result: 'delivered' };
    return { result: 'retry', error: errorMessage(error) };
  }
}

function isSuccess(status: number | undefined): boolean {
  return status !== undefined && status >= 200 && status < 300;
}

/**
 * The multipart body read from the outbox files as it is sent (from disk, never held in memory: a
 * 100 MB application costs a few 64 KB chunks; from the queue, the bytes Redis handed over), with its exact Content-Length so the panel sees no chunking.
 */
function multipartBody(
  Form: typeof FormData,
  fields: [string, string][],
  files: (StoredFile & { open: () => Readable | Buffer })[],
): UploadBody {
  const form = new Form();
  for (const [name, value] of fields) form.append(name, value);
  for (const file of files) {
    form.append(file.field, file.open(), {
      filename: file.filename,
      contentType: file.mimeType,
      knownLength: file.size,
    });
  }
  const headers = { ...form.getHeaders(), 'content-length': String(form.getLengthSync()) };
  // form-data is an old-style stream; a PassThrough gives the HTTP client a regular Readable, and a file
  // that cannot be read fails the attempt instead of leaving it hanging.
  const stream = new PassThrough();
  form.on('error', (error) => stream.destroy(error));
  return { stream: form.pipe(stream), headers };
}
