import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BoardDocument, ProfileDocument } from '@agency/sdk';
import { startHarness, waitFor, type Harness } from './harness.js';
import { parsePrometheusText, samplesOf, total } from '@agency/test-kit/prometheus-text';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({
    env: { UPSTREAM_TIMEOUT_MS: '1000', UPSTREAM_READ_RETRIES: '1', UPSTREAM_BREAKER_RESET_MS: '3000' },
  });
});
afterAll(() => h?.stop());

const integrationCalls = async () => (await h.demo.calls('integration')).total;
const metrics = async () => parsePrometheusText(await h.metrics.registry.metrics());
const refused = { service: 'integration', outcome: 'breaker_open' };

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

describe('circuit breaker around each upstream service', () => {
  it('opens on an outage (calls stop reaching the upstream, answers come fast), then recovers by itself', async () => {
    const warm = await h.query(BoardDocument, { category: 'FASHION', gender: 'WOMAN' });
    expect(warm.errors).toBeUndefined();
    await h.demo.setFaults({ outage: true }, 'integration');
    await h.cache.expireAll();

    // Failing reloads (two tries each) until the breaker has seen enough to open: stale data meanwhile.
    await waitFor(async () => {
      await h.demo.resetCalls('integration');
      const { value } = await timed(() => h.query(BoardDocument, { category: 'FASHION', gender: 'WOMAN' }));
      expect(value.data).toEqual(warm.data);
      return (await integrationCalls()) === 0;
    }, 5000);

    // Open: nothing reaches the upstream, stale answers and cold failures come at once.
    await h.demo.resetCalls('integration');
    for (let i = 0; i < 5; i++) {
      const stale = await timed(() => h.query(BoardDocument, { category: 'FASHION', gender: 'WOMAN' }));
      expect(stale.value.data).toEqual(warm.data);
      expect(stale.ms).toBeLessThan(500);
    }
    const refusedBefore = total(await metrics(), 'upstream_requests_total', refused);
    const cold = await timed(() => h.query(ProfileDocument, { id: '48213' }));
    expect(cold.value.errors?.[0]?.extensions).toMatchObject({
      code: 'UPSTREAM_UNAVAILABLE',
      reason: 'unreachable',
    });
    expect(cold.ms).toBeLessThan(500);
    expect(await integrationCalls()).toBe(0);
    // Refused calls reach no upstream, so only the breaker can count them; they take no time there.
    const open = await metrics();
    expect(
      total(open, 'upstream_requests_total', { ...refused, endpoint: 'api/talent/profile' }),
    ).toBeGreaterThanOrEqual(1);
    expect(total(open, 'upstream_requests_total', refused)).toBeGreaterThan(refusedBefore);
    expect(samplesOf(open, 'upstream_request_duration_seconds_count', refused)).toEqual([]);

    // Cleared: after the reset time one trial call goes through (half-open), succeeds, and it closes.
    await h.demo.clearFaults();
    const recovery = await timed(() =>
      waitFor(async () => {
        const answer = await h.query(ProfileDocument, { id: '48213' });
        return answer.errors === undefined && answer.data?.model ? answer : false;
      }, 10_000),
    );
    expect(recovery.value.data!.model!.id).toBe('48213');
    expect(recovery.ms).toBeLessThan(5000);
    expect(await integrationCalls()).toBeGreaterThan(0);
  });
});
