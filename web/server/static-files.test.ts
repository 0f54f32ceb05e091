import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, get as httpGet, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHandler } from './static-files';

const script = 'export const app = "the app";\n'.repeat(200);
let server: Server;
let base: string;

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'static-'));
  writeFileSync(join(root, 'app.js'), script);
  // What the build writes beside a file (scripts/precompress.mjs), marked so the test can tell it
  // was sent as it is and not made at request time.
  writeFileSync(join(root, 'app.js.br'), 'precompressed by the build');
  writeFileSync(join(root, 'plain.js'), script);
  const serve = createStaticHandler(pathToFileURL(`${root}/`));
  server = createServer((req, res) => {
    void serve(req, res).then((served) => served || res.writeHead(404).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A raw GET (fetch would undo the encoding): status, encoding and the bytes as sent. */
const get = (path: string, encoding: string) =>
  new Promise<{ status: number; encoding?: string; body: Buffer }>((resolve, reject) => {
    httpGet(new URL(path, base), { headers: { 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          encoding: res.headers['content-encoding'],
          body: Buffer.concat(chunks),
        }),
      );
    }).on('error', reject);
  });

describe('static files', () => {
  it('sends the copy the build compressed, not one made at request time', async () => {
    const answer = await get('/app.js', 'br, gzip');
    expect(answer.encoding).toBe('br');
    expect(answer.body.toString()).toBe('precompressed by the build');
  });

  it('compresses a file the build left without a copy, in the encoding the browser takes', async () => {
    const br = await get('/plain.js', 'br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    const gzip = await get('/app.js', 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    const plain = await get('/app.js', 'identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('never serves a compressed copy under its own name', async () => {
    expect((await get('/app.js.br', 'identity')).status).toBe(404);
  });
});
