import type { concurrentColdLoads, coldFirstAnswers, hostile, hungUpstream } from './peer-cold-phases.js';
import {
  SAME_WORK_RATE,
  SETTLE_SECONDS,
  type cachedThroughput,
  type fixedRate,
  type rssAfterLoad,
} from './peer-load-phases.js';
import { PEERS, PEER_TITLES, type PeerName } from './peer-servers.js';
import { table } from './stats.js';

// bench/peers.ts's tables: one column per peer, one row per figure.

type Result<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;
type CachedRows = Result<typeof cachedThroughput>;
type BurstRows = Result<typeof concurrentColdLoads>;
type RssRows = Result<typeof rssAfterLoad>;
type ColdRows = Result<typeof coldFirstAnswers>;

export type PeersResult = {
  settings: { RATE: number; LOAD_SECONDS: number };
  cold: ColdRows;
  cached: CachedRows;
  latency: Result<typeof fixedRate>;
  rss: RssRows;
  burst: BurstRows;
  shapes: Result<typeof hostile>;
  hang: Result<typeof hungUpstream>;
};

/** One cell per peer, under its title. */
export const columns = (cell: (name: PeerName) => string | number) =>
  Object.fromEntries(PEERS.map((name) => [PEER_TITLES[name], cell(name)]));

/** The memory row: at rest, after the same work, after as much as each can answer. */
export const rssRow = (rss: RssRows, loadSeconds: number) => ({
  row: `RSS MB: at rest after the throughput and latency phases (all read together, ${SETTLE_SECONDS} s after) → after ${loadSeconds} s at ${SAME_WORK_RATE} req/s a screen (the same work) → after ${loadSeconds} s more at 16 connections a screen (the two screens' req/s in it)`,
  ...columns((n) => `${rss[n].idleMb} → ${rss[n].sameWorkMb} → ${rss[n].afterMb} (${rss[n].afterRps} req/s)`),
});

/** A screen's cached throughput row: req/s and the ratio to bare node:http, per peer. */
export const cachedRow = (cached: CachedRows, screen: 'list' | 'profile') => ({
  row: `${screen}: cached req/s (ratio to bare node:http, same bytes)`,
  ...columns((n) => `${cached[n][screen].peer.rps} (${cached[n][screen].ratio})`),
});

/** Each run's ratio behind a cached row's median. */
export const ratiosRow = (cached: CachedRows, screen: 'list' | 'profile') => ({
  row: `${screen}: ratio of each run`,
  ...columns((n) => cached[n][screen].ratios.join(', ')),
});

/** A screen's upstream calls for 200 concurrent loads on a fresh start: in all, and made by the loads themselves. */
export const burstRows = (burst: BurstRows, screen: 'list' | 'profile') => [
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

export function peersTable(result: PeersResult): string {
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
        `${screen}: p50 / p99 ms at ${result.settings.RATE} req/s (each answer's own time; autocannon's whole-ms histogram in brackets)`,
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
    rssRow(rss, result.settings.LOAD_SECONDS),
  ]);
  const shapes = table(
    result.shapes.map((s) => ({
      'hostile shape (cold cache)': s.shape,
      ...columns((name) => s[name]),
    })),
  );
  return `${main}\n\nUpstream calls caused by one request:\n\n${shapes}`;
}

export function coldTable(cold: ColdRows, starts: number): string {
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
      row: `${what}, median of ${starts}`,
      ...columns(cell),
    })),
  );
}
