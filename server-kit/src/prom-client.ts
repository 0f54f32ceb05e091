import type * as Prometheus from 'prom-client';
// @ts-expect-error prom-client's modules below its index have no types of their own (its index's, used here, describe them).
import counter from 'prom-client/lib/counter.js';
// @ts-expect-error as above
import gauge from 'prom-client/lib/gauge.js';
// @ts-expect-error as above
import histogram from 'prom-client/lib/histogram.js';
// @ts-expect-error as above
import registry from 'prom-client/lib/registry.js';
// @ts-expect-error as above
import defaultMetrics from 'prom-client/lib/defaultMetrics.js';

// The parts of prom-client our servers use, without its index: the index also loads the
// Pushgateway (Node's https, with tls, and zlib) and the cluster aggregator, modules no server of
// ours calls, at every start (issue 25). The index re-exports these same modules, so a metric made
// from either is the same class. The lockfile pins prom-client; a move of these files fails the
// build ("Could not resolve") and the metrics tests.

export const Counter = counter as typeof Prometheus.Counter;
export type Counter<T extends string = string> = Prometheus.Counter<T>;
export const Gauge = gauge as typeof Prometheus.Gauge;
export type Gauge<T extends string = string> = Prometheus.Gauge<T>;
export const Histogram = histogram as typeof Prometheus.Histogram;
export type Histogram<T extends string = string> = Prometheus.Histogram<T>;
export const Registry = registry as typeof Prometheus.Registry;
export type Registry = Prometheus.Registry;
export const collectDefaultMetrics = defaultMetrics as typeof Prometheus.collectDefaultMetrics;
