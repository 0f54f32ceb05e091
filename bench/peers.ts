import { startDemoUpstream, type DemoUpstream } from '@agency/demo-upstream/launcher';
import { fresh, setReadLatency } from './lib/peer-client.js';
import {
  boardIds,
  coldFirstAnswers,
  concurrentColdLoads,
  hostile,
  hungUpstream,
} from './lib/peer-cold-phases.js';
import {
  SAME_WORK_RATE,
  SETTLE_SECONDS,
  cachedThroughput,
  fixedRate,
  rssAfterLoad,
} from './lib/peer-load-phases.js';
import { PEERS, PEER_TITLES, buildPeers, composeSupergraph, type PeerName } from './lib/peer-servers.js';
import { table } from './lib/stats.js';

// Step 15: this API side by side with what a team would use instead (bench/peers/), in one run
// against one demo upstream, peers interleaved in every phase. Figures are ratios first: the
// machine has two shared cores. PEERS_SHORT=1 shortens every phase (a check that it all runs);
// PEERS_ONLY=cold runs only the fresh-start rows (start-up and first answers, a minute or so), the
// ones a change to start-up moves; PEERS_ONLY=cached runs only the cached throughput rows (the
// ratio to bare node:http, a few minutes, each peer and its bare server loaded with the others
// paused), the ones a change to the hot path moves; PEERS_ONLY=burst runs only the 200 concurrent
// cold loads (upstream calls in all and by the loads themselves); PEERS_ONLY=memory runs the phases
// under load (cached throughput, fixed rate, then the RSS row that reads what they left). Every row is
// run once per read latency of PEERS_LATENCY_MS (comma list, default "0,300"): the demo as it is
// (about 1 ms) and a back office whose reads take 300 ms (the demo's `latencyMs` fault), the one
// this API is built for.

const SHORT = process.env.PEERS_SHORT === '1';
const SECONDS = Number(process.env.PEERS_SECONDS ?? (SHORT ? 2 : 5));
const REPEATS = Number(process.env.PEERS_REPEATS ?? (SHORT ? 1 : 3));
const LOAD_SECONDS = Number(process.env.PEERS_LOAD_SECONDS ?? (SHORT ? 10 : 60));
const RATE = Number(process.env.PEERS_RATE ?? 100);
/** Fresh starts per peer for the first-answer rows (their median). */
const STARTS = Number(process.env.PEERS_STARTS ?? (SHORT ? 1 : 11));
const SETTINGS = { SECONDS, REPEATS, LOAD_SECONDS, RATE };
const ONLY = process.env.PEERS_ONLY;
if (ONLY !== undefined && !['cold', 'cached', 'burst', 'memory'].includes(ONLY))
  throw new Error(`PEERS_ONLY must be "cold", "cached", "burst" or "memory", got "${ONLY}"`);
const LATENCIES = (process.env.PEERS_LATENCY_MS ?? '0,300').split(',').map((item) => {
  const ms = Number(item.trim());
  if (!Number.isInteger(ms) || ms < 0)
    throw new Error(`PEERS_LATENCY_MS must be a comma list of whole milliseconds >= 0, got "${item}"`);
  return ms;
});

/**
 * Runs `phases` against a demo upstream started for them, with the peers built, the supergraph
 * composed, the demo's data drawn and its reads slowed to `latencyMs`; the demo stops after.
 */
async function withDemo<T>(latencyMs: number, phases: (demo: DemoUpstream) => Promise<T>): Promise<T> {
  buildPeers();
  const demo = await startDemoUpstream();
  try {
    await composeSupergraph(demo);
    // The demo draws its data on first use: drawn before any peer is timed.
    await boardIds(demo);
    await setReadLatency(demo, latencyMs);
    return await phases(demo);
  } finally {
    await demo.stop();
  }
}

/**
 * The phases under load, each peer started once: cached throughput, latency at a fixed rate, then
 * memory (which reads what the two before left behind).
 */
