import type { ServerResponse } from 'node:http';

/**
 * A refusal in plain text, never kept by a cache (the file routes: /img, /video). Once the answer
 * has begun (a file cut short) only the connection can say so.
 */
export function refuse(res: ServerResponse, status: number, message: string): void {
  if (res.headersSent) return void res.destroy();
  res
    .writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
    .end(message);
}
