import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDemoUpstream, type DemoUpstream } from '@agency/demo-upstream/launcher';
import { loadTest, type LoadResult } from './lib/load.js';
import { GET_HEADERS, LIST, PROFILE, getPath, hostileShapes, type Operation } from './lib/peer-queries.js';
import { PEERS, composeSupergraph, startPeer, type PeerName, type PeerServer } from './lib/peer-servers.js';
import { startBare, type Child } from './lib/processes.js';
import { median, round, table } from './lib/stats.js';

// Step 15: this API side by side with what a team would use instead (bench/peers/), in one run
// against one demo upstream, peers interleaved in every phase. Figures are ratios first: the
// machine has two shared cores. PEERS_SHORT=1 shortens every phase (a check that it all runs).

const SHORT = process.env.PEERS_SHORT === '1';
const SECONDS = Number(process.env.PEERS_SECONDS ?? (SHORT ? 2 : 5));
const REPEATS = Number(process.env.PEERS_REPEATS ?? (SHORT ? 1 : 3));
const LOAD_SECONDS = Number(process.env.PEERS_LOAD_SECONDS ?? (SHORT ? 10 : 60));
const RATE = Number(process.env.PEERS_RATE ?? 100);
const HANG_MS = 30_000;
const SCREENS = { list: LIST, profile: PROFILE } as const;
const OTHER_PROFILE: Record<PeerName, Record<string, unknown>> = {
  api: { id: '50525', locale: 'PT' },
  hive: { id: 50525 },
  apollo: { id: '50525' },
};
type Screen = keyof typeof SCREENS;
const log = (line: string) => process.stderr.write(`[peers] ${line}\n`);

async function upstreamCalls(demo: DemoUpstream): Promise<number> {
  const [integration, panel] = await Promise.all([demo.calls('integration'), demo.calls('panel')]);
  return integration.total + panel.total;
}

type Answer = { status: number; ms: number; body: Buffer; headers: Headers; graphqlErrors: boolean };

