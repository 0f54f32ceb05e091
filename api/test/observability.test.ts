import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoUpstream, type DemoUpstream } from '@agency/demo-upstream/launcher';
import { parseApiConfig, secretValues } from '../src/config.js';
import { startApiProcess, type ApiProcess } from './api-process.js';
import { demoEnv, purgeAt, startHarness, waitFor } from './harness.js';
import { parsePrometheusText, samplesOf, total, type Sample } from '@agency/test-kit/prometheus-text';

// Operation names of the site's own documents, so they become metric labels (others are "other").
const MODEL_LIST =
  'query ModelList($category: Category!, $gender: Gender!) { models(category: $category, gender: $gender, first: 3) { nodes { id name } } }';
const MODEL_PROFILE = 'query ModelProfile($id: ID!) { model(id: $id) { id name } }';
const SUBMIT_CONTACT =
  'mutation SubmitContact($input: ContactInput!) { submitContact(input: $input) { id status } }';
const METRICS_TOKEN = 'scrape-token-for-tests-0123456789';

type LogLine = { level: number; msg: string; requestId?: string; [key: string]: unknown };

const ADMIN_TOKEN = 'admin-token-for-the-observability-tests-0123456789';

describe('observability of the API process', () => {
  let demo: DemoUpstream;
  let api: ApiProcess;
  let env: Record<string, string>;
  // Its own resized files: one already made by another suite would be served without asking the
  // storage, and the storage call is what one test here counts.
  const imageCache = mkdtempSync(join(tmpdir(), 'observability-images-'));

  beforeAll(async () => {
    demo = await startDemoUpstream();
    env = demoEnv(demo, {
      IMAGE_CACHE_DIR: imageCache,
      METRICS_TOKEN,
      DOWNLOAD_SECRET: 'download-secret-for-tests-0123456789abcdef',
      ADMIN_TOKEN,
    });
    api = await startApiProcess(env);
    await api.untilReady();
  });
  afterAll(async () => {
    await api?.stop();
    await demo?.stop();
    rmSync(imageCache, { recursive: true, force: true });
  });

  const post = (query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) =>
    fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
  const get = (query: string, variables: Record<string, unknown>) =>
    fetch(`${api.url}/graphql?${new URLSearchParams({ query, variables: JSON.stringify(variables) })}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
  const scrape = async (): Promise<Sample[]> => {
    const response = await fetch(`${api.url}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    return parsePrometheusText(await response.text());
  };
  const logLines = () => api.logLines<LogLine>();

  it('echoes a request id, sends it to the upstream and writes it on every log line of the request', async () => {
    const requestId = 'req-7f3c2a91-observability';
    // Loaded at start (warm start): purged, so this request loads the board itself.
    await purgeAt(api.url, ADMIN_TOKEN, { boards: true });
    const response = await post(
      MODEL_LIST,
      { category: 'FASHION', gender: 'WOMAN' },
      { 'x-request-id': requestId },
    );
    expect(response.status).toBe(200);
    expect(
      ((await response.json()) as { data: { models: { nodes: unknown[] } } }).data.models.nodes.length,
    ).toBeGreaterThan(0);
    expect(response.headers.get('x-request-id')).toBe(requestId);

    const upstreamCalls = (await demo.calls('integration')).recent.filter(
      (call) => call.requestId === requestId,
    );
    expect(upstreamCalls.map((call) => call.path)).toContain('/api/talents');

    const access = await waitFor(() =>
      logLines().find((line) => line.requestId === requestId && line.msg === 'request'),
    );
    expect(access).toMatchObject({
      method: 'POST',
      path: '/graphql',
      route: '/graphql',
      operation: 'ModelList',
      status: 200,
    });
    expect(access.durationMs).toEqual(expect.any(Number));
  });

  it('makes up an id when there is none or the given one is unsafe, and never logs the query string', async () => {
    const plain = await get(MODEL_LIST, { category: 'FASHION', gender: 'MAN' });
    const made = plain.headers.get('x-request-id');
    expect(made).toMatch(/^[0-9a-f-]{36}$/);

    const unsafe = await post(
      MODEL_LIST,
      { category: 'FASHION', gender: 'MAN' },
      { 'x-request-id': 'evil"id\twith spaces' },
    );
    const replaced = unsafe.headers.get('x-request-id');
    expect(replaced).toMatch(/^[0-9a-f-]{36}$/);

    const access = await waitFor(() =>
      logLines().find((line) => line.requestId === made && line.msg === 'request'),
    );
    expect(access.path).toBe('/graphql');
    expect(api.output()).not.toContain('evil');
    expect(api.output()).not.toContain('variables=');
  });

  it('counts requests per operation with their latency, and upstream calls per endpoint', async () => {
    await post(MODEL_LIST, { category: 'COMMERCIAL', gender: 'WOMAN' });
    await post('query { __typename }', {});
    await post('query WhateverAnAttackerChose { __typename }', {});
    const samples = await scrape();

    expect(
      total(samples, 'http_requests_total', { route: '/graphql', operation: 'ModelList', status: '200' }),
    ).toBeGreaterThanOrEqual(2);
    expect(
      total(samples, 'http_request_duration_seconds_count', {
        route: '/graphql',
        operation: 'ModelList',
        status: '200',
      }),
    ).toBeGreaterThanOrEqual(2);
    expect(
      samplesOf(samples, 'http_request_duration_seconds_bucket', { operation: 'ModelList', le: '+Inf' })
        .length,
    ).toBeGreaterThan(0);
    expect(total(samples, 'http_requests_total', { operation: 'anonymous' })).toBeGreaterThanOrEqual(1);
    expect(total(samples, 'http_requests_total', { operation: 'other' })).toBeGreaterThanOrEqual(1);
    expect(samplesOf(samples, 'http_requests_total', { operation: 'WhateverAnAttackerChose' })).toEqual([]);

    const talents = { service: 'integration', endpoint: 'api/talents', outcome: 'ok' };
    expect(total(samples, 'upstream_requests_total', talents)).toBeGreaterThanOrEqual(2);
    expect(total(samples, 'upstream_request_duration_seconds_count', talents)).toBeGreaterThanOrEqual(2);
    expect(total(samples, 'upstream_request_duration_seconds_sum', talents)).toBeGreaterThan(0);
    // Sign-in is an upstream call like any other.
    expect(
      total(samples, 'upstream_requests_total', { service: 'panel', endpoint: 'api/login', outcome: 'ok' }),
    ).toBeGreaterThanOrEqual(1);
    // Default process metrics come along.
    expect(samplesOf(samples, 'process_cpu_seconds_total').length).toBe(1);
  });

  it('counts upstream errors per endpoint, and the retries log the id of the request that caused them', async () => {
    const list = (await (await post(MODEL_LIST, { category: 'FASHION', gender: 'WOMAN' })).json()) as {
      data: { models: { nodes: { id: string }[] } };
    };
    // Not the first model: the warm start has its profile cached (graphql/warm-path.ts).
    const id = list.data.models.nodes[1]!.id;
    const failing = { service: 'integration', endpoint: 'api/talent/profile', outcome: 'server_error' };
    const before = total(await scrape(), 'upstream_requests_total', failing);

    await demo.setFaults({ errorRate: 1, paths: ['/api/talent/profile'] }, 'integration');
    const requestId = 'req-profile-fails-1';
    try {
      const answer = (await (await post(MODEL_PROFILE, { id }, { 'x-request-id': requestId })).json()) as {
        errors?: unknown[];
      };
      expect(answer.errors?.length).toBeGreaterThan(0);
    } finally {
      await demo.clearFaults('integration');
    }

    expect(total(await scrape(), 'upstream_requests_total', failing)).toBeGreaterThan(before);
    // Logged by the API process before it answered, but read through a pipe: wait for them.
    const retries = await waitFor(() => {
      const lines = logLines().filter((line) => line.requestId === requestId && /retrying/.test(line.msg));
      return lines.length > 0 ? lines : undefined;
    });
    expect(retries[0]!.level).toBe(40);
  });

  it('fetches /img sources from the storage with the request id, counted as upstream calls', async () => {
    const list = (await (
      await post(
        'query { models(category: FASHION, gender: WOMAN, first: 1) { nodes { cover { url } } } }',
        {},
      )
    ).json()) as {
      data: { models: { nodes: { cover: { url: string } }[] } };
    };
    const cover = list.data.models.nodes[0]!.cover.url;
    const ok = { service: 'storage', endpoint: 'file', outcome: 'ok' };
    const before = total(await scrape(), 'upstream_requests_total', ok);
    const requestId = 'req-image-source-1';
    const image = await fetch(`${api.url}/img/480?src=${encodeURIComponent(cover)}`, {
      headers: { 'x-request-id': requestId, accept: 'image/webp' },
    });
    expect(image.status).toBe(200);

    const storagePath = new URL(cover).pathname;
    expect((await demo.calls('panel')).recent).toContainEqual(
      expect.objectContaining({ path: storagePath, requestId }),
    );
    const after = await scrape();
    expect(total(after, 'upstream_requests_total', ok)).toBe(before + 1);
    expect(total(after, 'upstream_request_duration_seconds_count', ok)).toBe(before + 1);
  });

  it('moves the cache counters: read-cache hits on repeated reads, response-cache hits on repeated GETs', async () => {
    const before = await scrape();
    await post(MODEL_LIST, { category: 'FASHION', gender: 'WOMAN' });
    const variables = { category: 'COMMERCIAL', gender: 'MAN' };
    expect((await get(MODEL_LIST, variables)).status).toBe(200);
    const repeated = await get(MODEL_LIST, variables);
    expect(repeated.status).toBe(200);
    const after = await scrape();

    expect(total(after, 'read_cache_events_total', { event: 'hit' })).toBeGreaterThan(
      total(before, 'read_cache_events_total', { event: 'hit' }),
    );
    expect(total(after, 'read_cache_events_total', { event: 'load' })).toBeGreaterThan(0);
    expect(total(after, 'graphql_response_cache_lookups_total', { result: 'hit' })).toBe(
      total(before, 'graphql_response_cache_lookups_total', { result: 'hit' }) + 1,
    );
    expect(total(after, 'graphql_response_cache_lookups_total', { result: 'miss' })).toBeGreaterThan(
      total(before, 'graphql_response_cache_lookups_total', { result: 'miss' }),
    );
    // A response-cache hit is still a counted request of its operation.
    expect(total(after, 'http_requests_total', { operation: 'ModelList' })).toBe(
      total(before, 'http_requests_total', { operation: 'ModelList' }) + 3,
    );
  });

  it('shows the outbox depth and the age of the oldest waiting submission while the panel is down', async () => {
    const idle = await scrape();
    expect(total(idle, 'outbox_submissions', { state: 'pending' })).toBe(0);
    expect(total(idle, 'outbox_oldest_pending_age_seconds')).toBe(0);

    await demo.setFaults({ outage: true, paths: ['/api/contact'] }, 'panel');
    try {
      const input = {
        name: 'Ana Souza',
        email: 'ana@example.com',
        phone: '+55 71 99999-0000',
        message: 'Olá',
      };
      const answer = (await (await post(SUBMIT_CONTACT, { input })).json()) as {
        data: { submitContact: { status: string } };
      };
      expect(answer.data.submitContact.status).toBe('QUEUED');
      const held = await waitFor(async () => {
        const samples = await scrape();
        const waiting =
          total(samples, 'outbox_submissions', { state: 'pending' }) +
          total(samples, 'outbox_submissions', { state: 'sending' });
        return waiting === 1 && total(samples, 'outbox_oldest_pending_age_seconds') > 0.2
          ? samples
          : undefined;
      });
      expect(total(held, 'outbox_submissions', { state: 'rejected' })).toBe(0);
    } finally {
      await demo.clearFaults('panel');
    }
    // The worker's next try delivers it and the gauges fall back.
    await waitFor(async () => {
      const samples = await scrape();
      return (
        total(samples, 'outbox_submissions', { state: 'pending' }) +
          total(samples, 'outbox_submissions', { state: 'sending' }) ===
          0 && total(samples, 'outbox_oldest_pending_age_seconds') === 0
      );
    }, 20_000);
    // Deliveries outside a request carry their own job id, upstream and in the logs.
    // The log line is written after the move the gauges saw, and reaches us through a pipe: wait for it.
    const delivered = await waitFor(() => logLines().find((line) => line.msg === 'outbox: delivered'));
    expect(delivered.requestId).toMatch(/^outbox-/);
    expect(
      (await demo.calls('panel')).recent.some(
        (call) => call.path === '/api/contact/pt' && call.requestId === delivered.requestId,
      ),
    ).toBe(true);
  });

  it('refuses /metrics without the token or with a wrong one', async () => {
    const none = await fetch(`${api.url}/metrics`);
    expect(none.status).toBe(401);
    expect(await none.text()).not.toContain('http_requests_total');
    const wrong = await fetch(`${api.url}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}x` },
    });
    expect(wrong.status).toBe(401);
    const basic = await fetch(`${api.url}/metrics`, {
      headers: { authorization: `Basic ${Buffer.from(`x:${METRICS_TOKEN}`).toString('base64')}` },
    });
    expect(basic.status).toBe(401);
  });

  it('puts no secret in the metrics or the logs', async () => {
    const text = await (
      await fetch(`${api.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    const secrets = secretValues(parseApiConfig(env));
    expect(secrets).toContain(METRICS_TOKEN);
    for (const secret of secrets) {
      expect(text).not.toContain(secret);
      expect(api.output()).not.toContain(secret);
    }
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  it('does not exist', async () => {
    const h = await startHarness();
    try {
      expect((await fetch(`${h.url}/metrics`)).status).toBe(404);
      expect(
        (await fetch(`${h.url}/metrics`, { headers: { authorization: 'Bearer anything-at-all-here' } }))
          .status,
      ).toBe(404);
    } finally {
      await h.stop();
    }
  });
});
