import CircuitBreaker from 'opossum';
import type { Logger } from '@agency/server-kit/logger';
import { UpstreamError } from './upstream-error.js';

export type BreakerOptions<A extends unknown[]> = {
  service: string;
  /** How long the breaker stays open (failing fast) before one trial call is let through. */
  resetMs: number;
  logger: Logger;
  /** Names the endpoint of a call in the fail-fast error. */
  endpointOf: (...args: A) => string;
  /** Told about each call refused while open (never sent, so no other report counts it). */
  onRefused?: (...args: A) => void;
};

/**
 * One breaker per upstream service. A service that keeps timing out or refusing would otherwise
 * cost every visitor a full time-out (and retries); once half of the recent calls failed, calls
 * fail at once with 'unreachable' (stale cache still answers) until a trial call succeeds.
 */
export function createUpstreamBreaker<A extends unknown[], R>(
  action: (...args: A) => Promise<R>,
  { service, resetMs, logger, endpointOf, onRefused }: BreakerOptions<A>,
): (...args: A) => Promise<R> {
  const breaker = new CircuitBreaker(action, {
    // Time-outs are ours (UPSTREAM_TIMEOUT_MS, covering the body too): the breaker only counts.
    timeout: false,
    errorThresholdPercentage: 50,
    // Needs a few calls in the window, so one unlucky call never opens it.
    volumeThreshold: 5,
    rollingCountTimeout: 10_000,
    rollingCountBuckets: 10,
    resetTimeout: resetMs,
    // Only failures that say "the service is in trouble" count; a 4xx or a bad shape does not.
    errorFilter: (error: unknown) => !(error instanceof UpstreamError && error.transient),
  });
  breaker.on('open', () =>
    logger.error({ service, resetMs }, 'circuit breaker open: upstream calls fail fast'),
  );
  breaker.on('halfOpen', () => logger.warn({ service }, 'circuit breaker half-open: trying one call'));
  breaker.on('close', () => logger.info({ service }, 'circuit breaker closed: upstream answers again'));

  return async (...args: A): Promise<R> => {
    try {
      return await breaker.fire(...args);
    } catch (error) {
      if ((error as { code?: string }).code === 'EOPENBREAKER') {
        onRefused?.(...args);
        throw new UpstreamError(
          service,
          endpointOf(...args),
          'unreachable',
          'circuit open after repeated failures',
        );
      }
      throw error;
    }
  };
}
