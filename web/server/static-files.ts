import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pickEncoding } from '@agency/server-kit/compression';
import { createCompressedFiles, isCompressedCopy } from './compression.js';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

/** Icons and the manifest keep their names across releases, yet change rarely: a week. */
const WEEK_CACHED = new Set([
  '/favicon.svg',
  '/favicon.ico',
  '/apple-touch-icon.png',
  '/icon-192.png',
  '/icon-512.png',
  '/site.webmanifest',
]);

function cacheControl(pathname: string): string {
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return WEEK_CACHED.has(pathname) ? 'public, max-age=604800' : 'public, max-age=3600';
}

/**
 * Serves files of the Vite client build: hashed assets cached for a year, others revalidated.
 * Answers false for anything that is not a file there (pages are server-rendered instead).
 */
export function createStaticHandler(root: URL) {
  const rootPath = fileURLToPath(root);
  const compressed = createCompressedFiles();
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      return false;
    }
    // The HTML template is only ever served rendered.
    if (pathname === '/' || pathname === '/index.html') return false;
    const file = normalize(rootPath + pathname);
    if (!file.startsWith(rootPath) || file.split(sep).includes('..')) return false;
    if (isCompressedCopy(file)) return false;
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return false;
    const encoding = pickEncoding(req);
    const body = encoding ? await compressed(file, encoding) : null;
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-length': body ? body.length : info.size,
      'cache-control': cacheControl(pathname),
      'x-content-type-options': 'nosniff',
      vary: 'Accept-Encoding',
      ...(body ? { 'content-encoding': encoding! } : {}),
    });
    if (req.method === 'HEAD') res.end();
    else if (body) res.end(body);
    else createReadStream(file).pipe(res);
    return true;
  };
}
