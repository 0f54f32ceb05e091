/**
 * One run per key at a time: a caller asking for a key already under way shares that run's promise
 * instead of starting another (a read being loaded, an image being resized, a comp card being
 * drawn, a sitemap being built, a submission being queued). The key is free again as soon as its
 * run settles, success or failure, so a failed run is tried again by the next caller rather than
 * remembered.
 */
export class SingleFlight<V> {
  private readonly running = new Map<string, { promise: Promise<V> }>();

  /**
   * The run under way for `key`, or a new one from `start`. `start` is handed `current()`, true
   * while its run still holds the key, false once `forget` let a newer run take it (ask after the
   * run's first await).
   */
  run(key: string, start: (current: () => boolean) => Promise<V>): Promise<V> {
    const running = this.running.get(key);
    if (running) return running.promise;
    const run = {} as { promise: Promise<V> };
    const current = () => this.running.get(key) === run;
    run.promise = start(current).finally(() => {
      if (current()) this.running.delete(key);
    });
    this.running.set(key, run);
    return run.promise;
  }

  /** Whether a run for `key` is under way. */
  has(key: string): boolean {
    return this.running.has(key);
  }

  /**
   * Lets the next caller of `key` start a run of its own; whoever waits on the current one still
   * gets its answer (a purge: what that run loads may already be out of date).
   */
  forget(key: string): void {
    this.running.delete(key);
  }

  /** The keys under way. */
  keys(): IterableIterator<string> {
    return this.running.keys();
  }

  /** Settles once every run under way now has, failed or not (for a clean stop). */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.running.values()].map((run) => run.promise));
  }
}
