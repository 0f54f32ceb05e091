import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startDemoUpstream, type DemoUpstream } from '@agency/demo-upstream/launcher';
import { startApiProcess, type ApiProcess } from '@agency/test-kit/api-process';
import { GET_SCOUTED, photos, postMultipart, sha256, validGetScouted } from '@agency/test-kit/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEnv } from './harness.js';

// The API started on its own as `pnpm start` and the image start it: api/dist-node/main.js, one
// bundle with its npm packages (ADR 21), built by `pnpm build` (which `pnpm test` runs first).
// What a bundle can lose: files read from beside a module (the schema, GraphiQL's), modules
// loaded on first use (the sanitiser, the upload parser, file-type, form-data), one copy of the
// metrics registry.

const MAIN = fileURLToPath(new URL('../dist-node/main.js', import.meta.url));
const METRICS_TOKEN = 'scrape-token-for-the-built-api-0123456789';

let demo: DemoUpstream;
let api: ApiProcess;
beforeAll(async () => {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`pnpm build\` first`);
  demo = await startDemoUpstream();
  api = await startApiProcess(
    // DELIVERED must not depend on the machine's load.
    { ...demoEnv(demo), METRICS_TOKEN, NODE_ENV: 'production', SUBMISSION_ANSWER_WAIT_MS: '20000' },
    MAIN,
  );
  await api.untilReady();
});
afterAll(async () => {
  await api?.stop();
  await demo?.stop();
});

const post = async <T>(query: string, variables: Record<string, unknown> = {}) => {
  const response = await fetch(`${api.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { data?: T; errors?: unknown[] };
};

describe('the built API on its own', () => {
  it("hashes each operation's text with Node's crypto, not a SHA-256 in JavaScript", () => {
    // Apollo's createHash falls back to sha.js when bundled (scripts/build-servers.mjs): that
    // fallback costs every start and every request (bench/RESULTS.md section 15).
    const dir = fileURLToPath(new URL('../dist-node/', import.meta.url));
    const bundled = readdirSync(dir).filter((file) => file.endsWith('.js'));
    expect(bundled.filter((file) => readFileSync(`${dir}${file}`, 'utf8').includes('/sha.js/'))).toEqual([]);
  });

  it('answers a board and a profile from the schema files', async () => {
    const list = await post<{ models: { totalCount: number; nodes: { id: string }[] } }>(
      'query($c: Category!, $g: Gender!) { models(category: $c, gender: $g, first: 2) { totalCount nodes { id name } } }',
      { c: 'FASHION', g: 'WOMAN' },
    );
    expect(list.errors).toBeUndefined();
    const { totalCount, nodes } = list.data!.models;
    expect(totalCount).toBeGreaterThan(0);
    const profile = await post('query($id: ID!) { model(id: $id) { id name } }', { id: nodes[0]!.id });
    expect(profile.errors).toBeUndefined();
    expect(profile.data).toMatchObject({ model: { id: nodes[0]!.id } });
  });

  it('sanitises hostile upstream HTML', async () => {
    const { data, errors } = await post<{ websiteText: { html: string } }>(
      'query($k: String!) { websiteText(key: $k) { html } }',
      {
        k: 'home_notice',
      },
    );
    expect(errors).toBeUndefined();
    const { html } = data!.websiteText;
    expect(html.length).toBeGreaterThan(0);
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
  });

  it('serves its metrics, the published schema and the sandbox with its files', async () => {
    const metrics = await fetch(`${api.url}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.status).toBe(200);
    // The request counters of server-kit and the API's own upstream histogram, in one registry.
    const text = await metrics.text();
    expect(text).toMatch(/^http_requests_total\{/m);
    expect(text).toMatch(/^upstream_request_duration_seconds_bucket\{/m);
    const schema = await fetch(`${api.url}/graphql/schema.graphql`);
    expect(schema.status).toBe(200);
    expect(await schema.text()).toMatch(/type Query/);
    const page = await fetch(`${api.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const scripts = [...(await page.text()).matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts)
      expect((await fetch(new URL(src, `${api.url}/graphql`))).status, src).toBe(200);
  });

  it('takes an application with photos and delivers it to the panel', async () => {
    const files = await photos(3);
    const { body } = await postMultipart(api.url, GET_SCOUTED, { input: validGetScouted }, files);
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    expect(body.data!.submitGetScouted).toMatchObject({ status: 'DELIVERED' });
    const [entry] = (await demo.received()).entries;
    expect(entry!.entry).toBe('getScouted');
    expect(entry!.files.map((f) => f.sha256)).toEqual(files.map((f) => sha256(f.bytes as Buffer)));
  });
});
