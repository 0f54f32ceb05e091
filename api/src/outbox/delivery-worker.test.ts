import { mkdtempSync, readdirSync, utimesSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@agency/test-kit/wait-for';
import { UpstreamHttpClient } from '../upstream/http-client.js';
import { DeliveryWorker } from './delivery-worker.js';
import { OutboxStore } from './outbox-store.js';

// An instance paused longer than the lease (its claim taken over meanwhile) that wakes up with the
// panel's answer must notice it lost the claim and leave the submission to its new owner.

const LEASE_MS = 1000;
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** A panel that holds every entry post until the test answers it. */
async function heldPanel() {
  const held: ServerResponse[] = [];
  const server = createServer((req, res) => {
    if (req.url === '/api/login')
      return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"token":"t"}');
    req.resume();
    held.push(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => server.close());
  cleanups.push(() => server.closeAllConnections());
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, held };
}

async function setUp() {
  const panel = await heldPanel();
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
  const client = new UpstreamHttpClient({
    service: 'panel',
    baseUrl: panel.url,
    timeoutMs: 5000,
    readRetries: 0,
    logger,
    signIn: () => Promise.resolve('t'),
  });
  const root = mkdtempSync(join(tmpdir(), 'outbox-worker-'));
  const paused = new OutboxStore(root, { instance: 'paused-1-aaaa', leaseMs: LEASE_MS });
  const other = new OutboxStore(root, { instance: 'other-2-bbbb', leaseMs: LEASE_MS });
  await paused.init();
  await other.init();
  const worker = new DeliveryWorker(paused, client, logger);
  const { id } = await paused.stage();
  await paused.commit(id, 'contact', {
    type: 'json',
    path: 'api/contact/pt',
    json: { name: 'A', email: 'a@b.co', phone: '1', message: 'x' },
  });
  const delivery = worker.deliverNow(id);
  await waitFor(() => panel.held.length === 1, 5000);
  // The pause: no heartbeat for longer than the lease, so the other instance takes the claim and posts it itself.
  const past = new Date(Date.now() - 2 * LEASE_MS);
  utimesSync(join(root, 'instances', paused.instance), past, past);
  expect((await other.takeOver()).requeued).toEqual([{ id, from: paused.instance }]);
  expect(await other.claim(id)).toBe(true);
  return { panel, lines, root, id, other, delivery };
}

const folder = (root: string, name: string) => readdirSync(join(root, name));

describe('delivery worker that lost its claim', () => {
  it('reports the double delivery and leaves the submission to the instance that took it over', async () => {
    const { panel, lines, root, id, other, delivery } = await setUp();
    panel.held[0]!.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true,"id":981}');

    expect(await delivery).toMatchObject({ result: 'delivered' });
    expect(lines.join('')).toMatch(/delivered, but another instance had taken the claim over/);
    expect(lines.join('')).toContain(id);
    expect(folder(root, 'sending')).toEqual([`${id}+${other.instance}`]);
    expect(folder(root, 'delivered')).toEqual([]);
  });

  it('does not requeue a failed attempt whose claim another instance holds', async () => {
    const { panel, lines, root, id, other, delivery } = await setUp();
    panel.held[0]!.writeHead(503, { 'content-type': 'application/json' }).end(
      '{"message":"Service Unavailable"}',
    );

    expect(await delivery).toMatchObject({ result: 'retry' });
    expect(lines.join('')).toMatch(/another instance had taken the claim over; it goes on there/);
    expect(folder(root, 'sending')).toEqual([`${id}+${other.instance}`]);
    expect(folder(root, 'pending')).toEqual([]);
  });
});
