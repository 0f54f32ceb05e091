import { Counter, Histogram, type LabelValues, type Registry } from 'prom-client';

type TimedCountSpec<L extends string> = {
  labelNames: readonly L[];
  /** The counter: every event. */
  total: { name: string; help: string };
  /** The histogram: how long the timed events took, in seconds. */
  duration: { name: string; help: string; buckets: number[] };
};

/** Events counted by their labels, and how long they took in a histogram of the same labels. */
export class TimedCount<L extends string> {
  private readonly total: Counter<L>;
  private readonly seconds: Histogram<L>;

  constructor(registry: Registry, { labelNames, total, duration }: TimedCountSpec<L>) {
    const registers = [registry];
    this.total = new Counter({ ...total, labelNames, registers });
    this.seconds = new Histogram({ ...duration, labelNames, registers });
  }

  /** Counts one event; `seconds` undefined: it took no time worth timing, and only counts. */
  observe(labels: LabelValues<L>, seconds: number | undefined): void {
    this.total.inc(labels);
    if (seconds !== undefined) this.seconds.observe(labels, seconds);
  }
}
