import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FaultSettings } from '@agency/demo-upstream/launcher';
import { BoardDocument, ProfileDocument } from '@agency/sdk';
import { startHarness, waitFor, type Harness } from './harness.js';

// Every upstream fault the demo can play, against the integration service: a warm query answers
// stale data, a cold one UPSTREAM_UNAVAILABLE, both within 3 s; clearing the fault heals it.

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

let h: Harness;
beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  h = await startHarness({
    env: { UPSTREAM_TIMEOUT_MS: '1000', UPSTREAM_READ_RETRIES: '1', UPSTREAM_BREAKER_RESET_MS: '1000' },
  });
});
afterAll(async () => {
  await h?.stop();
  process.off('unhandledRejection', onUnhandled);
});

const FAULTS: [string, FaultSettings, { mayAnswer?: boolean }][] = [
  ['latency 5 s', { latencyMs: 5000 }, {}],
  ['50% errors', { errorRate: 0.5 }, { mayAnswer: true }],
  ['outage', { outage: true }, {}],
  ['connection resets', { reset: true }, {}],
  ['malformed JSON', { malformedJson: true }, {}],
  ['wrong types', { wrongTypes: true }, {}],
  ['401 for a while', { unauthorizedForMs: 2000 }, {}],
  ['slow trickling body', { trickleMs: 5000 }, {}],
];

// A distinct cold key per fault: the profile of another model of the warm board (existing ids,
// since an unknown id is a 404, answered as null).
let coldIndex = 0;

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

describe('upstream fault matrix', () => {
  it.each(FAULTS)(
    '%s: stale when warm, UPSTREAM_UNAVAILABLE when cold, within 3 s, then recovers',
    async (_name, faults, { mayAnswer }) => {
      const variables = { category: 'COMMERCIAL', gender: 'WOMAN' } as const;
      const warm = await h.query(BoardDocument, variables);
      expect(warm.errors).toBeUndefined();
      const id = warm.data!.models!.nodes[coldIndex++]!.id;
      await h.demo.setFaults(faults, 'integration');
      await h.cache.expireAll();

      const [stale, cold] = await Promise.all([
        timed(() => h.query(BoardDocument, variables)),
        timed(() => h.query(ProfileDocument, { id })),
      ]);
      expect(stale.ms).toBeLessThan(3000);
      expect(stale.value.errors).toBeUndefined();
      expect(stale.value.data).toEqual(warm.data);
      expect(cold.ms).toBeLessThan(3000);
      if (!(mayAnswer && cold.value.errors === undefined)) {
        expect(cold.value.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
      }

      await h.demo.clearFaults();
      await waitFor(async () => {
        const answer = await h.query(ProfileDocument, { id });
        return answer.errors === undefined;
      }, 10_000);
      expect(unhandled).toEqual([]);
    },
  );
});
