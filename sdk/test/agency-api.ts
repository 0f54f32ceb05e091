import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseApiConfig } from '@agency/api';
import { createApi } from '@agency/api';
import { createLogger } from '@agency/server-kit/logger';
import { startDemoUpstream, upstreamEnv, type DemoUpstream } from '@agency/demo-upstream/launcher';

// The real API against the real demo upstream, as partners meet it. Built from the packages' public
// exports (not api/test/harness.ts by path): the same steps as that harness, in a few lines.

export type PartnerKeyEntry = { name: string; key: string; costPerHour: number };

export type AgencyApi = {
  /** The GraphQL endpoint, `http://127.0.0.1:<port>/graphql`. */
  url: string;
  demo: DemoUpstream;
  stop(): Promise<void>;
};

/** A key as the agency issues one (docs/partners.md): random, only its SHA-256 in the keys file. */
export function newPartnerKey(name: string, costPerHour: number): PartnerKeyEntry {
  return { name, key: `pk_${randomBytes(24).toString('base64url')}`, costPerHour };
}

function keysFile(keys: PartnerKeyEntry[]): string {
  const entries = keys.map(({ name, key, costPerHour }) => ({ name, keySha256: createHash('sha256').update(key).digest('hex'), origins: [], costPerHour }));
  const path = join(mkdtempSync(join(tmpdir(), 'sdk-partner-keys-')), 'partner-keys.json');
  writeFileSync(path, JSON.stringify(entries));
  return path;
}

/** The API mounted on a loopback server on port 0, in this process, with the given partner keys. */
export async function startAgencyApi(options: { keys?: PartnerKeyEntry[] } = {}): Promise<AgencyApi> {
  const demo = await startDemoUpstream();
  const config = parseApiConfig({
    ...upstreamEnv(demo),
    LOG_LEVEL: 'silent',
    UPSTREAM_TIMEOUT_MS: '3000',
    OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'sdk-outbox-')),
    ...(options.keys?.length ? { PARTNER_KEYS_FILE: keysFile(options.keys) } : {}),
  });
  const api = await createApi(config, createLogger(config.logLevel));
  const server = createServer((req, res) => {
    void api.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`,
    demo,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await api.stop();
      await demo.stop();
    },
  };
}

/** What the API answers to a plain POST of a document: the reference the SDK's results are held to. */
export async function postRaw(url: string, query: string, variables?: unknown): Promise<{ data?: unknown; errors?: unknown[] }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  return (await response.json()) as { data?: unknown; errors?: unknown[] };
}