async function loadPhases(demo: DemoUpstream) {
  const running = await Promise.all(PEERS.map((name) => fresh(name, demo)));
  try {
    const cached = await cachedThroughput(running, SETTINGS);
    const latency = await fixedRate(running, SETTINGS);
    const rss = await rssAfterLoad(running, SETTINGS);
    return { cached, latency, rss };
  } finally {
    await Promise.all(running.map((peer) => peer.stop()));
  }
}

export function benchPeers(latencyMs: number) {
  return withDemo(latencyMs, async (demo) => {
    const cold = await coldFirstAnswers(demo, STARTS);
    const { cached, latency, rss } = await loadPhases(demo);
    const burst = await concurrentColdLoads(demo);
    const shapes = await hostile(demo);
    const hang = await hungUpstream(demo);
    return {
      settings: { SHORT, SECONDS, REPEATS, LOAD_SECONDS, RATE, STARTS, latencyMs },
      cold,
      cached,
      latency,
      rss,
      burst,
      shapes,
      hang,
    };
  });
}

const rssRowTitle = `RSS MB: at rest after the throughput and latency phases (all read together, ${SETTLE_SECONDS} s after) → after ${LOAD_SECONDS} s at ${SAME_WORK_RATE} req/s a screen (the same work) → after ${LOAD_SECONDS} s more at 16 connections a screen (the two screens' req/s in it)`;
const rssCell = (rss: Awaited<ReturnType<typeof rssAfterLoad>>) => (n: PeerName) =>
  `${rss[n].idleMb} → ${rss[n].sameWorkMb} → ${rss[n].afterMb} (${rss[n].afterRps} req/s)`;

/** One cell per peer, under its title. */
const columns = (cell: (name: PeerName) => string | number) =>
  Object.fromEntries(PEERS.map((name) => [PEER_TITLES[name], cell(name)]));

type CachedRows = Awaited<ReturnType<typeof cachedThroughput>>;

/** A screen's cached throughput row: req/s and the ratio to bare node:http, per peer. */
const cachedRow = (cached: CachedRows, screen: 'list' | 'profile') => ({
  row: `${screen}: cached req/s (ratio to bare node:http, same bytes)`,
  ...columns((n) => `${cached[n][screen].peer.rps} (${cached[n][screen].ratio})`),
});

/** Each run's ratio behind a cached row's median. */
const ratiosRow = (cached: CachedRows, screen: 'list' | 'profile') => ({
  row: `${screen}: ratio of each run`,
  ...columns((n) => cached[n][screen].ratios.join(', ')),
});

type BurstRows = Awaited<ReturnType<typeof concurrentColdLoads>>;

/** A screen's upstream calls for 200 concurrent loads on a fresh start: in all, and made by the loads themselves. */
const burstRows = (burst: BurstRows, screen: 'list' | 'profile') => [
  {
    row: `${screen}: upstream calls for 200 concurrent loads from a fresh start (sign-ins and warm start included)`,
    ...columns(
      (n) =>
        `${burst[n][screen]}${burst[n][`${screen}Failed`] ? ` (${burst[n][`${screen}Failed`]} failed)` : ''}`,
    ),
  },
  {
    row: `${screen}: of them, made by the 200 loads (after the server said ready)`,
    ...columns((n) => burst[n][`${screen}ByLoads`]),
  },
];

