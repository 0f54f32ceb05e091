import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { loadTest, medianRun, type LoadResult } from './load.js';
import { SCREENS, ask, log, perPeer, type Screen } from './peer-client.js';
import { GET_HEADERS, getPath } from './peer-queries.js';
import type { PeerName, PeerServer } from './peer-servers.js';
import { startBare, type Child } from './processes.js';
import { median, round } from './stats.js';

// The phases of bench/peers.ts under load, on peers already running with warm caches: cached
// throughput against bare node:http, latency at a fixed rate, memory after sustained load.

export type LoadSettings = { SECONDS: number; REPEATS: number; LOAD_SECONDS: number; RATE: number };

/** The median run, its rate in whole requests. */
function pick(list: LoadResult[]): LoadResult {
  const run = medianRun(list);
  return { ...run, rps: round(run.rps, 0) };
}

export type Cached = {
  peer: LoadResult;
  bare: LoadResult;
  ratio: number;
  /** Each run's ratio, in the order run. */
  ratios: number[];
  bytes: number;
};

/**
 * Runs `measure` with the bench's other servers stopped (SIGSTOP) and starts them again after: a
 * server just loaded keeps collecting garbage for seconds after its load ends (V8's concurrent
 * marking and memory reducer), on the two cores the next pair is measured on. The demo upstream
 * keeps running (a server may refresh from it).
 */
async function withOthersPaused<T>(others: number[], measure: () => Promise<T>): Promise<T> {
  const signal = (name: NodeJS.Signals) => {
    for (const pid of others)
      try {
        process.kill(pid, name);
      } catch {
        // gone meanwhile
      }
  };
  signal('SIGSTOP');
  try {
    return await measure();
  } finally {
    signal('SIGCONT');
  }
}

export async function cachedThroughput(peers: PeerServer[], { SECONDS, REPEATS }: LoadSettings) {
  const result = perPeer(() => ({}) as Record<Screen, Cached>);
  const targets: {
    name: PeerName;
    screen: Screen;
    url: string;
    bareUrl: string;
    bare: Child;
    bytes: number;
  }[] = [];
  try {
    for (const peer of peers) {
      for (const screen of ['list', 'profile'] as const) {
        const operation = SCREENS[screen][peer.name];
        await ask(peer, operation, 'GET');
        const warm = await ask(peer, operation, 'GET');
        if (warm.status !== 200 || warm.graphqlErrors)
          throw new Error(`${peer.name} ${screen}: ${warm.status} ${warm.body.subarray(0, 300).toString()}`);
        const headers: Record<string, string> = {};
        for (const [key, value] of warm.headers)
          if (!['date', 'connection', 'keep-alive', 'content-length', 'x-request-id'].includes(key))
            headers[key] = value;
        const file = join(tmpdir(), `peers-${peer.name}-${screen}-${process.pid}.json`);
        writeFileSync(file, warm.body);
        const url = peer.graphql + getPath(operation);
        const bare = await startBare(file, headers);
        const { pathname, search } = new URL(url);
        targets.push({
          name: peer.name,
          screen,
          url,
          // The same request too (path, query string and headers): the bare server reads and
          // parses as many bytes as the peer does.
          bareUrl: bare.url + pathname + search,
          bare,
          bytes: warm.body.length,
        });
      }
    }
    // Each pair (a peer and its bare server) is loaded with every other server paused; the
    // processes are listed once, all servers being up by now.
    const every = [...peers.flatMap((p) => p.pids()), ...targets.map((t) => t.bare.child.pid!)];
    const others = new Map(
      targets.map((t) => {
        const own = new Set([...peers.find((p) => p.name === t.name)!.pids(), t.bare.child.pid!]);
        return [t, every.filter((pid) => !own.has(pid))];
      }),
    );
    // Past JIT warm-up before anything is measured.
    for (const t of targets)
      await withOthersPaused(others.get(t)!, async () => {
        await loadTest(t.url, { seconds: 1, headers: GET_HEADERS });
        await loadTest(t.bareUrl, { seconds: 1, headers: GET_HEADERS });
      });
    const runs = new Map<string, { peer: LoadResult[]; bare: LoadResult[] }>();
    for (let i = 0; i < REPEATS; i++) {
      for (const t of targets) {
        const key = `${t.name}/${t.screen}`;
        const entry = runs.get(key) ?? { peer: [], bare: [] };
        await withOthersPaused(others.get(t)!, async () => {
          entry.peer.push(await loadTest(t.url, { seconds: SECONDS, headers: GET_HEADERS }));
          entry.bare.push(await loadTest(t.bareUrl, { seconds: SECONDS, headers: GET_HEADERS }));
        });
        runs.set(key, entry);
      }
    }
    for (const t of targets) {
      const entry = runs.get(`${t.name}/${t.screen}`)!;
      result[t.name][t.screen] = {
        peer: pick(entry.peer),
        bare: pick(entry.bare),
        ratio: round(median(entry.peer.map((r, i) => r.rps / entry.bare[i]!.rps)), 3),
        ratios: entry.peer.map((r, i) => round(r.rps / entry.bare[i]!.rps, 3)),
        bytes: t.bytes,
      };
    }
  } finally {
    await Promise.all(targets.map((t) => t.bare.stop()));
  }
  log(`cached: ${JSON.stringify(result)}`);
  return result;
}

