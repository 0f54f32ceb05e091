import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders } from 'node:http';

// Not an ES import of node:http's values: see api/src/serve.ts (its exports load Node's own undici).
const { ServerResponse } = process.getBuiltinModule('node:http');

type Head = OutgoingHttpHeaders | OutgoingHttpHeader[];

/**
 * A response that adds its request id (`x-request-id`, given by track.ts) to the head it writes,
 * whichever way it is written: `writeHead` with a list or an object, or implicitly by `end`.
 *
 * Set with `setHeader` when the request came in, the id made every `writeHead(status, list)` take
 * Node's path for headers given both ways (each listed header removed, then appended again): about
 * 3 µs of the 35 a cached GraphQL answer costs (bench/RESULTS.md section 23), whose head is one
 * prebuilt list. Servers pass it as node:http's documented `ServerResponse` option.
 */
export class TrackedResponse<
  Request extends IncomingMessage = IncomingMessage,
> extends ServerResponse<Request> {
  /** Sent with the head, once; track.ts sets it. */
  requestId: string | undefined;

  override writeHead(statusCode: number, statusMessage?: string, headers?: Head): this;
  override writeHead(statusCode: number, headers?: Head): this;
  override writeHead(statusCode: number, messageOrHead?: string | Head, maybeHead?: Head): this {
    const message = typeof messageOrHead === 'string' ? messageOrHead : undefined;
    let head = typeof messageOrHead === 'string' ? maybeHead : messageOrHead;
    const id = this.requestId;
    if (id !== undefined && !this.headersSent) {
      this.requestId = undefined;
      // A flat [name, value, ...] list takes the id along; otherwise it is set beside the head.
      if (Array.isArray(head) && !Array.isArray(head[0])) head = [...(head as string[]), 'x-request-id', id];
      else if (!this.hasHeader('x-request-id')) this.setHeader('x-request-id', id);
    }
    return message === undefined
      ? super.writeHead(statusCode, head)
      : super.writeHead(statusCode, message, head);
  }
}
