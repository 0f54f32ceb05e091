import { hash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { createCallerOf, type Budget } from '../src/demand/caller.js';
import { createCors } from '../src/http/cors.js';

// What identifying the caller and choosing its CORS headers cost a cached hit, alone, in
// nanoseconds: the two calls the hot path makes before sending (src/http/graphql-route.ts). Printed as
// JSON for bench/partner-hot-path.ts, which sets it against the whole hit's time at the server.

const KEY = 'bench-partner-key-0123456789abcdefghijklmnop';
const PARTNER_ORIGIN = 'https://partner.example';
const config = {
  trustProxy: false,
  siteRenderToken: 'bench-render-token',
  corsOrigins: ['https://friend.example'],
  partnerKeys: [
    {
      name: 'bench',
      keySha256: hash('sha256', KEY, 'hex'),
      origins: [PARTNER_ORIGIN],
      costPerHour: 1_000_000,
    },
  ],
};
// Budgets are not touched by the lookup: placeholders keep the measure on the lookup itself.
const budget = {} as Budget;
const callerOf = createCallerOf(config, { anonymous: budget, partner: () => budget });
const cors = createCors(config);

const request = (headers: Record<string, string>) =>
  ({
    headers: { host: 'api.example', 'apollo-require-preflight': 'true', ...headers },
    socket: { remoteAddress: '127.0.0.1' },
  }) as unknown as IncomingMessage;
const REQUESTS = {
  visitor: request({}),
  partner: request({ authorization: `Bearer ${KEY}`, origin: PARTNER_ORIGIN }),
};

function nanosecondsPerHit(req: IncomingMessage, rounds = 5, perRound = 500_000): number {
  const times: number[] = [];
  let sink = 0;
  for (let round = 0; round < rounds; round++) {
    const started = process.hrtime.bigint();
    for (let i = 0; i < perRound; i++) {
      const caller = callerOf(req);
      if (typeof caller === 'symbol') throw new Error('the bench key was not recognised');
      sink += cors.headersFor(req, caller).length;
    }
    times.push(Number(process.hrtime.bigint() - started) / perRound);
  }
  if (sink === 0) throw new Error('no headers chosen');
  // The first round warms the JIT; the median of the rest.
  return times.slice(1).sort((a, b) => a - b)[Math.floor((rounds - 1) / 2)]!;
}

console.log(
  JSON.stringify(
    Object.fromEntries(
      Object.entries(REQUESTS).map(([name, req]) => [name, Math.round(nanosecondsPerHit(req))]),
    ),
  ),
);