/** p50 and p99 at RATE requests per second, the median of REPEATS runs of 2 x SECONDS, peers taking turns. */
export async function fixedRate(peers: PeerServer[], { SECONDS, RATE, REPEATS }: LoadSettings) {
  const runs = perPeer((): Record<Screen, LoadResult[]> => ({ list: [], profile: [] }));
  for (let i = 0; i < REPEATS; i++)
    for (const screen of ['list', 'profile'] as const)
      for (const peer of peers)
        runs[peer.name][screen].push(
          await loadTest(peer.graphql + getPath(SCREENS[screen][peer.name]), {
            seconds: SECONDS * 2,
            rate: RATE,
            connections: 10,
            headers: GET_HEADERS,
          }),
        );
  const result = perPeer(() => ({}) as Record<Screen, LoadResult>);
  for (const peer of peers)
    for (const screen of ['list', 'profile'] as const)
      result[peer.name][screen] = pick(runs[peer.name][screen]);
  log(`fixed rate ${RATE}/s: ${JSON.stringify(result)}`);
  return result;
}

/**
 * Seconds every peer sits without load before its idle memory is read: V8's memory reducer starts
 * shrinking a heap about 8 s after its allocation rate drops, so a reading taken the moment a load
 * ends says when the load ended, not what the server keeps.
 */
export const SETTLE_SECONDS = 15;

/** Requests per second of each screen in the memory row's same-work phase: within every peer's reach. */
export const SAME_WORK_RATE = 500;

/**
 * Resident memory of every peer at rest (read together, after the same settling time since the
 * last phase loaded them all); then, peers in turn, after LOAD_SECONDS of the list and the profile
 * at SAME_WORK_RATE each (the same work for every peer), and after LOAD_SECONDS more at 16
 * connections each (as much as each can answer: a faster server does more work in it). Read one
 * after another, as the first runs of section 15 did, a peer loaded later sat idle for the earlier
 * peers' minutes of load before its reading, and its figure was the lower for it.
 */
export async function rssAfterLoad(peers: PeerServer[], { LOAD_SECONDS }: LoadSettings) {
  const result = perPeer(() => ({ idleMb: 0, sameWorkMb: 0, afterMb: 0, afterRps: 0 }));
  const mb = (peer: PeerServer) => round(peer.rssBytes() / 2 ** 20, 0);
  const loadBoth = (peer: PeerServer, options: { connections: number; rate?: number }) =>
    Promise.all(
      (['list', 'profile'] as const).map((screen) =>
        loadTest(peer.graphql + getPath(SCREENS[screen][peer.name]), {
          seconds: LOAD_SECONDS,
          headers: GET_HEADERS,
          ...options,
        }),
      ),
    );
  await delay(SETTLE_SECONDS * 1000);
  for (const peer of peers) result[peer.name].idleMb = mb(peer);
  for (const peer of peers) {
    await loadBoth(peer, { connections: 10, rate: SAME_WORK_RATE });
    result[peer.name].sameWorkMb = mb(peer);
    const loads = await loadBoth(peer, { connections: 16 });
    result[peer.name].afterMb = mb(peer);
    result[peer.name].afterRps = round(
      loads.reduce((sum, load) => sum + load.rps, 0),
      0,
    );
  }
  log(`rss: ${JSON.stringify(result)}`);
  return result;
}
