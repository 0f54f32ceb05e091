import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import type { TypedDocument } from '@agency/sdk';
import { startDemoUpstream, type DemoUpstream } from '@agency/demo-upstream/launcher';
import { demoEnv } from '@agency/test-kit/demo-env';
import { parseApiConfig, type ApiConfig } from '../src/config.js';
import type { Api } from '../src/http/handler.js';
import { createApiForTests, type ApiInternals } from '../src/http/api-for-tests.js';
import { createLogger } from '@agency/server-kit/logger';

export type GraphQLAnswer<T> = {
  status: number;
  data?: T | null;
  errors?: { message: string; path?: string[]; extensions?: Record<string, unknown> }[];
};

/** The API as a host mounts it, with what tests look into beside it (the read cache, the outbox, the metrics). */
export type Harness = ApiInternals & {
  url: string;
  demo: DemoUpstream;
  api: Api;
  config: ApiConfig;
  /** Runs a partner operation of the SDK (a document string) or a test-only one (parsed). */
  query<T, V>(
    document: TypedDocument<T, V> | TypedDocumentNode<T, V>,
    variables?: V,
  ): Promise<GraphQLAnswer<T>>;
  stop(): Promise<void>;
};

export { demoEnv };

/** The text of a document: the SDK's are strings already, test-only ones are parsed. */
export function documentText<T, V>(document: TypedDocument<T, V> | TypedDocumentNode<T, V>): string {
  return document instanceof String ? String(document) : print(document);
}

/** The API mounted on a real HTTP server (port 0) against a real demo upstream process. */
export async function startHarness(
  options: { env?: Record<string, string>; demo?: DemoUpstream } = {},
): Promise<Harness> {
  const demo = options.demo ?? (await startDemoUpstream());
  const config = parseApiConfig(demoEnv(demo, options.env));
  const { api, internals } = await createApiForTests(config, createLogger(config.logLevel));
  // Its warm-up calls would otherwise mix with the calls a test counts.
  await api.warmedUp;
  const server: Server = createServer((req, res) => {
    void Promise.resolve(api.handle(req, res)).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    ...internals,
    url,
    demo,
    api,
    config,
    async query(document, variables) {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: documentText(document), variables }),
      });
      return { status: response.status, ...((await response.json()) as object) };
    },
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await api.stop();
      if (!options.demo) await demo.stop();
    },
  };
}

export { waitFor } from '@agency/test-kit/wait-for';

/**
 * Purges `scope` through `POST /admin/purge` of the API at `url`, as an operator would: a test that
 * counts a cold load purges what the warm start loaded first. Throws unless it answered 200.
 */
export async function purgeAt(
  url: string,
  adminToken: string,
  scope: Record<string, unknown>,
): Promise<void> {
  const response = await fetch(`${url}/admin/purge`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(scope),
  });
  if (response.status !== 200) throw new Error(`purge answered ${response.status}: ${await response.text()}`);
}
