import type { IncomingMessage } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts (brotli, then gzip), or null. */
export function pickEncoding(req: Pick<IncomingMessage, 'headers'>): Encoding | null {
  const accepted = req.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/** `maxEffort` for what is compressed once and kept (build files); the default for each answer. */
export function compress(bytes: Buffer | string, encoding: Encoding, maxEffort: boolean): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: maxEffort ? 11 : 5 } })
    : gzipSync(bytes, { level: maxEffort ? 9 : 6 });
}
