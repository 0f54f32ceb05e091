// Starts the demo upstream: the panel and the integration service, each on its own loopback port.
// Prints exactly one JSON line on stdout once both listen (the launcher waits for it); anything
// else goes to stderr.

import { createServer } from 'node:http';
import type { RequestListener, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TokenStore } from './auth.js';
import { CallCounter } from './call-counter.js';
import { readConfig } from './config.js';
import { buildDemoData } from './data/demo-data.js';
import { FaultState } from './faults.js';
import { integrationRoutes } from './integration/routes.js';
import { panelRoutes } from './panel/routes.js';
import { ReceivedStore } from './received-store.js';
import { createServiceHandler } from './service.js';
import type { DemoState, ServiceRuntime } from './state.js';
import type { ServiceName } from './shapes.js';

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });
}

function runtime(name: ServiceName, ttlSeconds: number): ServiceRuntime {
  return { name, tokens: new TokenStore(ttlSeconds), faults: new FaultState(), calls: new CallCounter() };
}

async function main(): Promise<void> {
  const config = readConfig(process.env);
  // Handlers are attached once the data exists; the data needs the panel's real address.
  let panelHandler: RequestListener = (_req, res) => res.writeHead(503).end();
  let integrationHandler: RequestListener = (_req, res) => res.writeHead(503).end();
  const panelServer = createServer((req, res) => panelHandler(req, res));
  const integrationServer = createServer((req, res) => integrationHandler(req, res));
  const [panelPort, integrationPort] = await Promise.all([
    listen(panelServer, config.panelPort, config.host),
    listen(integrationServer, config.integrationPort, config.host),
  ]);
  const loopback = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const panelUrl = config.publicPanelUrl ?? `http://${loopback}:${panelPort}`;
  const integrationUrl = config.publicIntegrationUrl ?? `http://${loopback}:${integrationPort}`;

  const state: DemoState = {
    config,
    data: buildDemoData(panelUrl, { extraModels: config.extraModels }),
    services: {
      panel: runtime('panel', config.tokenTtlSeconds),
      integration: runtime('integration', config.tokenTtlSeconds),
    },
    received: new ReceivedStore(),
    zipPaddingBytes: 0,
    startedAt: Date.now(),
  };
  panelHandler = createServiceHandler(state, 'panel', panelRoutes(state));
  integrationHandler = createServiceHandler(state, 'integration', integrationRoutes(state));

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    const closed = [panelServer, integrationServer].map(
      (server) => new Promise((resolve) => server.close(resolve)),
    );
    for (const server of [panelServer, integrationServer]) server.closeAllConnections();
    void Promise.all(closed).then(() => process.exit(0));
    // Never hang on a stuck client.
    setTimeout(() => process.exit(0), 2000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  if (process.argv.includes('--exit-with-parent')) {
    // The launcher keeps our stdin open; when it dies, stdin ends and we go too.
    process.stdin.on('end', stop);
    process.stdin.on('close', stop);
    process.stdin.resume();
  }

  process.stdout.write(
    `${JSON.stringify({ event: 'listening', panelUrl, integrationUrl, storageUrl: `${panelUrl}/storage/` })}\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`demo upstream failed to start: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
