import type { IncomingMessage } from 'node:http';

/**
 * The address rate limits are kept per. X-Forwarded-For is trusted only when configured (behind
 * our own proxy): otherwise any client could pick a fresh address per request.
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = req.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first) return first;
  }
  // A request whose body was cut off has lost its socket by the time it is answered.
  return req.socket?.remoteAddress ?? 'unknown';
}
