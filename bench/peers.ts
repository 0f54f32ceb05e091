import { startDemoUpstream, type DemoUpstream } from '@agency/demo-upstream/launcher';
import { fresh, setReadLatency } from './lib/peer-client.js';
import {
  boardIds,
  coldFirstAnswers,
  concurrentColdLoads,
  hostile,
  hungUpstream,
} from './lib/peer-cold-phases.js';
import { cachedThroughput, fixedRate, rssAfterLoad } from './lib/peer-load-phases.js';
import { PEERS, buildPeers, composeSupergraph, type PeerServer } from './lib/peer-servers.js';
import { burstRows, cachedRow, coldTable, peersTable, ratiosRow, rssRow } from './lib/peer-tables.js';
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

/** Runs `work` on every peer started fresh once (cold caches), and stops them all after. */
async function withRunningPeers<T>(demo: DemoUpstream, work: (running: PeerServer[]) => Promise<T>) {
  const running = await Promise.all(PEERS.map((name) => fresh(name, demo)));
  try {
    return await work(running);
  } finally {
    await Promise.all(running.map((peer) => peer.stop()));
  }
}

/**
 * The phases under load, each peer started once: cached throughput, latency at a fixed rate, then
 * memory (which reads what the two before left behind).
 */
function loadPhases(demo: DemoUpstream) {
  return withRunningPeers(demo, async (running) => {
    const cached = await cachedThroughput(running, SETTINGS);
    const latency = await fixedRate(running, SETTINGS);
    const rss = await rssAfterLoad(running, SETTINGS);
    return { cached, latency, rss };
  });
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

/** The cached throughput rows only: each peer started once, warmed, then loaded beside bare node:http. */
export function benchCachedPeers(latencyMs: number) {
  return withDemo(latencyMs, (demo) =>
    withRunningPeers(demo, (running) => cachedThroughput(running, SETTINGS)),
  );
}

/** Start-up and first answers only: a fresh start per sample, nothing else timed. */
export function benchColdPeers(latencyMs: number) {
  return withDemo(latencyMs, (demo) => coldFirstAnswers(demo, STARTS));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const latencyMs of LATENCIES) {
    console.log(
      `\n### Upstream reads answered after ${latencyMs} ms${latencyMs ? '' : ' (the demo as it is)'}\n`,
    );
    if (ONLY === 'cold') {
      const cold = await benchColdPeers(latencyMs);
      console.log(JSON.stringify(cold, null, 2));
      console.log(coldTable(cold, STARTS));
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
      console.log(table([rssRow(rss, LOAD_SECONDS)]));
    } else {
      const result = await benchPeers(latencyMs);
      console.log(JSON.stringify(result, null, 2));
      console.log(peersTable(result));
    }
  }
}
