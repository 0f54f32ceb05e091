import type { DemoUpstream } from '@agency/demo-upstream/launcher';
import { GET_HEADERS, LIST, PROFILE, getPath, type Operation } from './peer-queries.js';
import { startPeer, type PeerName, type PeerServer } from './peer-servers.js';
import { round } from './stats.js';

// What every phase of bench/peers.ts does with a peer: ask it a GraphQL operation, start it fresh,
// count the demo upstream's calls.

export const log = (line: string) => process.stderr.write(`[peers] ${line}\n`);

export const SCREENS = { list: LIST, profile: PROFILE } as const;
export const OTHER_PROFILE: Record<PeerName, Record<string, unknown>> = {
  api: { id: '50525', locale: 'PT' },
  apiStale60: { id: '50525', locale: 'PT' },
  hive: { id: 50525 },
  apollo: { id: '50525' },
};
export type Screen = keyof typeof SCREENS;

/** The demo's reads, both services (not the sign-ins, which a slow back office answers at once too). */
const READ_PATHS = [
  '/api/talent',
  '/api/entities',
  '/api/website-',
  '/api/customizations',
  '/api/social-medias',
  '/api/posts',
  '/api/slides',
];
let readLatencyMs = 0;

/** Every read of the demo answers after `ms` (its `latencyMs` fault): a back office that takes its time. */
export async function setReadLatency(demo: DemoUpstream, ms: number): Promise<void> {
  readLatencyMs = ms;
  if (ms > 0) await demo.setFaults({ latencyMs: ms, paths: READ_PATHS });
  else await demo.clearFaults();
}

/** Back to the run's read latency after a phase set faults of its own. */
export const restoreReadLatency = (demo: DemoUpstream) => setReadLatency(demo, readLatencyMs);

export async function upstreamCalls(demo: DemoUpstream): Promise<number> {
  const [integration, panel] = await Promise.all([demo.calls('integration'), demo.calls('panel')]);
  return integration.total + panel.total;
}

export type Answer = { status: number; ms: number; body: Buffer; headers: Headers; graphqlErrors: boolean };

export async function ask(
  peer: PeerServer,
  operation: Operation,
  method: 'GET' | 'POST',
  timeoutMs = 60_000,
): Promise<Answer> {
  const started = performance.now();
  const signal = AbortSignal.timeout(timeoutMs);
  const response =
    method === 'GET'
      ? await fetch(peer.graphql + getPath(operation), { headers: GET_HEADERS, signal })
      : await fetch(peer.graphql, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(operation),
          signal,
        });
  const body = Buffer.from(await response.arrayBuffer());
  const ms = performance.now() - started;
  return {
    status: response.status,
    ms,
    body,
    headers: response.headers,
    graphqlErrors: body.includes('"errors"'),
  };
}

/** Milliseconds from spawn to the first `__typename` answered, per peer (the last fresh start). */
export const startUpMs = { api: 0, apiStale60: 0, hive: 0, apollo: 0 } as Record<PeerName, number>;
/** Milliseconds from spawn to ready for visitors (this API: its warm start done), per peer. */
export const readyMs = { api: 0, apiStale60: 0, hive: 0, apollo: 0 } as Record<PeerName, number>;

/**
 * A fresh server (cold caches), signed in and past its schema load: a `__typename` answered, then
 * ready for visitors (the first answers the bench times are a visitor's, after that).
 */
export async function fresh(name: PeerName, demo: DemoUpstream): Promise<PeerServer> {
  const started = performance.now();
  const peer = await startPeer(name, demo);
  const probe = await ask(peer, { query: '{ __typename }' }, 'GET');
  if (probe.status !== 200) throw new Error(`${name}: ${probe.status} ${probe.body.toString()}`);
  startUpMs[name] = round(performance.now() - started, 0);
  await peer.ready?.();
  readyMs[name] = round(performance.now() - started, 0);
  return peer;
}

export async function withFresh<T>(
  name: PeerName,
  demo: DemoUpstream,
  work: (peer: PeerServer) => Promise<T>,
) {
  const peer = await fresh(name, demo);
  try {
    return await work(peer);
  } finally {
    await peer.stop();
  }
}

export type PerPeer<T> = Record<PeerName, T>;
export const perPeer = <T>(make: () => T): PerPeer<T> => ({
  api: make(),
  apiStale60: make(),
  hive: make(),
  apollo: make(),
});
