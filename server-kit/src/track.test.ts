import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { noteRoute } from './request-context.js';
import { createTracker } from './track.js';
import { TrackedResponse } from './tracked-response.js';

type Line = {
  level: number;
  msg: string;
  route?: string;
  status?: number;
  requestId?: string;
  path?: string;
};
type Observed = { route: string; operation: string; status: number };

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A real server on port 0 whose every request goes through the tracker into `handle`. */
async function serve(handle: (res: ServerResponse) => Promise<void> | undefined, { tracked = false } = {}) {
  const lines: Line[] = [];
  const observed: Observed[] = [];
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Line);
        done();
      },
    }),
  );
  const track = createTracker(logger, { observeRequest: (labels) => observed.push(labels) });
  const listener = (req: IncomingMessage, res: ServerResponse) => void track(req, res, () => handle(res));
  server = tracked ? createServer({ ServerResponse: TrackedResponse }, listener) : createServer(listener);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/some/path?secret=1`;
  return { url, lines, observed };
}

describe('the request envelope', () => {
  it('gives an answer its request id, one access line and its metrics', async () => {
    const { url, lines, observed } = await serve((res) => {
      noteRoute('thing');
      res.writeHead(200).end('ok');
      return Promise.resolve();
    });
    const response = await fetch(url, { headers: { 'x-request-id': 'abc-123' } });
    expect(await response.text()).toBe('ok');
    expect(response.headers.get('x-request-id')).toBe('abc-123');
    await expect.poll(() => observed).toEqual([{ route: 'thing', operation: 'none', status: 200 }]);
    const access = lines.filter((line) => line.msg === 'request');
    expect(access).toMatchObject([{ route: 'thing', status: 200, requestId: 'abc-123', path: '/some/path' }]);
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  it('answers 500 and logs the failure when the work rejects', async () => {
    const { url, lines, observed } = await serve(() => Promise.reject(new Error('broken')));
    const response = await fetch(url);
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('Internal server error');
    await expect.poll(() => observed.map((o) => o.status)).toEqual([500]);
    expect(lines.some((line) => line.msg === 'request failed')).toBe(true);
  });

  it('answers 500 when the work throws before returning a promise', async () => {
    const { url, observed } = await serve(() => {
      throw new Error('broken at once');
    });
    // A request left unanswered fails here rather than at the test's time-out.
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    expect(response.status).toBe(500);
    await expect.poll(() => observed.map((o) => o.status)).toEqual([500]);
  });

  it('counts an answer the work sent synchronously, with its access line and no failure', async () => {
    const { url, lines, observed } = await serve((res) => {
      noteRoute('cached');
      res.writeHead(203).end('ok');
      return undefined;
    });
    const response = await fetch(url, { headers: { 'x-request-id': 'sync-1' } });
    expect(response.status).toBe(203);
    expect(await response.text()).toBe('ok');
    await expect.poll(() => observed).toEqual([{ route: 'cached', operation: 'none', status: 203 }]);
    expect(lines.filter((line) => line.msg === 'request')).toMatchObject([
      { route: 'cached', status: 203, requestId: 'sync-1' },
    ]);
    expect(lines.some((line) => line.msg === 'request failed')).toBe(false);
  });

  it('still waits for an answer when the work returns nothing but has not answered yet', async () => {
    const { url, observed } = await serve((res) => {
      setImmediate(() => res.writeHead(202).end('later'));
      return undefined;
    });
    const response = await fetch(url);
    expect(response.status).toBe(202);
    expect(await response.text()).toBe('later');
    await expect.poll(() => observed.map((o) => o.status)).toEqual([202]);
  });

  it('counts routine traffic but writes no access line for it above debug', async () => {
    const { url, lines, observed } = await serve((res) => {
      noteRoute('health', { quiet: true });
      res.writeHead(200).end('ok');
      return Promise.resolve();
    });
    expect((await fetch(url)).status).toBe(200);
    await expect.poll(() => observed.map((o) => o.route)).toEqual(['health']);
    expect(lines.filter((line) => line.msg === 'request')).toEqual([]);
  });

  // The servers' own responses (api/src/serve.ts, web/server/main.ts) carry the id in their head.
  const ways: [string, (res: ServerResponse) => void][] = [
    ['a list given to writeHead', (res) => res.writeHead(200, ['content-type', 'text/plain']).end('ok')],
    ['an object given to writeHead', (res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('ok')],
    [
      'a status message and a list',
      (res) => res.writeHead(200, 'Fine', ['content-type', 'text/plain']).end('ok'),
    ],
    ['end alone', (res) => res.end('ok')],
    [
      'a header set before a list',
      (res) => {
        res.setHeader('vary', 'Origin');
        res.writeHead(200, ['content-type', 'text/plain']).end('ok');
      },
    ],
  ];
  it.each(ways)('sends the request id once with %s on a TrackedResponse', async (_way, write) => {
    const { url } = await serve(
      (res) => {
        write(res);
        return Promise.resolve();
      },
      { tracked: true },
    );
    const response = await fetch(url, { headers: { 'x-request-id': 'id-42' } });
    expect(await response.text()).toBe('ok');
    expect(response.headers.get('x-request-id')).toBe('id-42');
    expect(response.headers.get('content-type') ?? 'text/plain').toBe('text/plain');
  });
});
