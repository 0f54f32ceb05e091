import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDemoUpstream, type DemoUpstream } from '@agency/demo-upstream/launcher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from './api-process.js';
import { demoEnv, waitFor } from './harness.js';
import { GET_SCOUTED, photos, postMultipart, validGetScouted } from '@agency/test-kit/uploads';

// The configured salts, keys, the download secret and the bearer tokens the API holds must never
// leave it: not in any answer (errors included), not in its log, whatever the upstream does.

const DOWNLOAD_SECRET = 'download-secret-for-the-secrets-scan-0123456789';
let demo: DemoUpstream;
let api: ApiProcess;
beforeAll(async () => {
  demo = await startDemoUpstream();
  // Debug logging: the most the process ever writes.
  api = await startApiProcess({
    ...demoEnv(demo),
    OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'outbox-secrets-')),
    DOWNLOAD_SECRET,
    UPSTREAM_TIMEOUT_MS: '1000',
    UPSTREAM_READ_RETRIES: '1',
  });
});
afterAll(async () => {
  await api?.stop();
  await demo?.stop();
});

const seen: string[] = [];
async function record(path: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(`${api.url}${path}`, init);
  seen.push(`${path}\n${JSON.stringify([...response.headers])}\n${await response.clone().text()}`);
  return response;
}
const post = (query: string, variables: unknown = {}) =>
  record('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });

describe('secrets stay in the server', () => {
  it('never appear in answers (errors included) or in the log', async () => {
    await record('/healthz');
    await record('/readyz');
    await record('/graphql', { headers: { accept: 'text/html' } });
    await post('{ models(category: FASHION, gender: WOMAN) { totalCount nodes { id name cover { url } } } }');
    await post('{ model(id: "48213") { id name galleries { book { url } } } }');
    await post('{ nope }');
    await post('mutation { downloadGallery(modelId: "48213", gallery: BOOK) { url } }');
    await record('/downloads/gallery/48213/book?exp=1&sig=forged');
    await postMultipart(api.url, GET_SCOUTED, { input: validGetScouted }, await photos(2)).then((r) =>
      seen.push(JSON.stringify(r.body)),
    );
    await post(
      'mutation { submitContact(input: { name: "A", email: "a@example.com", phone: "1", message: "m" }) { id status } }',
    );
    // Upstream trouble: errors, expired tokens (re-sign-in) and refused sign-ins are logged.
    for (const faults of [{ outage: true }, { malformedJson: true }, { unauthorizedForMs: 500 }] as const) {
      await demo.setFaults(faults, 'both');
      await demo.expireTokens();
      await post('{ model(id: "48214") { id } websiteText(key: "about_text") { html } }');
      await demo.clearFaults();
    }
    // Recovered (signed in again, breaker closed): one more answer carrying data.
    await waitFor(
      async () =>
        (
          (await (
            await post('{ model(id: "48215") { id } websiteText(key: "about_text") { html } }')
          ).json()) as { errors?: unknown }
        ).errors === undefined,
      10_000,
    );
    await record('/readyz');

    const secrets = [...Object.values(demo.credentials), DOWNLOAD_SECRET];
    const everything = [...seen, api.output()].join('\n');
    // The log did record the trouble (so there was something to leak).
    expect(api.output()).toMatch(
      /"level":50.*UPSTREAM|"failure":"(unreachable|status|invalid|unauthorized)"/,
    );
    for (const secret of secrets) expect(everything).not.toContain(secret);
    expect(everything).not.toMatch(/bearer\s/i);
    expect(everything).not.toMatch(/"(authorization|token|access_token)"\s*:/i);
  });
});
