// What a route answers, kept as data until the last moment so the body faults (malformed JSON,
// wrong types, trickling) can be applied in one place for every route.

import type { ServerResponse } from 'node:http';

export type Reply =
  | { kind: 'json'; status: number; body: unknown; headers?: Record<string, string> }
  | { kind: 'bytes'; status: number; body: Buffer; headers: Record<string, string> }
  /** The route writes the response itself (streamed zips); body faults do not apply. */
  | { kind: 'stream'; write(res: ServerResponse): Promise<void> };

export type BodyFaults = { malformedJson?: boolean; wrongTypes?: boolean; trickleMs?: number };

export const json = (status: number, body: unknown, headers?: Record<string, string>): Reply => ({
  kind: 'json',
  status,
  body,
  ...(headers ? { headers } : {}),
});

export const message = (status: number, text: string): Reply => json(status, { message: text });

export const unauthenticated = (): Reply => message(401, 'Unauthenticated.');

/** Laravel's validation answer. */
export const invalid = (errors: Record<string, string[]>): Reply => {
  const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
  const more = Object.keys(errors).length - 1;
  return json(422, {
    message: more > 0 ? `${first} (and ${more} more error${more > 1 ? 's' : ''})` : first,
    errors,
  });
};

/** Numbers become strings and `data` lists become objects keyed by index: a badly typed upstream. */
export function withWrongTypes(value: unknown, key = ''): unknown {
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    const items = value.map((item) => withWrongTypes(item));
    return key === 'data' ? Object.fromEntries(items.map((item, i) => [String(i), item])) : items;
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withWrongTypes(v, k)]));
  }
  return value;
}

/** Cuts a JSON text so that it can no longer be parsed. */
export function malformed(text: string): string {
  return text.slice(0, Math.max(1, Math.floor(text.length / 2)));
}

async function trickle(res: ServerResponse, body: Buffer, durationMs: number): Promise<void> {
  const pieces = Math.max(1, Math.min(body.length, 20));
  const size = Math.ceil(body.length / pieces);
  const pause = durationMs / pieces;
  for (let offset = 0; offset < body.length; offset += size) {
    if (res.destroyed) return;
    res.write(body.subarray(offset, offset + size));
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
  res.end();
}

export async function sendReply(res: ServerResponse, reply: Reply, faults: BodyFaults = {}): Promise<void> {
  if (reply.kind === 'stream') {
    await reply.write(res);
    return;
  }
  let body: Buffer;
  let headers: Record<string, string>;
  if (reply.kind === 'json') {
    let text = JSON.stringify(faults.wrongTypes ? withWrongTypes(reply.body) : reply.body);
    if (faults.malformedJson) text = malformed(text);
    body = Buffer.from(text);
    headers = { 'Content-Type': 'application/json', ...reply.headers };
  } else {
    body = reply.body;
    headers = reply.headers;
  }
  res.writeHead(reply.status, { ...headers, 'Content-Length': String(body.length) });
  if (faults.trickleMs && faults.trickleMs > 0 && body.length > 0) await trickle(res, body, faults.trickleMs);
  else res.end(body);
}
