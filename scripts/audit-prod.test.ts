import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `pnpm audit:prod` against a registry on loopback that keeps npm's bulk advisory contract
// (POST /-/npm/v1/security/advisories/bulk: { name: [versions] } in, { name: [advisory] } out),
// checking the real lockfile.

type Advisory = { id: number; url: string; title: string; severity: string; vulnerable_versions: string };
let answer: { status: number; advisories?: Record<string, Advisory[]> } = { status: 200, advisories: {} };
let asked: Record<string, string[]> | undefined;
let registry: Server;
let registryUrl: string;

beforeAll(async () => {
  registry = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/-/npm/v1/security/advisories/bulk')
        return res.writeHead(404).end();
      asked = JSON.parse(body) as Record<string, string[]>;
      res
        .writeHead(answer.status, { 'content-type': 'application/json' })
        .end(JSON.stringify(answer.advisories ?? {}));
    });
  });
  await new Promise<void>((resolve) => registry.listen(0, '127.0.0.1', resolve));
  registryUrl = `http://127.0.0.1:${(registry.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise((resolve) => registry.close(resolve)));

function audit(env: Record<string, string> = {}): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('node', ['scripts/audit-prod.mjs', '--registry', registryUrl], {
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

const advisory = (severity: string): Advisory => ({
  id: 1100000,
  url: 'https://advisories.example/GHSA-test-0000-0000',
  title: 'Boundary values are predictable',
  severity,
  vulnerable_versions: '<99.0.0',
});

describe('pnpm audit:prod', () => {
  it('asks about the production dependencies only, and passes when none has an advisory', async () => {
    answer = { status: 200, advisories: {} };
    const { code, output } = await audit();
    expect(code).toBe(0);
    expect(output).toMatch(/no high or critical advisory in \d+ production packages/);
    expect(Object.keys(asked!)).toEqual(
      expect.arrayContaining(['@apollo/server', 'form-data', 'sanitize-html']),
    );
    // Test and build tools are not shipped, so not asked about.
    expect(Object.keys(asked!)).not.toContain('vitest');
    expect(Object.keys(asked!)).not.toContain('@graphql-codegen/cli');
  });

  it('fails on a high advisory and names the package, the advisory and the way it comes in', async () => {
    answer = { status: 200, advisories: { 'form-data': [advisory('high')] } };
    const { code, output } = await audit();
    expect(code).toBe(1);
    expect(output).toContain('HIGH form-data <99.0.0: Boundary values are predictable');
    expect(output).toContain('api>form-data');
  });

  it('fails on a critical advisory too', async () => {
    answer = { status: 200, advisories: { undici: [advisory('critical')] } };
    expect((await audit()).code).toBe(1);
  });

  it('passes with moderate advisories, counting them', async () => {
    answer = { status: 200, advisories: { undici: [advisory('moderate')] } };
    const { code, output } = await audit();
    expect(code).toBe(0);
    expect(output).toContain('1 moderate');
  });

  it('says NOT CHECKED when the endpoint refuses, and fails then only when the audit is required', async () => {
    answer = { status: 405 };
    const lenient = await audit();
    expect(lenient.code).toBe(0);
    expect(lenient.output).toContain('NOT CHECKED');
    expect(lenient.output).toContain('405');
    expect((await audit({ AUDIT_REQUIRED: 'true' })).code).toBe(1);
  });
});
