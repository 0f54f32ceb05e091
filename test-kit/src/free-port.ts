import { createServer } from 'node:net';

/**
 * A loopback port free right now, for a server that cannot take port 0 (Redis) or must keep its
 * port across restarts (`pnpm dev`). Someone may take it before it is used: callers retry or accept that.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
