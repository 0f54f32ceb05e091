import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * What every server of ours counts: requests by route, operation and status, and the process's
 * own figures. The API adds its upstream, cache and outbox metrics (ApiMetrics); the site server
 * forwarding to a standalone API has nothing else and uses this alone.
 */
export class RequestMetrics {
  /** Per instance, not prom-client's global one, so several servers in one process (tests) count their own. */
  readonly registry = new Registry();
  private readonly requests: Counter<'route' | 'operation' | 'status'>;
  private readonly requestSeconds: Histogram<'route' | 'operation' | 'status'>;

  constructor() {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by route, GraphQL operation and status.',
      labelNames: ['route', 'operation', 'status'],
      registers,
    });
    this.requestSeconds = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request arriving to its answer being sent.',
      labelNames: ['route', 'operation', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
  }

  observeRequest(labels: { route: string; operation: string; status: number }, seconds: number): void {
    const values = { ...labels, status: String(labels.status) };
    this.requests.inc(values);
    this.requestSeconds.observe(values, seconds);
  }
}
