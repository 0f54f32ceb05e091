import { createWriteStream } from 'node:fs';
import { stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { MAX_PHOTO_BYTES as PHOTO_MAX_BYTES, MAX_PHOTOS_TOTAL_BYTES } from '@agency/rules';
import { foldAccents } from '@agency/rules/fold-accents';
import type { FileUpload } from 'graphql-upload-minimal';
import type { StoredFile } from '../../outbox/outbox-types.js';
import type { FieldErrors } from './field-errors.js';

/** The multipart body's photos together; the upload parser's backstop uses it too. */
export const REQUEST_MAX_BYTES = MAX_PHOTOS_TOTAL_BYTES;
const ACCEPTED = new Map([
  ['image/png', 'png'],
  ['image/gif', 'gif'],
  ['image/jpeg', 'jpg'],
]);

/** A name safe for a multipart header and a disk: no path, no accents or odd characters. */
export function cleanFileName(name: string, extension: string): string {
  const base = foldAccents(name.split(/[\\/]/).pop() ?? '')
    .replace(/\.[^.]*$/, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'photo'}.${extension}`;
}

/**
 * Copies an upload to disk up to a byte limit, then keeps reading and dropping the rest: the
 * multipart parser reaches the next file only once this one is consumed. Iterating (rather than
 * piping) also survives graphql-upload unpiping a stream that hits its own size limit.
 */
async function copyWithLimit(
  source: Readable,
  path: string,
  limit: number,
): Promise<{ bytes: number; exceeded: boolean }> {
  const out = createWriteStream(path);
  let bytes = 0;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (bytes > limit) continue;
      if (!out.write(chunk)) await once(out, 'drain');
    }
  } finally {
    out.end();
    await finished(out);
  }
  return { bytes, exceeded: bytes > limit || Boolean((source as { truncated?: boolean }).truncated) };
}

/**
 * Streams each photo to the submission's directory (never into memory), then checks it by its
 * bytes: PNG, GIF or JPEG only, at most 15 MB each and 100 MB together. Failing photos are
 * reported as `photos.N` and their files removed.
 */
export async function storePhotos(
  uploads: Promise<FileUpload>[],
  dir: string,
  errors: FieldErrors,
): Promise<StoredFile[]> {
  const stored: StoredFile[] = [];
  let total = 0;
  for (const [index, pending] of uploads.entries()) {
    const field = `photos.${index}`;
    const path = join(dir, `image_${index + 1}`);
    let upload: FileUpload;
    try {
      upload = await pending;
    } catch {
      errors.add(field, 'photo_required');
      continue;
    }
    let copy: { bytes: number; exceeded: boolean };
    try {
      copy = await copyWithLimit(upload.createReadStream(), path, PHOTO_MAX_BYTES);
    } catch {
      await unlink(path).catch(() => undefined);
      errors.add(field, 'photo_required');
      continue;
    }
    if (copy.exceeded || total + copy.bytes > REQUEST_MAX_BYTES) {
      await unlink(path).catch(() => undefined);
      errors.add(field, copy.exceeded ? 'photo_too_large' : 'request_too_large');
      continue;
    }
    const size = (await stat(path)).size;
    total += size;
    const type = size > 0 ? await (await import('file-type')).fileTypeFromFile(path) : undefined;
    const extension = type && ACCEPTED.get(type.mime);
    if (!type || !extension) {
      await unlink(path);
      errors.add(field, size === 0 ? 'photo_empty' : 'photo_type');
      continue;
    }
    stored.push({
      field: `image_${index + 1}`,
      filename: cleanFileName(upload.filename, extension),
      mimeType: type.mime,
      file: `image_${index + 1}`,
      size,
    });
  }
  return stored;
}
