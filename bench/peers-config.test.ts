import { startDemoUpstream, type DemoUpstream } from '@agency/demo-upstream/launcher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER_PROFILE, SCREENS, ask, fresh, upstreamCalls } from './lib/peer-client.js';
import { hostileShapes } from './lib/peer-queries.js';
import { boardIds } from './lib/peer-cold-phases.js';
import { PEERS, buildPeers, composeSupergraph, type PeerServer } from './lib/peer-servers.js';

// The peers of bench/peers.ts as it starts them (built, against the demo upstream): each answers
// the list and the profile, and the settings bench/peers/README.md lists do what their docs say.
// Needs no `pnpm build`: it builds what it starts, as the bench does.

let demo: DemoUpstream;
const running = new Map<string, PeerServer>();
let ids: number[];

beforeAll(async () => {
  buildPeers();
  demo = await startDemoUpstream();
  await composeSupergraph(demo);
  ids = await boardIds(demo);
  for (const name of PEERS) running.set(name, await fresh(name, demo));
}, 600_000);

afterAll(async () => {
  await Promise.all([...running.values()].map((peer) => peer.stop()));
  await demo?.stop();
});

const peer = (name: string) => running.get(name)!;

describe('the peers bench/peers.ts compares', () => {
  it.each(PEERS)('%s answers the list and the profile with data', async (name) => {
    for (const screen of ['list', 'profile'] as const) {
      const answer = await ask(peer(name), SCREENS[screen][name], 'GET');
      expect(answer.status, answer.body.toString()).toBe(200);
      expect(answer.graphqlErrors, answer.body.toString()).toBe(false);
    }
  });

  it.each(['hive', 'apollo'] as const)(
    '%s answers a list asked again from its response cache, without an upstream call',
    async (name) => {
      await ask(peer(name), SCREENS.list[name], 'GET');
      await demo.resetCalls();
      const again = await ask(peer(name), SCREENS.list[name], 'GET');
      expect(again.graphqlErrors).toBe(false);
      expect(await upstreamCalls(demo)).toBe(0);
    },
  );

  it('Apollo keeps whole answers 60 s for anyone (the @cacheControl hints, the response cache plugin)', async () => {
    const first = await ask(peer('apollo'), SCREENS.profile.apollo, 'GET');
    expect(first.headers.get('cache-control')).toBe('max-age=60, public');
    // The plugin's mark of an answer it kept (RESTDataSource's cache alone would not add it).
    const again = await ask(peer('apollo'), SCREENS.profile.apollo, 'GET');
    expect(again.headers.get('age')).toMatch(/^\d+$/);
  });

  it('Hive makes one upstream call for 20 identical requests at once on a cold cache', async () => {
    await demo.resetCalls();
    const operation = { ...SCREENS.profile.hive, variables: OTHER_PROFILE.hive };
    const answers = await Promise.all(Array.from({ length: 20 }, () => ask(peer('hive'), operation, 'GET')));
    expect(answers.every((a) => a.status === 200 && !a.graphqlErrors)).toBe(true);
    expect(await upstreamCalls(demo)).toBe(1);
  });

  it('Hive refuses a hundred aliased profiles by cost, before any upstream call', async () => {
    const shape = hostileShapes(ids).find((s) => s.name.startsWith('a hundred aliased profiles'))!;
    await demo.resetCalls();
    const answer = await ask(peer('hive'), shape.operations.hive!, 'POST');
    expect(answer.body.toString()).toContain('COST_ESTIMATED_TOO_EXPENSIVE');
    expect(await upstreamCalls(demo)).toBe(0);
  });

  it('Hive gives up on a hanging upstream call after its upstreamTimeout (and one retry)', async () => {
    await demo.setFaults({ latencyMs: 20_000, paths: ['/api/talent/profile'] }, 'integration');
    try {
      const operation = { ...SCREENS.profile.hive, variables: { id: ids[5] } };
      const answer = await ask(peer('hive'), operation, 'GET', 19_000);
      // Two calls of 2.5 s and the retry's delay; well before the upstream would answer.
      expect(answer.ms).toBeLessThan(15_000);
      expect(answer.graphqlErrors).toBe(true);
    } finally {
      await demo.clearFaults();
    }
  }, 30_000);
});
