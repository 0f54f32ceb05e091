import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import type * as z from 'zod/mini';

// What a call to an upstream service is made of, and what comes back: the shapes the clients and
// the HTTP client share.

export type Query = Record<string, string | number | undefined>;

export type RequestSpec<S extends z.ZodMiniType> = {
  method: 'GET' | 'POST';
  path: string;
  query?: Query;
  json?: unknown;
  /** A request body made afresh for every attempt (a stream cannot be sent twice, e.g. after a 401). */
  body?: () => UploadBody;
  /** Added to the time-out, for requests that send a large body. */
  extraTimeoutMs?: number;
  schema: S;
  /** Reads are retried on transient failures; writes never are (the panel is not idempotent). */
  read: boolean;
  headers?: Record<string, string>;
  /** The time-out covers only the wait for the answer's headers, not a long streamed body. */
  streamBody?: boolean;
};

/** A streamed body with its headers (content type with boundary, content length). */
export type UploadBody = { stream: Readable; headers: Record<string, string> };

/** An answer's body: a Node stream that can be piped on as is, or read whole as JSON, or dropped. */
export type ResponseBody = Readable & { json(): Promise<unknown>; dump(): Promise<void> };

/** An answer as the HTTP client hands it on. */
export type UpstreamResponse = {
  status: number;
  ok: boolean;
  headers: IncomingHttpHeaders;
  body: ResponseBody;
};

/** One finished upstream call, as the HTTP client reports it. */
export type UpstreamSample = {
  service: string;
  path: string;
  /** Undefined when no answer came (time-out, connection refused, or not sent: breaker open). */
  status?: number;
  failure?: 'timeout' | 'unreachable' | 'breaker_open';
  seconds: number;
};
