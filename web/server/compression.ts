import { readFile } from 'node:fs/promises';
import { compress, type Encoding } from '@agency/server-kit/compression';

/** Text types worth compressing; images, fonts (woff2) and zips are compressed already. */
const COMPRESSIBLE = /\.(js|css|svg|json|webmanifest|txt|html|ico)$/;

export function isCompressible(file: string): boolean {
  return COMPRESSIBLE.test(file);
}

/** The name of a build file's copy in an encoding, written by the build (scripts/precompress.mjs). */
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** One of those copies: sent in place of its file, never under its own name. */
export function isCompressedCopy(file: string): boolean {
  return Object.values(SUFFIX).some((suffix) => file.endsWith(suffix));
}

/**
 * Build files compressed at maximum effort and kept in memory: they never change while the process
 * runs (a new build means a new process), and there are only a few hundred KB of them. Read from
 * the copies the build wrote beside each file; compressed here only where there is none (a build
 * made before the build wrote them).
 */
export function createCompressedFiles() {
  const memo = new Map<string, Promise<Buffer>>();
  return (file: string, encoding: Encoding): Promise<Buffer> | null => {
    if (!isCompressible(file)) return null;
    const key = `${encoding}:${file}`;
    let pending = memo.get(key);
    if (!pending) {
      pending = readFile(file + SUFFIX[encoding]).catch(() =>
        readFile(file).then((bytes) => compress(bytes, encoding, true)),
      );
      memo.set(key, pending);
    }
    return pending;
  };
}
