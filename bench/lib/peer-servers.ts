import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { upstreamEnv, type DemoUpstream } from '@agency/demo-upstream/launcher';
import { demoEnv } from '@agency/test-kit/demo-env';
import { spawnChild, stopChild } from '@agency/test-kit/children';
import { freePort } from '@agency/test-kit/free-port';
import { buildServers, startApi, startChild, waitReady, type Child } from './processes.js';

// The servers bench/peers.ts compares, each started fresh on demand (a fresh start is a cold
// cache): this API as the other benches start it, the same with its stale window cut to the peers'
// freshness (60 s: neither peer serves stale answers), Hive Gateway over the Mesh-composed
// supergraph, and Apollo Server 5 with RESTDataSource (bench/peers/).

export type PeerName = 'api' | 'apiStale60' | 'hive' | 'apollo';
export const PEERS: PeerName[] = ['api', 'apiStale60', 'hive', 'apollo'];

/** The columns of the bench's tables, one per peer. */
export const PEER_TITLES: Record<PeerName, string> = {
  api: 'this API',
  apiStale60: 'this API, stale window 60 s',
  hive: 'Hive Gateway + Mesh',
  apollo: 'Apollo Server + RESTDataSource',
};

export type PeerServer = {
  name: PeerName;
  /** The GraphQL endpoint. */
  graphql: string;
  /** Resident memory of the server's processes (the process and any it started), in bytes. */
  rssBytes(): number;
  /** The server's process and any it started. */
  pids(): number[];
  /**
   * Settles when the server says it is ready for visitors, if that is later than its first answer:
   * this API answers as soon as it listens, and says ready (/readyz) once its warm start is done.
   */
  ready?(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * The same for every peer: readiness polled every READY_POLL_MS (this API's /readyz, Hive's
 * /readiness; Apollo's standalone server says it listens once started), and Node's compile cache in
 * the folder this API's `enableCompileCache()` picks by default (api/src/main.ts), so a start after
 * the first reads compiled code rather than compiling it, for each of them.
 */
export const READY_POLL_MS = 5;
export const COMPILE_CACHE = { NODE_COMPILE_CACHE: join(tmpdir(), 'node-compile-cache') };

const PEERS_DIR = fileURLToPath(new URL('../peers/', import.meta.url));
const PEERS_BIN = (file: string) => `${PEERS_DIR}node_modules/${file}`;

/** A process and all its descendants (a gateway's workers too). */
export function treePids(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.split(') ')[1]!.split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const tree: number[] = [];
  const visit = (id: number) => {
    tree.push(id);
    for (const child of children.get(id) ?? []) visit(child);
  };
  visit(pid);
  return tree;
}

/** VmRSS of a process and all its descendants. */
export function treeRss(pid: number): number {
  let total = 0;
  for (const id of treePids(pid)) {
    try {
      total += Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0) * 1024;
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/** The last supergraph composed in this process (its own folder: runs in parallel do not share one). */
let supergraph = '';

/** Mesh Compose: the supergraph of docs/upstream-openapi.yaml pointing at this demo upstream. */
export async function composeSupergraph(demo: DemoUpstream): Promise<void> {
  const directory = mkdtempSync(join(tmpdir(), 'peers-mesh-'));
  supergraph = join(directory, 'supergraph.graphql');
  const child = spawn(
    process.execPath,
    [PEERS_BIN('@graphql-mesh/compose-cli/esm/bin.js'), '-o', supergraph],
    {
      cwd: PEERS_DIR,
      env: { ...process.env, ...upstreamEnv(demo), MESH_DIR: directory },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`mesh-compose exited ${code}: ${stderr}`);
}

/**
 * Each peer compiled as it runs in production: this API built as `pnpm start` runs it, the Apollo
 * peer by `tsc` as Apollo's getting-started does (the gateway is an npm package's JavaScript).
 */
export function buildPeers(): void {
  buildServers();
  execFileSync(process.execPath, [PEERS_BIN('typescript/bin/tsc'), '-p', 'tsconfig.apollo.json'], {
    cwd: PEERS_DIR,
    stdio: 'inherit',
  });
}

async function startThisApi(demo: DemoUpstream, name: 'api' | 'apiStale60' = 'api'): Promise<PeerServer> {
  // Built, with the production upstream time-out (README: 8000 ms) and
  // a cost budget per address no bench spends (every request is still costed, none refused by it).
  const api = await startApi(
    demoEnv(demo, {
      RATE_LIMIT_QUERY_COST: '1000000000000',
      UPSTREAM_TIMEOUT_MS: '8000',
      ...COMPILE_CACHE,
      ...(name === 'apiStale60' ? { CACHE_STALE_SECONDS: '60' } : {}),
    }),
    { built: true },
  );
  return {
    ...fromChild(name, api, `${api.url}/graphql`),
    ready: () => waitReady(api.url, 30_000, READY_POLL_MS),
  };
}

async function startHive(demo: DemoUpstream): Promise<PeerServer> {
  const port = await freePort();
  const child = spawnChild(
    process.execPath,
    [
      PEERS_BIN('@graphql-hive/gateway/dist/bin.js'),
      'supergraph',
      supergraph,
      '--config-path',
      'gateway.config.ts',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
    ],
    {
      cwd: PEERS_DIR,
      env: { ...process.env, ...upstreamEnv(demo), NODE_ENV: 'production', ...COMPILE_CACHE },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // Its log (stdout and stderr), the last of it, for an error if it never gets ready.
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  // Loading its TypeScript configuration took over a minute at a load average of 25 on 2 cores.
  const deadline = Date.now() + 180_000;
  for (;;) {
    const answer = await fetch(`${url}/readiness`).catch(() => null);
    await answer?.body?.cancel();
    if (answer?.ok) break;
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`Hive Gateway did not get ready (exit code ${child.exitCode}): ${output}`);
    await delay(READY_POLL_MS);
  }
  return {
    name: 'hive',
    graphql: `${url}/graphql`,
    rssBytes: () => treeRss(child.pid!),
    pids: () => treePids(child.pid!),
    stop: () => stopChild(child),
  };
}

async function startApollo(demo: DemoUpstream): Promise<PeerServer> {
  const child = await startChild(
    new URL('../peers/dist/apollo/server.js', import.meta.url).href,
    { ...upstreamEnv(demo), NODE_ENV: 'production', ...COMPILE_CACHE },
    /listening (http:\/\/127\.0\.0\.1:\d+)/,
    PEERS_DIR,
  );
  return fromChild('apollo', child, child.url);
}

function fromChild(name: PeerName, child: Child, graphql: string): PeerServer {
  return {
    name,
    graphql,
    rssBytes: () => treeRss(child.child.pid!),
    pids: () => treePids(child.child.pid!),
    stop: () => child.stop(),
  };
}

export function startPeer(name: PeerName, demo: DemoUpstream): Promise<PeerServer> {
  if (name === 'api' || name === 'apiStale60') return startThisApi(demo, name);
  return { hive: startHive, apollo: startApollo }[name](demo);
}
