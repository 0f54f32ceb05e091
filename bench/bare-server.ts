import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// The same response bytes with no routing, parsing or GraphQL at all: the ceiling of node:http here.
const body = readFileSync(process.env.BARE_BODY_FILE!);
const headers = {
  ...(JSON.parse(process.env.BARE_HEADERS ?? '{}') as Record<string, string>),
  'content-length': String(body.length),
};
const server = createServer((_req, res) => {
  res.writeHead(200, headers).end(body);
});
server.listen(0, '127.0.0.1', () =>
  console.log(`listening http://127.0.0.1:${(server.address() as AddressInfo).port}`),
);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
