import type { DemoUpstream } from '@agency/demo-upstream/launcher';
import {
  OTHER_PROFILE,
  SCREENS,
  ask,
  fresh,
  log,
  perPeer,
  readyMs,
  restoreReadLatency,
  startUpMs,
  upstreamCalls,
  withFresh,
  type PerPeer,
} from './peer-client.js';
import { LIST, PROFILE, hostileShapes } from './peer-queries.js';
import { PEERS, type PeerServer } from './peer-servers.js';
import { median, round } from './stats.js';

// The phases of bench/peers.ts that start each peer fresh: first answers, 200 concurrent loads,
// the hostile shapes, and a back office whose reads hang.

const HANG_MS = 30_000;

type FirstAnswers = {
  startUpMs: number;
  readyMs: number;
  listMs: number;
  profileMs: number;
  otherProfileMs: number;
  listOk: boolean;
  profileOk: boolean;
};

/** Each figure the median of `starts` fresh starts per peer, the peers taking turns. */
export async function coldFirstAnswers(demo: DemoUpstream, starts: number) {
  const samples = perPeer((): FirstAnswers[] => []);
  for (let i = 0; i < starts; i++) {
    for (const name of PEERS) {
      await withFresh(name, demo, async (peer) => {
        const list = await ask(peer, LIST[name], 'GET');
        const profile = await ask(peer, PROFILE[name], 'GET');
        // Another model: its data still cold, the code path no longer.
        const other = await ask(peer, { ...PROFILE[name], variables: OTHER_PROFILE[name] }, 'GET');
        samples[name].push({
          startUpMs: startUpMs[name],
          readyMs: readyMs[name],
          listMs: list.ms,
          profileMs: profile.ms,
          otherProfileMs: other.ms,
          listOk: list.status === 200 && !list.graphqlErrors,
          profileOk: profile.status === 200 && !profile.graphqlErrors,
        });
      });
    }
  }
  const result = perPeer((): FirstAnswers => ({
    startUpMs: 0,
    readyMs: 0,
    listMs: 0,
    profileMs: 0,
    otherProfileMs: 0,
    listOk: true,
    profileOk: true,
  }));
  for (const name of PEERS) {
    const of = (key: 'startUpMs' | 'readyMs' | 'listMs' | 'profileMs' | 'otherProfileMs') =>
      round(median(samples[name].map((sample) => sample[key])), 1);
    result[name] = {
      startUpMs: of('startUpMs'),
      readyMs: of('readyMs'),
      listMs: of('listMs'),
      profileMs: of('profileMs'),
      otherProfileMs: of('otherProfileMs'),
      listOk: samples[name].every((sample) => sample.listOk),
      profileOk: samples[name].every((sample) => sample.profileOk),
    };
    log(`cold first answers ${name} (median of ${starts}): ${JSON.stringify(result[name])}`);
  }
  return result;
}

export async function concurrentColdLoads(demo: DemoUpstream) {
  const result = perPeer(() => ({
    list: 0,
    profile: 0,
    listByLoads: 0,
    profileByLoads: 0,
    listFailed: 0,
    profileFailed: 0,
  }));
  for (const screen of ['list', 'profile'] as const) {
    for (const name of PEERS) {
      // Counted from before the start: sign-ins and whatever a server loads before it is ready count.
      await demo.resetCalls();
      await withFresh(name, demo, async (peer) => {
        // What the server called before it said ready (sign-ins, a warm start), apart from the loads' own.
        const beforeLoads = await upstreamCalls(demo);
        const answers = await Promise.all(
          Array.from({ length: 200 }, () => ask(peer, SCREENS[screen][name], 'GET')),
        );
        result[name][screen] = await upstreamCalls(demo);
        result[name][`${screen}ByLoads`] = result[name][screen] - beforeLoads;
        result[name][`${screen}Failed`] = answers.filter((a) => a.status !== 200 || a.graphqlErrors).length;
      });
    }
  }
  log(`200 concurrent cold loads: ${JSON.stringify(result)}`);
  return result;
}

export async function boardIds(demo: DemoUpstream): Promise<number[]> {
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

export type ShapeRow = { shape: string } & PerPeer<string>;

export async function hostile(demo: DemoUpstream): Promise<ShapeRow[]> {
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

export type HangResult = { ms: number; status: number; data: boolean };

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

// Sign-ins still work: only the integration service's reads hang, as a stuck back office does (the
// panel's keep the run's read latency).
const HANG = { latencyMs: HANG_MS, paths: ['/api/talents', '/api/talent/'] };

export async function hungUpstream(demo: DemoUpstream) {
  // Warm: each peer answered the list once before the reads started hanging.
  let peers = await Promise.all(PEERS.map((name) => fresh(name, demo)));
  let warm: PerPeer<HangResult>;
  try {
    for (const peer of peers) await ask(peer, LIST[peer.name], 'GET');
    await demo.setFaults(HANG, 'integration');
    warm = await askDuringHang(peers);
  } finally {
    await restoreReadLatency(demo);
    await Promise.all(peers.map((peer) => peer.stop()));
  }
  // Cold: started while the reads hang (a warm start finds nothing).
  await demo.setFaults(HANG, 'integration');
  let cold: PerPeer<HangResult>;
  try {
    peers = await Promise.all(PEERS.map((name) => fresh(name, demo)));
    cold = await askDuringHang(peers);
  } finally {
    await restoreReadLatency(demo);
    await Promise.all(peers.map((peer) => peer.stop()));
  }
  log(`hung upstream: ${JSON.stringify({ warm, cold })}`);
  return { warm, cold };
}
