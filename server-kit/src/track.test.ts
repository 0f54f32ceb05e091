import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { noteRoute } from './request-context.js';
import { createTracker } from './track.js';

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
async function serve(handle: (res: ServerResponse) => Promise<void>) {
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
  server = createServer((req, res) => void track(req, res, () => handle(res)));
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
});
