import { request as httpRequest } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DemoUpstream } from '@agency/demo-upstream/launcher';
import type { ApiProcess } from '@agency/test-kit/api-process';
import { waitFor } from '@agency/test-kit/wait-for';
import { parsePrometheusText, total } from '@agency/test-kit/prometheus-text';
import { GET_SCOUTED, photos, postMultipart, sha256, validGetScouted } from '@agency/test-kit/uploads';
import { API_METRICS_TOKEN, SITE_METRICS_TOKEN, useForwardingSetup } from './forwarding-fixture';
import type { Site } from './main';

// The site in front of a standalone API (API_URL): a real demo upstream, the API as its own
// process, and the site given no upstream variable or secret at all.

const MODELS =
  'query ModelList($category: Category!, $gender: Gender!) { models(category: $category, gender: $gender, first: 4) { nodes { id name } } }';

const setup = useForwardingSetup();
let demo: DemoUpstream;
let api: ApiProcess;
let site: Site;
let mounted: Site;
let apiEnv: Record<string, string>;
// After the set-up's own beforeAll (hooks run in order).
beforeAll(() => {
  ({ demo, api, site, mounted, apiEnv } = setup);
});

type LogLine = { msg: string; requestId?: string; path?: string; status?: number };
const apiLog = () => api.logLines<LogLine>();
const apiAccessLine = (requestId: string) =>
  waitFor(() => apiLog().find((line) => line.msg === 'request' && line.requestId === requestId));

const postJson = (
  base: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) =>
  fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(10_000),
  });

const apiGraphqlRequests = async () => {
  const response = await fetch(`${api.url}/metrics`, {
    headers: { authorization: `Bearer ${API_METRICS_TOKEN}` },
  });
  return total(parsePrometheusText(await response.text()), 'http_requests_total', { route: '/graphql' });
};

