import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AgencyHttpError,
  AgencyNetworkError,
  AgencyTimeoutError,
  ContactDocument,
  RateLimitedError,
  createAgencyClient,
} from '../src/index.js';

// 429 handling against a real loopback server that answers what each test scripts: Retry-After in
// seconds or as a date, giving up after maxRetries, abort while waiting; then transport failures.

type Received = { at: number; url: string | undefined; authorization: string | undefined };
let received: Received[] = [];
let answer: (req: IncomingMessage, res: ServerResponse, index: number) => void = () => undefined;
let url: string;

const server = createServer((req, res) => {
  received.push({ at: performance.now(), url: req.url, authorization: req.headers.authorization });
  req.resume();
  answer(req, res, received.length - 1);
});
const OK = JSON.stringify({ data: { contact: null, socialMedia: [] } });
const LIMITED = JSON.stringify({
  errors: [{ message: 'Too many requests', extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 1 } }],
});
const limited = (res: ServerResponse, retryAfter: string) =>
  res.writeHead(429, { 'content-type': 'application/json', 'retry-after': retryAfter }).end(LIMITED);
const ok = (res: ServerResponse) => res.writeHead(200, { 'content-type': 'application/json' }).end(OK);

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  received = [];
});

describe('429', () => {
  it('waits Retry-After seconds, then retries with the same request', async () => {
    answer = (_req, res, index) => (index === 0 ? limited(res, '1') : ok(res));
    const client = createAgencyClient({ url, key: 'pk_test' });
    expect(await client.request(ContactDocument)).toEqual({ contact: null, socialMedia: [] });
    expect(received).toHaveLength(2);
    expect(received[1]!.at - received[0]!.at).toBeGreaterThanOrEqual(990);
    expect(received[1]!.url).toBe(received[0]!.url);
    expect(received[1]!.authorization).toBe('Bearer pk_test');
  });

  it('reads Retry-After as an HTTP date', async () => {
    answer = (_req, res, index) =>
      index === 0 ? limited(res, new Date(Date.now() + 1000).toUTCString()) : ok(res);
    const result = await createAgencyClient({ url }).requestWithErrors(ContactDocument);
    expect(result.data.socialMedia).toEqual([]);
    expect(received).toHaveLength(2);
  });

  it('gives up after maxRetries with a RateLimitedError', async () => {
    answer = (_req, res) => limited(res, '0');
    const error = await createAgencyClient({ url, maxRetries: 2 })
      .request(ContactDocument)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error).toMatchObject({
      code: 'RATE_LIMITED',
      attempts: 3,
      retryAfterMs: 0,
      meta: { status: 429 },
    });
    expect(received).toHaveLength(3);
  });

  it('does not wait longer than maxRetryDelayMs: a long Retry-After fails at once', async () => {
    answer = (_req, res) => limited(res, '120');
    const error = await createAgencyClient({ url })
      .request(ContactDocument)
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ attempts: 1, retryAfterMs: 120_000 });
    expect(received).toHaveLength(1);
  });

  it('stops waiting when the caller aborts, with the caller’s reason', async () => {
    answer = (_req, res) => limited(res, '20');
    const controller = new AbortController();
    const pending = createAgencyClient({ url })
      .request(ContactDocument, {}, { signal: controller.signal })
      .catch((caught: unknown) => caught);
    // Abort once the first 429 has gone out, i.e. while the client waits for its retry.
    while (received.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const reason = new Error('user left');
    controller.abort(reason);
    expect(await pending).toBe(reason);
    expect(received).toHaveLength(1);
  });

  it('is a RateLimitedError even from a proxy that sends no GraphQL body', async () => {
    answer = (_req, res) =>
      res.writeHead(429, { 'content-type': 'text/plain', 'retry-after': '0' }).end('slow down');
    const error = await createAgencyClient({ url, maxRetries: 0 })
      .request(ContactDocument)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error).toMatchObject({ code: 'RATE_LIMITED', errors: [] });
  });
});

describe('transport failures', () => {
  it('throws AgencyTimeoutError when no answer comes within timeoutMs', async () => {
    answer = () => undefined; // never answers; closeAllConnections ends it
    const error = await createAgencyClient({ url, timeoutMs: 200 })
      .request(ContactDocument)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AgencyTimeoutError);
    expect(error).toMatchObject({ code: 'TIMEOUT', timeoutMs: 200 });
  });

  it('throws AgencyHttpError for an answer that is not GraphQL JSON', async () => {
    answer = (_req, res) => res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
    const error = await createAgencyClient({ url })
      .request(ContactDocument)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AgencyHttpError);
    expect(error).toMatchObject({ status: 502, body: '<h1>Bad gateway</h1>' });
  });

  it('throws AgencyNetworkError when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await createAgencyClient({ url: `http://127.0.0.1:${port}/graphql` })
      .request(ContactDocument)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AgencyNetworkError);
    expect((error as AgencyNetworkError).cause).toBeDefined();
  });
});
