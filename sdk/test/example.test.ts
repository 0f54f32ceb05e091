import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postRaw, startAgencyApi, type AgencyApi } from './agency-api.js';

// `pnpm --filter ./sdk example`, run as its package script says (its tsx, its arguments) against
// the real API: what a partner sees when trying the SDK.

const sdkDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const [bin, ...args] = (
  JSON.parse(readFileSync(join(sdkDir, 'package.json'), 'utf8')) as { scripts: { example: string } }
).scripts.example.split(' ');

function runExample(apiUrl: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(sdkDir, 'node_modules', '.bin', bin!), args, {
      cwd: sdkDir,
      env: { ...process.env, AGENCY_API_URL: apiUrl, AGENCY_API_KEY: '' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

let api: AgencyApi;
beforeAll(async () => {
  api = await startAgencyApi();
});
afterAll(async () => {
  await api?.stop();
});

describe('example/list-and-profile.ts', () => {
  it('lists the board and prints the first model’s profile', async () => {
    const board = (
      await postRaw(
        api.url,
        'query { models(category: FASHION, gender: WOMAN, first: 10) { totalCount nodes { name } } }',
      )
    ).data as {
      models: { totalCount: number; nodes: { name: string }[] };
    };
    const { code, stdout, stderr } = await runExample(api.url);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain(`Fashion, women: ${board.models.totalCount} models`);
    for (const { name } of board.models.nodes) expect(stdout).toContain(`- ${name} (`);
    // The profile block starts with the first model's name on a line of its own.
    expect(stdout).toMatch(
      new RegExp(`\\n\\n${board.models.nodes[0]!.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`),
    );
    expect(stdout).toMatch(/ {2}Height: \d+/);
  });

  it('exits 1 with a clear message when nothing answers at the URL', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const { code, stdout, stderr } = await runExample(`http://127.0.0.1:${port}/graphql`);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain(
      `Cannot reach the API at http://127.0.0.1:${port}/graphql: is the site running?`,
    );
  });
});
