// Request bodies for the JSON routes. A body that is not JSON is the client's fault (400), as the
// real Laravel services answer.

import type { IncomingMessage } from 'node:http';

export class BadBody extends Error {}

const LIMIT = 5 * 1024 * 1024;

export async function readBuffer(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > LIMIT) throw new BadBody('Request body too large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** The parsed JSON object, or {} for an empty body. */
export async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const text = (await readBuffer(req)).toString('utf8').trim();
  if (text === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BadBody('The request body is not valid JSON.');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new BadBody('The request body must be a JSON object.');
  return value as Record<string, unknown>;
}
