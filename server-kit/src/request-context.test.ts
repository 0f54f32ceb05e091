import { describe, expect, it } from 'vitest';
import { currentRequest, requestIdFrom, runAsJob } from './request-context.js';

describe('requestIdFrom', () => {
  it('carries on a safe id and replaces anything else', () => {
    expect(requestIdFrom('4bf92f3577b34da6-a3ce929d0e0e4736')).toBe('4bf92f3577b34da6-a3ce929d0e0e4736');
    for (const unsafe of ['', 'a b', 'x"}', 'line\nbreak', 'y'.repeat(129)]) {
      expect(requestIdFrom(unsafe)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
    expect(requestIdFrom(undefined)).not.toBe(requestIdFrom(undefined));
  });

  it('gives a job its own id, seen across awaits', async () => {
    const seen = await runAsJob('outbox', async () => {
      await new Promise((resolve) => setImmediate(resolve));
      return currentRequest()?.requestId;
    });
    expect(seen).toMatch(/^outbox-/);
    expect(currentRequest()).toBeUndefined();
  });
});