export function peersTable(result: Awaited<ReturnType<typeof benchPeers>>): string {
  const row = (what: string, cell: (name: PeerName) => string | number) => ({
    row: what,
    ...columns(cell),
  });
  const { cold, cached, latency, rss, burst, hang } = result;
  const main = table([
    ...(['list', 'profile'] as const).flatMap((screen) => [
      cachedRow(cached, screen),
      row(`${screen}: answer bytes`, (n) => cached[n][screen].bytes),
      row(
        `${screen}: p50 / p99 ms at ${RATE} req/s (each answer's own time; autocannon's whole-ms histogram in brackets)`,
        (n) => {
          const { answered, p50, p99 } = latency[n][screen];
          return `${answered.p50.toFixed(2)} / ${answered.p99.toFixed(2)} (${p50} / ${p99})`;
        },
      ),
      row(
        `${screen}: first answer, cold (ms)`,
        (n) => cold[n][`${screen}Ms`] + (cold[n][`${screen}Ok`] ? '' : ' (error)'),
      ),
      ...burstRows(burst, screen),
    ]),
    row(
      'profile: first answer for a second model (its data cold, the code path warm) (ms)',
      (n) => cold[n].otherProfileMs,
    ),
    row('start-up to a first answer (ms)', (n) => cold[n].startUpMs),
    row(
      'start-up to ready for visitors (ms; this API: warm start done, /readyz 200)',
      (n) => cold[n].readyMs,
    ),
    ...(['warm', 'cold'] as const).map((state) =>
      row(
        `list: time to an answer while upstream reads hang 30 s, ${state === 'warm' ? 'after one earlier answer' : 'started during the hang'} (ms)`,
        (n) =>
          `${hang[state][n].ms} (${hang[state][n].data ? 'data' : `status ${hang[state][n].status}, error`})`,
      ),
    ),
    row(rssRowTitle, rssCell(rss)),
  ]);
  const shapes = table(
    result.shapes.map((s) => ({
      'hostile shape (cold cache)': s.shape,
      ...columns((name) => s[name]),
    })),
  );
  return `${main}\n\nUpstream calls caused by one request:\n\n${shapes}`;
}

/** The cached throughput rows only: each peer started once, warmed, then loaded beside bare node:http. */
export function benchCachedPeers(latencyMs: number) {
  return withDemo(latencyMs, async (demo) => {
    const running = await Promise.all(PEERS.map((name) => fresh(name, demo)));
    try {
      return await cachedThroughput(running, SETTINGS);
    } finally {
      await Promise.all(running.map((peer) => peer.stop()));
    }
  });
}

/** Start-up and first answers only: a fresh start per sample, nothing else timed. */
export function benchColdPeers(latencyMs: number) {
  return withDemo(latencyMs, (demo) => coldFirstAnswers(demo, STARTS));
}

export function coldTable(cold: Awaited<ReturnType<typeof benchColdPeers>>): string {
  const ok = (fine: boolean) => (fine ? '' : ' (error)');
  const rows: [string, (n: PeerName) => string | number][] = [
    ['start-up to a first answer (ms)', (n) => cold[n].startUpMs],
    ['start-up to ready for visitors (ms; this API: warm start done)', (n) => cold[n].readyMs],
    ['list: first answer, cold (ms)', (n) => cold[n].listMs + ok(cold[n].listOk)],
    ['profile: first answer, cold (ms)', (n) => cold[n].profileMs + ok(cold[n].profileOk)],
    ['profile: first answer for a second model (ms)', (n) => cold[n].otherProfileMs],
  ];
  return table(
    rows.map(([what, cell]) => ({
      row: `${what}, median of ${STARTS}`,
      ...columns(cell),
    })),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const latencyMs of LATENCIES) {
    console.log(
      `\n### Upstream reads answered after ${latencyMs} ms${latencyMs ? '' : ' (the demo as it is)'}\n`,
    );
    if (ONLY === 'cold') {
      const cold = await benchColdPeers(latencyMs);
      console.log(JSON.stringify(cold, null, 2));
      console.log(coldTable(cold));
    } else if (ONLY === 'burst') {
      const burst = await withDemo(latencyMs, concurrentColdLoads);
      console.log(table((['list', 'profile'] as const).flatMap((screen) => burstRows(burst, screen))));
    } else if (ONLY === 'cached') {
      const cached = await benchCachedPeers(latencyMs);
      console.log(
        table(
          (['list', 'profile'] as const).flatMap((screen) => [
            cachedRow(cached, screen),
            ratiosRow(cached, screen),
          ]),
        ),
      );
    } else if (ONLY === 'memory') {
      const { rss } = await withDemo(latencyMs, loadPhases);
      console.log(table([{ row: rssRowTitle, ...columns(rssCell(rss)) }]));
    } else {
      const result = await benchPeers(latencyMs);
      console.log(JSON.stringify(result, null, 2));
      console.log(peersTable(result));
    }
  }
}
