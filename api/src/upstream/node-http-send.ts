import type { ClientRequest, IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { pipeline, type Readable } from 'node:stream';
import { json } from 'node:stream/consumers';
import type { ResponseBody } from './http-types.js';

// One call on Node's own HTTP client, in the shape http-client.ts reads: the status, the headers and
// the body as a Node stream that a download pipes on as is. Node's client rather than the undici
// package: undici's index costs about 60 ms of every start (bench/RESULTS.md section 43), and the
// upstream calls need nothing it adds. Node's client never follows redirects, so an upstream cannot
// send our bearer token elsewhere, and its global agent keeps connections alive (Node 19 and later).

// Not ES imports: an ES import of node:http makes Node read all its exports, and three of them load
// Node's own copy of undici (serve.ts says the same). node:https only when an upstream uses it.
const http = process.getBuiltinModule('node:http');

export type SendInit = {
  method: string;
  headers: Record<string, string>;
  body: string | Readable | undefined;
  /** Aborting fails the call, or the reading of its body, with the signal's reason. */
  signal: AbortSignal;
};

export type SentAnswer = { statusCode: number; headers: IncomingHttpHeaders; body: ResponseBody };

export function sendHttp(url: URL, { method, headers, body, signal }: SendInit): Promise<SentAnswer> {
  const transport = url.protocol === 'https:' ? process.getBuiltinModule('node:https') : http;
  return new Promise((resolve, reject) => {
    let answer: IncomingMessage | undefined;
    const request: ClientRequest = transport.request(url, { method, headers }, (response) => {
      answer = response;
      response.once('close', () => signal.removeEventListener('abort', abort));
      resolve({ statusCode: response.statusCode ?? 0, headers: response.headers, body: readable(response) });
    });
    // The reason itself, as a caller tells its own time-out from a refused connection by it.
    const abort = () => {
      request.destroy(signal.reason as Error);
      answer?.destroy(signal.reason as Error);
    };
    if (signal.aborted) abort();
    else signal.addEventListener('abort', abort, { once: true });
    request.on('error', (error) => {
      signal.removeEventListener('abort', abort);
      reject(error);
    });
    if (body === undefined || typeof body === 'string') request.end(body);
    // A body that fails to read fails the call (the request is destroyed with its error).
    else pipeline(body, request, () => undefined);
  });
}

/** The answer's stream with the two readers the client uses: all of it as JSON, or none of it. */
function readable(response: IncomingMessage): ResponseBody {
  return Object.assign(response, {
    json: () => json(response),
    /** Reads what is left and throws it away, so the connection can be used again. */
    dump(): Promise<void> {
      return new Promise<void>((done) => {
        if (response.closed) return done();
        response.once('close', () => done());
        response.resume();
      });
    },
  });
}