async function ask(
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
const startUpMs = { api: 0, hive: 0, apollo: 0 } as Record<PeerName, number>;

/** A fresh server (cold caches), signed in and past its schema load: a `__typename` answered. */
async function fresh(name: PeerName, demo: DemoUpstream): Promise<PeerServer> {
  const started = performance.now();
  const peer = await startPeer(name, demo);
  const probe = await ask(peer, { query: '{ __typename }' }, 'GET');
  if (probe.status !== 200) throw new Error(`${name}: ${probe.status} ${probe.body}`);
  startUpMs[name] = round(performance.now() - started, 0);
  return peer;
}

async function withFresh<T>(name: PeerName, demo: DemoUpstream, work: (peer: PeerServer) => Promise<T>) {
  const peer = await fresh(name, demo);
  try {
    return await work(peer);
  } finally {
    await peer.stop();
  }
}

type PerPeer<T> = Record<PeerName, T>;
const perPeer = <T>(make: () => T): PerPeer<T> => ({ api: make(), hive: make(), apollo: make() });

async function coldFirstAnswers(demo: DemoUpstream) {
  const result = perPeer(() => ({
    startUpMs: 0,
    listMs: 0,
    profileMs: 0,
    otherProfileMs: 0,
    listOk: false,
    profileOk: false,
  }));
  for (const name of PEERS) {
    await withFresh(name, demo, async (peer) => {
      result[name].startUpMs = startUpMs[name];
      const list = await ask(peer, LIST[name], 'GET');
      const profile = await ask(peer, PROFILE[name], 'GET');
      // Another model: its data still cold, the code path no longer.
      const other = await ask(peer, { ...PROFILE[name], variables: OTHER_PROFILE[name] }, 'GET');
      result[name] = {
        ...result[name],
        listMs: round(list.ms, 0),
        profileMs: round(profile.ms, 0),
        listOk: list.status === 200 && !list.graphqlErrors,
        profileOk: profile.status === 200 && !profile.graphqlErrors,
        otherProfileMs: round(other.ms, 0),
      };
    });
    log(`cold first answers ${name}: ${JSON.stringify(result[name])}`);
  }
  return result;
}

async function concurrentColdLoads(demo: DemoUpstream) {
  const result = perPeer(() => ({ list: 0, profile: 0, listFailed: 0, profileFailed: 0 }));
  for (const screen of ['list', 'profile'] as const) {
    for (const name of PEERS) {
      // Counted from before the start: sign-ins and whatever a server loads before it is ready count.
      await demo.resetCalls();
      await withFresh(name, demo, async (peer) => {
        const answers = await Promise.all(
          Array.from({ length: 200 }, () => ask(peer, SCREENS[screen][name], 'GET')),
        );
        result[name][screen] = await upstreamCalls(demo);
        result[name][`${screen}Failed`] = answers.filter((a) => a.status !== 200 || a.graphqlErrors).length;
      });
    }
  }
  log(`200 concurrent cold loads: ${JSON.stringify(result)}`);
  return result;
}

async function boardIds(demo: DemoUpstream): Promise<number[]> {
  const signIn = await fetch(`${demo.integrationUrl}/api/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      salt: demo.credentials.integrationSalt,
      api_key: demo.credentials.integrationApiKey,
    }),
  });
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  const list = await fetch(`${demo.integrationUrl}/api/talents?paginate=1000`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ filters: { categories: [1939] } }),
  });
  return ((await list.json()) as { data: { data: { id: number }[] } }).data.data.map((m) => m.id);
}

type ShapeRow = { shape: string } & PerPeer<string>;

async function hostile(demo: DemoUpstream): Promise<ShapeRow[]> {
  const rows: ShapeRow[] = [];
  for (const shape of hostileShapes(await boardIds(demo))) {
    const row = { shape: shape.name } as ShapeRow;
    for (const name of PEERS) {
      const operation = shape.operations[name];
      if (!operation) {
        row[name] = 'cannot be asked';
        continue;
      }
      row[name] = await withFresh(name, demo, async (peer) => {
        // Counted from here: a shape's own calls (start-up loads are in the 200-loads rows).
        await demo.resetCalls();
        const answer = await ask(peer, operation, 'POST');
        const calls = await upstreamCalls(demo);
        const refused = answer.status !== 200 || (answer.graphqlErrors && answer.body.includes('COST'));
        return `${calls}${refused ? ' (refused)' : ''}`;
      });
    }
    log(`hostile: ${JSON.stringify(row)}`);
    rows.push(row);
  }
  return rows;
}

type HangResult = { ms: number; status: number; data: boolean };

/** Each peer asked for the list while the back office's reads hang for 30 s. */
async function askDuringHang(peers: PeerServer[]): Promise<PerPeer<HangResult>> {
  const result = perPeer((): HangResult => ({ ms: 0, status: 0, data: false }));
  await Promise.all(
    peers.map(async (peer) => {
      const answer = await ask(peer, LIST[peer.name], 'GET', HANG_MS + 15_000).catch(() => null);
      result[peer.name] = answer
        ? {
            ms: round(answer.ms, 0),
            status: answer.status,
            data: answer.status === 200 && !answer.graphqlErrors,
          }
        : { ms: HANG_MS + 15_000, status: 0, data: false };
    }),
  );
  return result;
}

// Sign-ins still work: only the reads hang, as a stuck back office does.
const HANG = { latencyMs: HANG_MS, paths: ['/api/talents', '/api/talent/'] };

async function hungUpstream(demo: DemoUpstream) {
  // Warm: each peer answered the list once before the reads started hanging.
  let peers = await Promise.all(PEERS.map((name) => fresh(name, demo)));
  let warm: PerPeer<HangResult>;
  try {
    for (const peer of peers) await ask(peer, LIST[peer.name], 'GET');
    await demo.setFaults(HANG);
    warm = await askDuringHang(peers);
  } finally {
    await demo.clearFaults();
    await Promise.all(peers.map((peer) => peer.stop()));
  }
  // Cold: started while the reads hang (a warm start finds nothing).
  await demo.setFaults(HANG);
  let cold: PerPeer<HangResult>;
  try {
    peers = await Promise.all(PEERS.map((name) => fresh(name, demo)));
    cold = await askDuringHang(peers);
  } finally {
    await demo.clearFaults();
    await Promise.all(peers.map((peer) => peer.stop()));
  }
  log(`hung upstream: ${JSON.stringify({ warm, cold })}`);
  return { warm, cold };
}

type Cached = { peer: LoadResult; bare: LoadResult; ratio: number; bytes: number };

async function cachedThroughput(peers: PeerServer[]) {
  const result = perPeer(() => ({}) as Record<Screen, Cached>);
  const targets: { name: PeerName; screen: Screen; url: string; bare: Child; bytes: number }[] = [];
  try {
    for (const peer of peers) {
      for (const screen of ['list', 'profile'] as const) {
        const operation = SCREENS[screen][peer.name];
        await ask(peer, operation, 'GET');
        const warm = await ask(peer, operation, 'GET');
        if (warm.status !== 200 || warm.graphqlErrors)
          throw new Error(`${peer.name} ${screen}: ${warm.status} ${warm.body.subarray(0, 300)}`);
        const headers: Record<string, string> = {};
        for (const [key, value] of warm.headers)
          if (!['date', 'connection', 'keep-alive', 'content-length', 'x-request-id'].includes(key))
            headers[key] = value;
        const file = join(tmpdir(), `peers-${peer.name}-${screen}-${process.pid}.json`);
        writeFileSync(file, warm.body);
        const url = peer.graphql + getPath(operation);
        targets.push({
          name: peer.name,
          screen,
          url,
          bare: await startBare(file, headers),
          bytes: warm.body.length,
        });
      }
    }
    // Past JIT warm-up before anything is measured.
    for (const t of targets) {
      await loadTest(t.url, { seconds: 1, headers: GET_HEADERS });
      await loadTest(t.bare.url, { seconds: 1 });
    }
    const runs = new Map<string, { peer: LoadResult[]; bare: LoadResult[] }>();
    for (let i = 0; i < REPEATS; i++) {
      for (const t of targets) {
        const key = `${t.name}/${t.screen}`;
        const entry = runs.get(key) ?? { peer: [], bare: [] };
        entry.peer.push(await loadTest(t.url, { seconds: SECONDS, headers: GET_HEADERS }));
        entry.bare.push(await loadTest(t.bare.url, { seconds: SECONDS }));
        runs.set(key, entry);
      }
    }
    const pick = (list: LoadResult[]): LoadResult => ({
      rps: round(median(list.map((r) => r.rps)), 0),
      p50: median(list.map((r) => r.p50)),
      p99: median(list.map((r) => r.p99)),
      non2xx: list.reduce((n, r) => n + r.non2xx, 0),
      errors: list.reduce((n, r) => n + r.errors, 0),
    });
    for (const t of targets) {
      const entry = runs.get(`${t.name}/${t.screen}`)!;
      result[t.name][t.screen] = {
        peer: pick(entry.peer),
        bare: pick(entry.bare),
        ratio: round(median(entry.peer.map((r, i) => r.rps / entry.bare[i]!.rps)), 3),
        bytes: t.bytes,
      };
    }
  } finally {
    await Promise.all(targets.map((t) => t.bare.stop()));
  }
  log(`cached: ${JSON.stringify(result)}`);
  return result;
}

async function fixedRate(peers: PeerServer[]) {
  const result = perPeer(() => ({}) as Record<Screen, LoadResult>);
  for (const screen of ['list', 'profile'] as const)
    for (const peer of peers)
      result[peer.name][screen] = await loadTest(peer.graphql + getPath(SCREENS[screen][peer.name]), {
        seconds: SECONDS * 2,
        rate: RATE,
        connections: 10,
        headers: GET_HEADERS,
      });
  log(`fixed rate ${RATE}/s: ${JSON.stringify(result)}`);
  return result;
}

async function rssAfterLoad(peers: PeerServer[]) {
  const result = perPeer(() => ({ idleMb: 0, afterMb: 0 }));
  for (const peer of peers) {
    const idle = peer.rssBytes();
    await Promise.all(
      (['list', 'profile'] as const).map((screen) =>
        loadTest(peer.graphql + getPath(SCREENS[screen][peer.name]), {
          seconds: LOAD_SECONDS,
          connections: 16,
          headers: GET_HEADERS,
        }),
      ),
    );
    result[peer.name] = { idleMb: round(idle / 2 ** 20, 0), afterMb: round(peer.rssBytes() / 2 ** 20, 0) };
  }
  log(`rss: ${JSON.stringify(result)}`);
  return result;
}

export async function benchPeers() {
  const demo = await startDemoUpstream();
  try {
    await composeSupergraph(demo);
    // The demo draws its data on first use: drawn before any peer is timed.
    await boardIds(demo);
    const cold = await coldFirstAnswers(demo);
    const running = await Promise.all(PEERS.map((name) => fresh(name, demo)));
    let cached, latency, rss;
    try {
      cached = await cachedThroughput(running);
      latency = await fixedRate(running);
      rss = await rssAfterLoad(running);
    } finally {
      await Promise.all(running.map((peer) => peer.stop()));
    }
    const burst = await concurrentColdLoads(demo);
    const shapes = await hostile(demo);
    const hang = await hungUpstream(demo);
    return {
      settings: { SHORT, SECONDS, REPEATS, LOAD_SECONDS, RATE },
      cold,
      cached,
      latency,
      rss,
      burst,
      shapes,
      hang,
    };
  } finally {
    await demo.stop();
  }
}

export function peersTable(result: Awaited<ReturnType<typeof benchPeers>>): string {
  const row = (what: string, cell: (name: PeerName) => string | number) => ({
    row: what,
    'this API': cell('api'),
    'Hive Gateway + Mesh': cell('hive'),
    'Apollo Server + RESTDataSource': cell('apollo'),
  });
  const { cold, cached, latency, rss, burst, hang } = result;
  const main = table([
    ...(['list', 'profile'] as const).flatMap((screen) => [
      row(
        `${screen}: cached req/s (ratio to bare node:http, same bytes)`,
        (n) => `${cached[n][screen].peer.rps} (${cached[n][screen].ratio})`,
      ),
      row(`${screen}: answer bytes`, (n) => cached[n][screen].bytes),
      row(
        `${screen}: p50 / p99 ms at ${RATE} req/s`,
        (n) => `${latency[n][screen].p50} / ${latency[n][screen].p99}`,
      ),
      row(
        `${screen}: first answer, cold (ms)`,
        (n) => cold[n][`${screen}Ms`] + (cold[n][`${screen}Ok`] ? '' : ' (error)'),
      ),
      row(
        `${screen}: upstream calls for 200 concurrent loads from a fresh start (sign-ins and warm start included)`,
        (n) =>
          `${burst[n][screen]}${burst[n][`${screen}Failed`] ? ` (${burst[n][`${screen}Failed`]} failed)` : ''}`,
      ),
    ]),
    row(
      'profile: first answer for a second model (its data cold, the code path warm) (ms)',
      (n) => cold[n].otherProfileMs,
    ),
    row('start-up to a first answer (ms)', (n) => cold[n].startUpMs),
    ...(['warm', 'cold'] as const).map((state) =>
      row(
        `list: time to an answer while upstream reads hang 30 s, ${state === 'warm' ? 'after one earlier answer' : 'started during the hang'} (ms)`,
        (n) =>
          `${hang[state][n].ms} (${hang[state][n].data ? 'data' : `status ${hang[state][n].status}, error`})`,
      ),
    ),
    row(
      `RSS MB idle → after ${result.settings.LOAD_SECONDS} s of load`,
      (n) => `${rss[n].idleMb} → ${rss[n].afterMb}`,
    ),
  ]);
  const shapes = table(
    result.shapes.map((s) => ({
      'hostile shape (cold cache)': s.shape,
      'this API': s.api,
      'Hive Gateway + Mesh': s.hive,
      'Apollo Server + RESTDataSource': s.apollo,
    })),
  );
  return `${main}\n\nUpstream calls caused by one request:\n\n${shapes}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchPeers();
  console.log(JSON.stringify(result, null, 2));
  console.log(peersTable(result));
}
