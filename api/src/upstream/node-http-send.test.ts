import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendHttp } from './node-http-send.js';

// The promises http-client.ts relies on, against a real server on a loopback port: no redirect
// followed, an abort failing with its own reason (before the headers and while the body is read),
// connections kept alive between calls, bodies sent whole and streamed.

let server: Server;
let base: string;
const sockets = new Set<unknown>();

beforeAll(async () => {
  server = createServer((req, res) => {
    sockets.add(req.socket);
    if (req.url === '/redirect') return res.writeHead(302, { location: '/json' }).end();
    if (req.url === '/hang') return;
    if (req.url === '/trickle') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.write('{"a":');
    }
    if (req.url === '/echo') {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () =>
        res.end(
          JSON.stringify({
            method: req.method,
            length: req.headers['content-length'],
            body: Buffer.concat(chunks).toString(),
          }),
        ),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const get = (path: string, signal = new AbortController().signal) =>
  sendHttp(new URL(path, base), { method: 'GET', headers: {}, body: undefined, signal });

const timeout = () => new DOMException('no answer', 'TimeoutError');

describe('sendHttp', () => {
  it('hands back a redirect as it is, without following it', async () => {
    const answer = await get('/redirect');
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/json');
    await answer.body.dump();
  });

  it('reads a body whole as JSON, and keeps the connection for the next call', async () => {
    sockets.clear();
    expect(await (await get('/json')).body.json()).toEqual({ ok: true });
    expect(await (await get('/json')).body.json()).toEqual({ ok: true });
    expect(sockets.size).toBe(1);
  });

  it('fails with the abort reason when no answer comes', async () => {
    const controller = new AbortController();
    const call = get('/hang', controller.signal);
    const reason = timeout();
    controller.abort(reason);
    await expect(call).rejects.toBe(reason);
  });

  it('fails the body with the abort reason once the headers came, read or not yet read', async () => {
    const unread = new AbortController();
    await get('/trickle', unread.signal);
    // Nobody reads this body: the abort must not surface as an unheard stream error.
    unread.abort(timeout());

    const read = new AbortController();
    const answer = await get('/trickle', read.signal);
    const body = answer.body.json();
    const reason = timeout();
    read.abort(reason);
    await expect(body).rejects.toBe(reason);
  });

  it('sends a string body with its length, and a stream as it is read', async () => {
    const whole = await sendHttp(new URL('/echo', base), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":"Ana"}',
      signal: new AbortController().signal,
    });
    expect(await whole.body.json()).toEqual({ method: 'POST', length: '14', body: '{"name":"Ana"}' });

    const streamed = await sendHttp(new URL('/echo', base), {
      method: 'POST',
      headers: {},
      body: Readable.from(['part one, ', 'part two']),
      signal: new AbortController().signal,
    });
    expect(await streamed.body.json()).toMatchObject({ method: 'POST', body: 'part one, part two' });
  });

  it('fails the call when a streamed body cannot be read', async () => {
    const failing = new Readable({
      read() {
        this.destroy(new Error('disk gone'));
      },
    });
    await expect(
      sendHttp(new URL('/echo', base), {
        method: 'POST',
        headers: {},
        body: failing,
        signal: new AbortController().signal,
      }),
    ).rejects.toThrow();
  });
});
