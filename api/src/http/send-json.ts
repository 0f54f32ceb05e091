import type { ServerResponse } from 'node:http';

/** A JSON answer that no cache keeps (health, refusals, admin answers). */
export function sendJson(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(value));
}
