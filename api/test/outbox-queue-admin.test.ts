import { startDemoUpstream, type DemoUpstream } from '@agency/demo-upstream/launcher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePrometheusText, samplesOf } from '@agency/test-kit/prometheus-text';
import { startRedisServer, type RedisServer } from '@agency/test-kit/redis-server';
import { startApiProcess, type ApiProcess } from './api-process.js';
import { demoEnv, waitFor } from './harness.js';

// The agency's page of the submissions queue: behind ADMIN_TOKEN, it shows what waits, fails and
// was refused, with the panel's answer and the attempts, and retries or discards an entry.

const TOKEN = 'admin-token-for-the-outbox-page-0123456789';
const METRICS_TOKEN = 'metrics-token-0123456789';
let demo: DemoUpstream;
let redis: RedisServer;
let api: ApiProcess;

beforeAll(async () => {
  [demo, redis] = await Promise.all([startDemoUpstream(), startRedisServer()]);
  api = await startApiProcess(
    demoEnv(demo, {
      REDIS_URL: redis.url,
      ADMIN_TOKEN: TOKEN,
      METRICS_TOKEN,
      UPSTREAM_BREAKER_RESET_MS: '1000',
    }),
  );
});
afterAll(async () => {
  await api?.stop();
  await redis?.stop();
  await demo?.stop();
});

const page = (authorization?: string) =>
  fetch(`${api.url}/admin/outbox`, { headers: authorization ? { authorization } : {} });
const bearer = `Bearer ${TOKEN}`;
const act = (
  action: 'retry' | 'discard',
  id: string,
  headers: Record<string, string> = { authorization: bearer },
) => fetch(`${api.url}/admin/outbox/${action}?id=${id}`, { method: 'POST', headers, redirect: 'manual' });

/** The page's row of a submission: its cells as text. */
async function rowOf(id: string): Promise<string[] | undefined> {
  const html = await (await page(bearer)).text();
  const row = new RegExp(`<tr><td><code>${id}</code>.*?</tr>`).exec(html)?.[0];
  return row === undefined
    ? undefined
    : [...row.matchAll(/<td>(.*?)<\/td>/g)].map((cell) => cell[1]!.replace(/<[^>]+>/g, ''));
}

const SUBMIT_CONTACT = 'mutation ($input: ContactInput!) { submitContact(input: $input) { id status } }';

async function contact(i: number): Promise<string> {
  const input = { name: 'Ana Souza', email: `c${i}@example.com`, phone: '+55 71 99999-0000', message: 'Olá' };
  const response = await fetch(`${api.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: SUBMIT_CONTACT, variables: { input } }),
  });
  const body = (await response.json()) as { data?: { submitContact: { id: string; status: string } } };
  expect(body.data?.submitContact.status).toBe('QUEUED');
  return body.data!.submitContact.id;
}

async function outboxMetrics(): Promise<Record<string, number>> {
  const text = await (
    await fetch(`${api.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const samples = samplesOf(parsePrometheusText(text), 'outbox_submissions');
  return Object.fromEntries(samples.map((sample) => [sample.labels.state!, sample.value]));
}

describe('outbox admin page', () => {
  it('refuses without the token, or with another one', async () => {
    expect((await page()).status).toBe(401);
    expect((await page('Bearer not-the-token')).status).toBe(401);
    expect((await act('retry', 'x', {})).status).toBe(401);
    const ok = await page(bearer);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('lists a failing entry with the panel answer and attempts, and retries it at once', async () => {
    await demo.setFaults({ outage: true, paths: ['/api/contact'] }, 'panel');
    const id = await contact(1);
    // Three attempts failed: the next one is 8 s away.
    const row = await waitFor(async () => {
      const cells = await rowOf(id);
      return cells && Number(cells[3]) >= 3 && cells;
    }, 30_000);
    const [, kind, , , answer, , nextAttempt] = row;
    expect(kind).toBe('contact');
    expect(answer).toMatch(/503/);
    expect(await outboxMetrics()).toMatchObject({ retrying: 1, rejected: 0 });

    await demo.clearFaults('panel');
    const retried = await act('retry', id);
    expect(retried.status).toBe(303);
    const delivered = await waitFor(async () => {
      const { contacts } = await demo.received();
      return (contacts as { idempotencyKey?: string; receivedAt?: string }[]).length > 0 && contacts;
    }, 10_000);
    expect(delivered).toHaveLength(1);
    // Taken at once, not at the back-off's next attempt.
    expect(Date.now()).toBeLessThan(Date.parse(nextAttempt!));
    await waitFor(async () => (await rowOf(id)) === undefined, 5000);
    expect(await outboxMetrics()).toMatchObject({ waiting: 0, retrying: 0, rejected: 0 });
  }, 60_000);

  it('discards an entry for good, and takes actions from a browser only from the page itself', async () => {
    await demo.setFaults({ outage: true, paths: ['/api/contact'] }, 'panel');
    const id = await contact(2);
    await waitFor(async () => Number((await rowOf(id))?.[3]) >= 1, 20_000);
    const basic = `Basic ${Buffer.from(`agency:${TOKEN}`).toString('base64')}`;
    // A browser resends Basic credentials by itself, also for a form on another site.
    expect(
      (await act('discard', id, { authorization: basic, origin: 'https://elsewhere.example' })).status,
    ).toBe(403);
    const host = new URL(api.url).host;
    expect((await act('discard', id, { authorization: basic, origin: `http://${host}` })).status).toBe(303);
    expect(await rowOf(id)).toBeUndefined();
    await demo.clearFaults('panel');
    expect((await act('retry', id)).status).toBe(409);
  }, 60_000);
});
