import type { DemoUpstream, FaultSettings } from '@agency/demo-upstream/launcher';

// The upstream weather during the soak, turned through the demo upstream's fault knobs on both
// services (panel and integration): each phase lasts a fixed time and the cycle repeats.

export type Phase = { name: string; faults: FaultSettings | null };

export const PHASES: Phase[] = [
  { name: 'healthy', faults: null },
  // Below the API's 8 s upstream time-out: slow, not failing.
  { name: 'latency 1.5 s', faults: { latencyMs: 1500 } },
  { name: '30% errors', faults: { errorRate: 0.3 } },
  { name: 'outage', faults: { outage: true } },
  { name: 'recovery', faults: null },
  { name: 'connection resets', faults: { reset: true } },
  { name: 'malformed JSON', faults: { malformedJson: true } },
  { name: 'recovery', faults: null },
];

export type PhaseLog = { name: string; atSeconds: number }[];

/** Runs the phases until stopped; returns the log of what was switched on when. */
export function cyclePhases(
  demo: DemoUpstream,
  phaseMs: number,
  started: number,
): { log: PhaseLog; stop(): Promise<void> } {
  const log: PhaseLog = [];
  let index = 0;
  let switching: Promise<void> = Promise.resolve();
  const next = () => {
    const phase = PHASES[index++ % PHASES.length]!;
    log.push({ name: phase.name, atSeconds: Math.round((Date.now() - started) / 100) / 10 });
    switching = switching.then(() => (phase.faults ? demo.setFaults(phase.faults) : demo.clearFaults()));
  };
  next();
  const timer = setInterval(next, phaseMs);
  return {
    log,
    async stop() {
      clearInterval(timer);
      await switching;
      await demo.clearFaults();
      log.push({ name: 'faults cleared (end)', atSeconds: Math.round((Date.now() - started) / 100) / 10 });
    },
  };
}
