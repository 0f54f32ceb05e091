import { mkdtempSync, readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDemoUpstream, type DemoUpstream } from '@agency/demo-upstream/launcher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess } from './api-process.js';
import { demoEnv, waitFor } from './harness.js';
import { GET_SCOUTED, photos, postMultipart, validGetScouted } from '@agency/test-kit/uploads';
import { OutboxStore } from '../src/outbox/outbox-store.js';
import { LocalDeliveries } from '../src/outbox/delivery-worker.js';
import { UpstreamHttpClient } from '../src/upstream/http-client.js';
import { createLogger } from '@agency/server-kit/logger';

let demo: DemoUpstream;
beforeAll(async () => {
  demo = await startDemoUpstream();
});
afterAll(() => demo?.stop());

describe('outbox across a crash', () => {
  it('delivers a queued submission exactly once after the API was killed (SIGKILL) and restarted', async () => {
    const outbox = mkdtempSync(join(tmpdir(), 'outbox-crash-'));
    const env = { ...demoEnv(demo), OUTBOX_DIR: outbox, UPSTREAM_TIMEOUT_MS: '1000' };
    await demo.setFaults({ outage: true }, 'panel');

    const first = await startApiProcess(env);
    const { body } = await postMultipart(first.url, GET_SCOUTED, { input: validGetScouted }, await photos(3));
    expect(body.data!.submitGetScouted).toMatchObject({ status: 'QUEUED' });
    const id = (body.data!.submitGetScouted as { id: string }).id;
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));

    await demo.clearFaults('panel');
    expect((await demo.received()).entries).toHaveLength(0);
    const second = await startApiProcess(env);
    try {
      await waitFor(() => readdirSync(join(outbox, 'delivered')).includes(id), 30_000);
      const entries = (await demo.received()).entries.filter((entry) => entry.idempotencyKey === id);
      expect(entries).toHaveLength(1);
      expect(entries[0]!.files).toHaveLength(3);
      expect(readdirSync(join(outbox, 'pending'))).toEqual([]);
    } finally {
      await second.stop();
    }
    // Two API processes start one after the other: slow on a busy machine.
  }, 60_000);
});

describe('outbox refusals', () => {
  it('keeps a submission the panel refuses (4xx) aside with the reason, and does not retry it', async () => {
    let posts = 0;
    // A panel that keeps the contract's sign-in and answers 422 to entries.
    const panel = createServer((req, res) => {
      if (req.url === '/api/login')
        return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"token":"t"}');
      posts++;
      req.resume();
      res
        .writeHead(422, { 'content-type': 'application/json' })
        .end('{"message":"The email has already been taken.","errors":{"email":["taken"]}}');
    });
    await new Promise<void>((resolve) => panel.listen(0, '127.0.0.1', resolve));
    const logger = createLogger('silent');
    const client = new UpstreamHttpClient({
      service: 'panel',
      baseUrl: `http://127.0.0.1:${(panel.address() as AddressInfo).port}`,
      timeoutMs: 2000,
      readRetries: 0,
      logger,
      signIn: () => Promise.resolve('t'),
    });
    const store = new OutboxStore(mkdtempSync(join(tmpdir(), 'outbox-422-')));
    const worker = new LocalDeliveries(store, client, logger);
    await store.init();
    const { id } = await store.stage();
    await store.commit(id, 'contact', {
      type: 'json',
      path: 'api/contact/pt',
      json: { name: 'A', email: 'a@b.co', phone: '1', message: 'x' },
    });
    try {
      const outcome = await worker.deliverNow(id, 10_000);
      expect(outcome).toMatchObject({
        result: 'rejected',
        status: 422,
        reason: 'The email has already been taken.',
      });
      expect(await store.list('rejected')).toEqual([id]);
      expect(await store.list('pending')).toEqual([]);
      await worker.drain();
      expect(posts).toBe(1);
    } finally {
      await worker.stop();
      panel.close();
    }
  });
});
