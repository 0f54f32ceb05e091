import { ConfigError, parseApiConfig } from './config.js';
import { createApi } from './http/handler.js';
import { intBetween } from '@agency/server-kit/env';
import { createLogger } from '@agency/server-kit/logger';
import { TrackedResponse } from '@agency/server-kit/tracked-response';

// Runs the API on its own (for partner apps or a separate deployment); the site server
// mounts the same handler in-process by default. Imported by main.ts once the compile cache is on.

// Not `import { createServer } from 'node:http'`: an ES import of node:http makes Node read all its
// exports, and three of them (WebSocket, MessageEvent, CloseEvent) load Node's own copy of undici,
// ~40 ms of a start that needs none of them.
const { createServer } = process.getBuiltinModule('node:http');
async function main() {
  let config;
  let port;
  try {
    config = parseApiConfig(process.env);
    port = intBetween(0, 65535, 4000).parse(process.env.API_PORT ?? process.env.PORT);
  } catch (error) {
    console.error(
      error instanceof ConfigError ? error.message : `Invalid configuration: API_PORT ${String(error)}`,
    );
    process.exit(1);
  }
  const logger = createLogger(config.logLevel);
  let api;
  try {
    api = await createApi(config, logger);
  } catch (error) {
    // A refused dependency (the queue's Redis set up against its engine's rules) is said plainly.
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const server = createServer({ ServerResponse: TrackedResponse }, (req, res) => {
    void api.track(req, res, () => {
      const handled = api.handle(req, res);
      // A cached answer is sent already: nothing to wait for (the hot path).
      if (handled === true) return undefined;
      return handled.then((found) => {
        if (!found) res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      });
    });
  });
  server.listen(port, () =>
    logger.info({ port: (server.address() as { port: number }).port }, 'API listening'),
  );
  const shutdown = () => server.close(() => void api.stop().then(() => process.exit(0)));
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

void main();
