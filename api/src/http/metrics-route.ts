import { serveMetrics } from '@agency/server-kit/metrics-route';
import type { ApiMetrics } from '../observability/metrics.js';
import { exactly, type ApiRoute } from './route.js';

export const METRICS_PATH = '/metrics';

/** This instance's Prometheus metrics (server-kit's metrics-route.ts), behind METRICS_TOKEN. */
export const metricsRoute: ApiRoute<{
  config: { metricsToken?: string };
  metrics: Pick<ApiMetrics, 'registry'>;
}> = {
  label: METRICS_PATH,
  quiet: true,
  matches: exactly(METRICS_PATH),
  create:
    ({ config, metrics }) =>
    (req, res) =>
      serveMetrics(req, res, metrics, config.metricsToken),
};