describe('the site forwarding to a standalone API', () => {
  it('renders pages over HTTP with the demo models, carrying the request id to the API and the upstreams, as the mounted API renders them', async () => {
    const requestId = 'fwd-page-0001';
    const page = await fetch(`${site.url}/en/models/women/fashion`, {
      headers: { 'x-request-id': requestId },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('x-request-id')).toBe(requestId);
    const html = await page.text();
    const { data } = (await (
      await postJson(site.url, MODELS, { category: 'FASHION', gender: 'WOMAN' })
    ).json()) as { data: { models: { nodes: { name: string }[] } } };
    expect(data.models.nodes.length).toBeGreaterThan(0);
    for (const { name } of data.models.nodes) expect(html).toContain(name.replace(/'/g, '&#x27;'));

    // The page's id reached the API's access log.
    expect(await apiAccessLine(requestId)).toMatchObject({ path: '/graphql' });
    // A profile is not part of the API's warm start (the boards are): a cold read, so the page's id
    // reaches the integration service too.
    const profileRequestId = 'fwd-page-0002';
    expect(
      (
        await fetch(`${site.url}/en/models/48213/ana-clara-souza`, {
          headers: { 'x-request-id': profileRequestId },
        })
      ).status,
    ).toBe(200);
    expect(
      (await demo.calls('integration')).recent.some(
        (call) => call.path === '/api/talent/profile' && call.requestId === profileRequestId,
      ),
    ).toBe(true);

    for (const path of [
      '/en/models/women/fashion',
      '/en/models/48213/ana-clara-souza',
      '/en/contact',
      '/en/missing',
    ]) {
      const [viaHttp, inProcess] = await Promise.all([fetch(site.url + path), fetch(mounted.url + path)]);
      expect(viaHttp.status, path).toBe(inProcess.status);
      expect((await viaHttp.text()).replaceAll(site.url, 'ORIGIN'), path).toBe(
        (await inProcess.text()).replaceAll(mounted.url, 'ORIGIN'),
      );
    }
  });

  it('keeps a rendered page only as long as the API says its data is fresh, and asks again for URLs it does not keep', async () => {
    await fetch(`${site.url}/en/models/men/fashion`);
    await fetch(`${site.url}/en/models/men/fashion`);
    const before = await apiGraphqlRequests();
    expect((await fetch(`${site.url}/en/models/men/fashion`)).status).toBe(200);
    expect(await apiGraphqlRequests()).toBe(before);
    expect((await fetch(`${site.url}/en/models/men/fashion?utm_source=x`)).status).toBe(200);
    await expect.poll(apiGraphqlRequests).toBeGreaterThan(before);
  });

  it('answers GraphQL POST and GET, the sandbox, /healthz and /readyz through the site', async () => {
    const post = await postJson(
      site.url,
      MODELS,
      { category: 'FASHION', gender: 'MAN' },
      { 'x-request-id': 'fwd-post-0002' },
    );
    expect(post.status).toBe(200);
    expect(post.headers.get('x-request-id')).toBe('fwd-post-0002');
    expect(
      ((await post.json()) as { data: { models: { nodes: unknown[] } } }).data.models.nodes.length,
    ).toBeGreaterThan(0);
    expect(await apiAccessLine('fwd-post-0002')).toMatchObject({ path: '/graphql', status: 200 });

    const search = new URLSearchParams({
      query: MODELS,
      variables: JSON.stringify({ category: 'FASHION', gender: 'WOMAN' }),
    });
    const get = await fetch(`${site.url}/graphql?${search}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(get.status).toBe(200);
    expect(get.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect(
      ((await get.json()) as { data: { models: { nodes: unknown[] } } }).data.models.nodes.length,
    ).toBeGreaterThan(0);
    // The API's CSRF prevention still applies: the answer is the API's own.
    expect((await fetch(`${site.url}/graphql?${search}`)).status).toBe(400);

    const sandbox = await fetch(`${site.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(sandbox.status).toBe(200);
    expect(sandbox.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect((await fetch(`${site.url}/graphql/sandbox/start.js`)).status).toBe(200);

    expect(await (await fetch(`${site.url}/healthz`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${site.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({
      status: 'ready',
      upstreams: { integration: true, panel: true },
    });
  });

  it('serves the published schema through the site, mounted or forwarding, with its ETag and 304', async () => {
    const direct = await fetch(`${api.url}/graphql/schema.graphql`);
    const sdl = await direct.text();
    expect(sdl).toContain('directive @cost');
    for (const base of [site.url, mounted.url]) {
      const answer = await fetch(`${base}/graphql/schema.graphql`);
      expect(answer.status, base).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(answer.headers.get('etag')).toBe(direct.headers.get('etag'));
      expect(await answer.text()).toBe(sdl);
      const again = await fetch(`${base}/graphql/schema.graphql`, {
        headers: { 'if-none-match': answer.headers.get('etag')! },
      });
      expect(again.status, base).toBe(304);
    }
  });

  it('streams a multipart upload of photos through to the panel', async () => {
    const files = await photos(3);
    const { status, body } = await postMultipart(site.url, GET_SCOUTED, { input: validGetScouted }, files);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const id = (body.data!.submitGetScouted as { id: string }).id;
    const entry = (await demo.received()).entries.find((e) => e.idempotencyKey === id);
    expect(entry!.files.map((f) => f.sha256)).toEqual(files.map((f) => sha256(f.bytes as Buffer)));
  });

  it('ends the API’s request when the visitor abandons an upload', async () => {
    const requestId = 'fwd-abandoned-0003';
    const boundary = 'abandoned';
    const preamble = [
      `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${JSON.stringify({ query: GET_SCOUTED, variables: { input: validGetScouted, photos: [null] } })}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.photos.0"]}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ].join('');
    const upload = httpRequest(`${site.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(14 * 1024 * 1024),
        'apollo-require-preflight': 'true',
        'x-request-id': requestId,
      },
    });
    upload.on('error', () => undefined);
    upload.write(preamble);
    // 8 MB written and drained: more than every buffer between here and the API holds, so the API
    // is reading this request when the visitor goes.
    const chunk = Buffer.alloc(256 * 1024, 1);
    for (let i = 0; i < 32; i++)
      if (!upload.write(chunk)) await new Promise((resolve) => upload.once('drain', resolve));
    upload.destroy();
    const line = await apiAccessLine(requestId);
    expect(line.status).not.toBe(200);
  });

  it('streams a gallery zip from the API through the site', async () => {
    await demo.setZipPadding(4 * 1024 * 1024);
    try {
      const DOWNLOAD = 'mutation Download($id: ID!) { downloadGallery(modelId: $id, gallery: BOOK) { url } }';
      const { data } = (await (await postJson(site.url, DOWNLOAD, { id: '48213' })).json()) as {
        data: { downloadGallery: { url: string } };
      };
      const link = new URL(data.downloadGallery.url, site.url);
      const zip = await fetch(site.url + link.pathname + link.search);
      expect(zip.status).toBe(200);
      expect(zip.headers.get('content-type')).toBe('application/zip');
      expect(zip.headers.get('content-disposition')).toContain('attachment');
      const bytes = Buffer.from(await zip.arrayBuffer());
      expect(bytes.length).toBeGreaterThan(4 * 1024 * 1024);
      expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    } finally {
      await demo.setZipPadding(0);
    }
  });

  it('tells the API who the visitor is, so rate limits count visitors and not the site', async () => {
    const download = (visitor: string) =>
      fetch(`${site.url}/downloads/gallery/48213/book?exp=1&sig=x`, {
        headers: { 'x-forwarded-for': visitor },
      });
    const first: number[] = [];
    for (let i = 0; i < 4; i++) first.push((await download('203.0.113.10')).status);
    expect(first.slice(0, 3)).not.toContain(429);
    expect(first[3]).toBe(429);
    expect((await download('203.0.113.20')).status).not.toBe(429);
  });

  it('does not charge its own server rendering to anyone’s cost budget', async () => {
    const query = '{ contact { address } }';
    const budgetLeft = async () => {
      const answer = await postJson(api.url, query);
      return Number(/r=(\d+)/.exec(answer.headers.get('ratelimit') ?? '')?.[1]);
    };
    // The site calls the API from this address, with no X-Forwarded-For for its renders.
    const before = await budgetLeft();
    for (const path of [
      '/en/models/women/comercial',
      '/en/about',
      '/en/selective',
      '/en/models/men/fashion?fresh=1',
    ]) {
      expect((await fetch(`${site.url}${path}`)).status, path).toBe(200);
    }
    // Only this test's own two queries (101 points each) were charged.
    expect(await budgetLeft()).toBe(before - 101);
  });

  it('holds and shows no upstream secret, and serves its own metrics', async () => {
    const texts: string[] = [];
    for (const path of [
      '/',
      '/en/models/women/fashion',
      '/en/models/48213/ana-clara-souza',
      '/en/be-a-model',
      '/graphql',
      '/healthz',
      '/readyz',
    ]) {
      const response = await fetch(site.url + path, { headers: { accept: 'text/html' } });
      texts.push(JSON.stringify([...response.headers]), await response.text());
    }
    texts.push(await (await postJson(site.url, '{ nope }')).text());
    const everything = texts.join('\n');
    const secrets = [...Object.values(demo.credentials), apiEnv.DOWNLOAD_SECRET!, API_METRICS_TOKEN];
    for (const secret of secrets) expect(everything).not.toContain(secret);

    // /metrics is the site's own: its pages and forwarded requests, none of the API's upstream figures.
    const scrape = await fetch(`${site.url}/metrics`, {
      headers: { authorization: `Bearer ${SITE_METRICS_TOKEN}` },
    });
    expect(scrape.status).toBe(200);
    const samples = parsePrometheusText(await scrape.text());
    expect(total(samples, 'http_requests_total', { route: 'page', status: '200' })).toBeGreaterThan(0);
    expect(total(samples, 'http_requests_total', { route: '/graphql' })).toBeGreaterThan(0);
    expect(
      samples.some((sample) => sample.name.startsWith('upstream_') || sample.name.startsWith('read_cache')),
    ).toBe(false);
  });

  it('answers 502 for the API’s paths and 503 for pages once the API is gone, and still serves build files', async () => {
    const html = await (await fetch(`${site.url}/en/about`)).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    await api.stop();

    const graphql = await postJson(site.url, MODELS, { category: 'FASHION', gender: 'WOMAN' });
    expect(graphql.status).toBe(502);
    expect(await graphql.json()).toEqual({
      errors: [
        { message: expect.stringContaining('API') as string, extensions: { code: 'UPSTREAM_UNAVAILABLE' } },
      ],
    });
    const upload = await postMultipart(site.url, GET_SCOUTED, { input: validGetScouted }, await photos(2));
    expect(upload.status).toBe(502);
    const ready = await fetch(`${site.url}/readyz`, { signal: AbortSignal.timeout(10_000) });
    expect(ready.status).toBe(502);
    expect(ready.headers.get('content-type')).toContain('text/plain');

    // Not a page the cache kept: rendered now, without an API.
    expect(
      (await fetch(`${site.url}/en/models/women/fashion?fresh=1`, { signal: AbortSignal.timeout(10_000) }))
        .status,
    ).toBe(503);
    const file = await fetch(site.url + script);
    expect(file.status).toBe(200);
    expect((await file.text()).length).toBeGreaterThan(0);
  });
});
