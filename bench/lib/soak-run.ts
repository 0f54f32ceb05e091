import { waitReady } from './processes.js';
import { driveLoad } from './soak-load.js';
import { heapAfterGc, readHeapSamples, RssSampler, type HeapSample } from './soak-memory.js';
import { cyclePhases } from './soak-phases.js';
import { buildReport, type SoakReport } from './soak-report.js';
import { discover } from './soak-requests.js';
import { startSoakServers } from './soak-servers.js';
import { checkDeliveries, createSubmitter } from './soak-submissions.js';

export type SoakOptions = {
  seconds: number;
  /** Memory before this is left out of the slope (caches and JIT settle); default 20 % of the run. */
  warmupSeconds?: number;
  /** Target requests per second of visitor traffic (submissions come on top). */
  rps?: number;
  workers?: number;
  submitEveryMs?: number;
  /** Length of one fault phase; default 1/20 of the run, at least 3 s. */
  phaseSeconds?: number;
  /** How long to wait after the load for queued submissions to reach the panel. */
  drainSeconds?: number;
  rssSlopeLimit: number | null;
  /** Extra environment for the site server (API settings). */
  siteEnv?: Record<string, string>;
  rssLimitMb: number;
  onProgress?: (message: string) => void;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runSoak(options: SoakOptions): Promise<SoakReport> {
  const progress = options.onProgress ?? (() => undefined);
  const warmupSeconds = options.warmupSeconds ?? Math.round(options.seconds * 0.2);
  const servers = await startSoakServers(options.siteEnv);
  const { demo, site, watch, memoryFile } = servers;
  try {
    await waitReady(site.url, 10_000);
    const found = await discover(site.url);
    const submitter = await createSubmitter(site.url, found.modelIds);
    await demo.clearReceived();

    const started = Date.now();
    const rss = new RssSampler(site, started);
    rss.start(2000);
    const phases = cyclePhases(
      demo,
      Math.max(3, options.phaseSeconds ?? options.seconds / 20) * 1000,
      started,
    );
    let heapAfterGcWarm: Promise<HeapSample | null> = Promise.resolve(null);
    const warm = setTimeout(() => {
      heapAfterGcWarm = heapAfterGc(site, memoryFile);
      progress('warm-up over');
    }, warmupSeconds * 1000);
    const ticker = setInterval(
      () =>
        progress(
          `${Math.round((Date.now() - started) / 1000)} s, RSS ${Math.round(rss.points.at(-1)?.value ?? 0)} MB`,
        ),
      60_000,
    );

    const load = await driveLoad({
      site: site.url,
      found,
      submitter,
      seconds: options.seconds,
      rps: options.rps ?? 30,
      workers: options.workers ?? 6,
      submitEveryMs: options.submitEveryMs ?? 2000,
    });
    clearTimeout(warm);
    const loadEndSeconds = (Date.now() - started) / 1000;
    clearInterval(ticker);
    await phases.stop();
    progress(`load over: ${load.answers} answers; waiting for queued submissions`);

    const drainDeadline = Date.now() + (options.drainSeconds ?? 180) * 1000;
    let delivery = checkDeliveries(load.submissions.accepted, await demo.received());
    while (delivery.missing.length > 0 && Date.now() < drainDeadline) {
      await sleep(500);
      delivery = checkDeliveries(load.submissions.accepted, await demo.received());
    }
    const heapAfterGcEnd = await heapAfterGc(site, memoryFile);
    rss.stop();
    const alive = site.child.exitCode === null && site.child.signalCode === null;
    return buildReport({
      seconds: options.seconds,
      warmupSeconds,
      load,
      delivery,
      watch,
      alive,
      rssPoints: rss.points,
      loadEndSeconds,
      heapSamples: readHeapSamples(memoryFile),
      heapAfterGcWarm: await heapAfterGcWarm,
      heapAfterGcEnd,
      phases: phases.log,
      rssSlopeLimit: options.rssSlopeLimit,
      rssLimitMb: options.rssLimitMb,
    });
  } finally {
    await servers.stop();
  }
}
