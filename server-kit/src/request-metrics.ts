import { Registry, collectDefaultMetrics } from 'prom-client';
import { TimedCount } from './timed-count.js';

/**
 * What every server of ours counts: requests by route, operation and status, and the process's
 * own figures. The API adds its upstream, cache and outbox metrics (ApiMetrics); the site server
 * forwarding to a standalone API has nothing else and uses this alone.
 */
export class RequestMetrics {
  /** Per instance, not prom-client's global one, so several servers in one process (tests) count their own. */
  readonly registry = new Registry();
  private readonly requests: TimedCount<'route' | 'operation' | 'status'>;

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    this.requests = new TimedCount(this.registry, {
      labelNames: ['route', 'operation', 'status'],
      total: {
        name: 'http_requests_total',
        help: 'HTTP requests answered, by route, GraphQL operation and status.',
      },
      duration: {
        name: 'http_request_duration_seconds',
        help: 'Time from a request arriving to its answer being sent.',
        buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      },
    });
  }

  observeRequest(labels: { route: string; operation: string; status: number }, seconds: number): void {
    this.requests.observe({ ...labels, status: String(labels.status) }, seconds);
  }
}
