import type { IncomingMessage } from 'node:http';
import { compress, pickEncoding, type Encoding } from '@agency/server-kit/compression';

/** Shorter answers go as they are: compressing them would save less than it costs. */
const MIN_BYTES = 1024;

/** Every GraphQL answer says so, compressed or not, so a shared cache keeps the codings apart. */
export const VARY_ENCODING = 'Accept-Encoding';

/** The coding an answer of `length` bytes goes in for this request: brotli, gzip or none. */
export function answerEncoding(req: Pick<IncomingMessage, 'headers'>, length: number): Encoding | null {
  return length >= MIN_BYTES ? pickEncoding(req) : null;
}

/** An answer's bytes in a coding, at the effort used for each answer (not the build's). */
export function encodeAnswer(body: Buffer | string, encoding: Encoding): Buffer {
  return compress(body, encoding, false);
}

/** A coding's own validator: the same answer compressed is other bytes, so another strong ETag. */
export function encodedEtag(etag: string, encoding: Encoding | null): string {
  return encoding === null ? etag : `${etag.slice(0, -1)}-${encoding}"`;
}
