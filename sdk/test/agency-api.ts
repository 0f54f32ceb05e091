import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApi, parseApiConfig } from '@agency/api';
import { createLogger } from '@agency/server-kit/logger';
import { startDemoUpstream, type DemoUpstream } from '@agency/demo-upstream/launcher';
import { demoEnv } from '@agency/test-kit/demo-env';
import { newPartnerKey as issueKey, writeKeysFile } from '@agency/test-kit/partner-keys';

// The real API against the real demo upstream, as partners meet it. Built from the packages' public
// exports (not api/test/harness.ts by path): the same steps as that harness, in a few lines.

export type PartnerKeyEntry = { name: string; key: string; sha256: string; costPerHour: number };

export type AgencyApi = {
  /** The GraphQL endpoint, `http://127.0.0.1:<port>/graphql`. */
  url: string;
  demo: DemoUpstream;
  stop(): Promise<void>;
};

/** A key as the agency issues one (docs/partners.md): random, only its SHA-256 in the keys file. */
export function newPartnerKey(name: string, costPerHour: number): PartnerKeyEntry {
  return { name, ...issueKey(), costPerHour };
}

/** The API mounted on a loopback server on port 0, in this process, with the given partner keys. */
export async function startAgencyApi(options: { keys?: PartnerKeyEntry[] } = {}): Promise<AgencyApi> {
  const demo = await startDemoUpstream();
  const keys = options.keys ?? [];
  const keysFile: Record<string, string> = keys.length
    ? {
        PARTNER_KEYS_FILE: writeKeysFile(
          keys.map(({ name, sha256, costPerHour }) => ({
            name,
            keySha256: sha256,
            origins: [],
            costPerHour,
          })),
        ),
      }
    : {};
  const config = parseApiConfig(demoEnv(demo, keysFile));
  const api = await createApi(config, createLogger(config.logLevel));
  const server = createServer((req, res) => {
    void Promise.resolve(api.handle(req, res)).then((handled) => {
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
export async function postRaw(
  url: string,
  query: string,
  variables?: unknown,
): Promise<{ data?: unknown; errors?: unknown[] }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: unknown; errors?: unknown[] };
}
