/**
 * Which lane a step fetched ahead waits in: `soon` for what the visitor is looking at (links in
 * view, the languages of an open menu), `later` for what is merely likely (the menu's screens on
 * idle). A `soon` step goes before every `later` step still waiting, whenever it was queued.
 */
export type AheadLane = 'soon' | 'later';

export type AheadQueue = {
  /** Runs `step` once the steps before it in its lane, and every `soon` one, have gone. */
  add<T>(step: () => T | Promise<T>, lane: AheadLane): Promise<T>;
};

type Waiting = { run: () => Promise<void>; lane: AheadLane };

/** Settles once `work` has, or after `ms` at the latest, whichever comes first; never rejects. */
export function settledWithin(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const bound = new Promise<void>((done) => (timer = setTimeout(done, ms)));
  return Promise.race([work.then(() => undefined), bound])
    .catch(() => undefined)
    .finally(() => clearTimeout(timer));
}

/**
 * Steps fetched ahead, one at a time (see prepare-screen.ts for why one at a time). Before each,
 * `mayGo` is awaited (nothing goes while the visitor's own screen is on its way); a step that
 * hangs holds the next one for `stepMaxMs` at most.
 */
export function createAheadQueue(mayGo: () => Promise<void>, stepMaxMs: number): AheadQueue {
  const waiting: Waiting[] = [];
  let running = false;

  function next(): Waiting | undefined {
    const soon = waiting.findIndex((step) => step.lane === 'soon');
    return waiting.splice(soon >= 0 ? soon : 0, 1)[0];
  }

  async function drain(): Promise<void> {
    running = true;
    try {
      while (waiting.length > 0) {
        await mayGo().catch(() => undefined);
        // Chosen after the wait: a link stopped at meanwhile goes before the menu's next screen.
        const step = next()!;
        await step.run();
      }
    } finally {
      running = false;
    }
  }

  function add<T>(step: () => T | Promise<T>, lane: AheadLane): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const run = (): Promise<void> => {
        const work = Promise.resolve().then(step);
        work.then(resolve, reject);
        return settledWithin(work, stepMaxMs);
      };
      waiting.push({ run, lane });
      if (!running) void drain();
    });
  }

  return { add };
}
