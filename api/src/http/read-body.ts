import type { IncomingMessage } from 'node:http';

export class BodyError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The answer's error extensions; BAD_REQUEST when not given. */
    readonly extensions: Record<string, unknown> = { code: 'BAD_REQUEST' },
  ) {
    super(message);
  }
}

/** Reads a JSON body, refusing more than `limit` bytes before buffering them. */
export async function readJsonBody(req: IncomingMessage, limit: number): Promise<unknown> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw new BodyError(413, `Request body larger than ${limit} bytes.`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new BodyError(413, `Request body larger than ${limit} bytes.`);
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new BodyError(400, 'Request body is not valid JSON.');
  }
}
