import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves the Vite build: hashed assets cached for a year, anything else revalidated; unknown
 * paths get index.html so the client router can answer (server rendering replaces this in step 2).
 */
export function createStaticHandler(root: URL) {
  const rootPath = fileURLToPath(root);
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    const file = normalize(rootPath + pathname);
    const inside = file.startsWith(rootPath) && !file.split(sep).includes('..');
    const found = inside && (await stat(file).catch(() => null))?.isFile();
    const target = found ? file : `${rootPath}index.html`;
    const info = await stat(target).catch(() => null);
    if (!info) {
      res.writeHead(503, { 'content-type': 'text/plain' }).end('The site is not built: run `pnpm build`.');
      return;
    }
    const hashed = found && pathname.startsWith('/assets/');
    res.writeHead(200, {
      'content-type': TYPES[extname(target)] ?? 'application/octet-stream',
      'content-length': info.size,
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(target).pipe(res);
  };
}
