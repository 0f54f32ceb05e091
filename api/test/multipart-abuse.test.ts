import { mkdtempSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDemoUpstream, type DemoUpstream } from '@agency/demo-upstream/launcher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from './api-process.js';
import { demoEnv, waitFor } from './harness.js';
import { GET_SCOUTED, photo, validGetScouted } from '@agency/test-kit/uploads';

// Broken or hostile multipart requests: each refused with a clear 4xx, nothing in the outbox,
// and the API process's memory does not grow with what was thrown at it.

let demo: DemoUpstream;
let api: ApiProcess;
let outbox: string;
beforeAll(async () => {
  demo = await startDemoUpstream();
  outbox = mkdtempSync(join(tmpdir(), 'outbox-abuse-'));
  api = await startApiProcess({ ...demoEnv(demo), OUTBOX_DIR: outbox });
});
afterAll(async () => {
  await api?.stop();
  await demo?.stop();
});

const operations = (count: number) =>
  JSON.stringify({
    query: GET_SCOUTED,
    variables: { input: validGetScouted, photos: Array(count).fill(null) },
  });
const mapFor = (count: number) =>
  JSON.stringify(
    Object.fromEntries(Array.from({ length: count }, (_, i) => [String(i), [`variables.photos.${i}`]])),
  );

/** The first GraphQL error's extensions in an answer's body. */
function errorExtensions(text: string): unknown {
  return (JSON.parse(text) as { errors: { extensions: unknown }[] }).errors[0]?.extensions;
}

type Part = [name: string, value: string | Blob, fileName?: string];

async function send(parts: Part[]): Promise<{ status: number; text: string }> {
  const form = new FormData();
  for (const [name, value, fileName] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, fileName);
  }
  const response = await fetch(`${api.url}/graphql`, {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true' },
    body: form,
  });
  return { status: response.status, text: await response.text() };
}

const jpeg = async (seed: number) =>
  new Blob([new Uint8Array(await photo('jpeg', seed))], { type: 'image/jpeg' });

function expectOutboxEmpty() {
  for (const folder of ['staging', 'pending', 'sending', 'delivered', 'rejected']) {
    const entries = (() => {
      try {
        return readdirSync(join(outbox, folder));
      } catch {
        return [];
      }
    })();
    expect(entries, folder).toEqual([]);
  }
}

/** A request written by hand: headers (Content-Length included) say one thing, the bytes another. */
function rawRequest(head: string, body: Buffer): Promise<string> {
  const { port } = new URL(api.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => {
      socket.write(head);
      socket.write(body);
    });
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', () => resolve(answer));
    socket.on('close', () => resolve(answer));
    socket.setTimeout(10_000, () => reject(new Error('no answer in 10 s')));
  });
}

describe('multipart abuse', () => {
  it('refuses each broken upload with a clear 4xx, writes nothing and keeps memory flat', async () => {
    const rssBefore = api.rssBytes();
    const files = await Promise.all([0, 1, 2].map(jpeg));

    const missingMap = await send([
      ['operations', operations(3)],
      ['0', files[0]!, 'a.jpg'],
    ]);
    expect(missingMap.status).toBe(400);
    expect(missingMap.text).toMatch(/map/i);

    const absentFiles = await send([
      ['operations', operations(3)],
      ['map', mapFor(3)],
      ['0', files[0]!, 'a.jpg'],
    ]);
    // The map names files the request never sent: those photos are reported missing.
    expect(errorExtensions(absentFiles.text)).toMatchObject({
      code: 'BAD_USER_INPUT',
      codes: { 'photos.1': 'photo_required', 'photos.2': 'photo_required' },
    });

    const empty = new Blob([], { type: 'image/jpeg' });
    const zeroBytes = await send([
      ['operations', operations(3)],
      ['map', mapFor(3)],
      ['0', empty, 'a.jpg'],
      ['1', empty, 'b.jpg'],
      ['2', empty, 'c.jpg'],
    ]);
    expect(errorExtensions(zeroBytes.text)).toMatchObject({ code: 'BAD_USER_INPUT' });

    const seven = await Promise.all([0, 1, 2, 3, 4, 5, 6].map(jpeg));
    const tooMany = await send([
      ['operations', operations(7)],
      ['map', mapFor(7)],
      ...seven.map((file, i): Part => [String(i), file, `${i}.jpg`]),
    ]);
    expect(tooMany.status).toBe(413);

    // Gigabytes declared: refused from the headers, before any of the body is read.
    const huge = await rawRequest(
      `POST /graphql HTTP/1.1\r\nHost: x\r\napollo-require-preflight: 1\r\ncontent-type: multipart/form-data; boundary=b\r\ncontent-length: ${5 * 1024 ** 3}\r\nconnection: close\r\n\r\n`,
      Buffer.from('--b\r\n'),
    );
    expect(huge).toMatch(/^HTTP\/1\.1 413/);

    // A body longer than its Content-Length: the declared part is a truncated form (refused),
    // the rest is not a request at all (the connection is closed with 400).
    const body = Buffer.concat([
      Buffer.from(
        `--b\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${operations(1)}\r\n--b\r\nContent-Disposition: form-data; name="map"\r\n\r\n${mapFor(1)}\r\n--b\r\nContent-Disposition: form-data; name="0"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      Buffer.alloc(256 * 1024, 0xff),
      Buffer.from('\r\n--b--\r\n'),
    ]);
    const longer = await rawRequest(
      `POST /graphql HTTP/1.1\r\nHost: x\r\napollo-require-preflight: 1\r\ncontent-type: multipart/form-data; boundary=b\r\ncontent-length: 2000\r\n\r\n`,
      body,
    );
    expect(longer).toMatch(/^HTTP\/1\.1 4\d\d/);

    // A cut-off upload may still be unwinding its staging folder: wait for it to be removed.
    await waitFor(() => readdirSync(join(outbox, 'staging')).length === 0, 5000);
    expectOutboxEmpty();
    expect((await demo.received()).getScouted ?? []).toHaveLength(0);
    expect(api.rssBytes() - rssBefore).toBeLessThan(32 * 1024 * 1024);
  });
});
