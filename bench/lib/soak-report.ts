import type { LoadStats } from './soak-load.js';
import { slopePerMinute, toMb, type HeapSample, type Point } from './soak-memory.js';
import type { PhaseLog } from './soak-phases.js';
import type { ServerWatch } from './soak-servers.js';
import type { DeliveryCheck } from './soak-submissions.js';

// Turns what the soak saw into figures and pass/fail checks.

/**
 * Largest RSS growth after warm-up taken as "stable". A leak worth catching keeps something per
 * request: 1.5 KB per answer at the ~23 answers/s this soak reaches is 2 MB/min, 20 MB over the
 * measured 8 minutes. Healthy 10-minute runs measured -0.5 to 0.84 MB/min: RSS saw-tooths by
 * ±35 MB with V8's heap growing and shrinking, which moves a least-squares slope by up to about
 * 1 MB/min, so the limit sits at 2 (caches that fill up and stop are excluded by the warm-up).
 */
export const RSS_SLOPE_LIMIT_MB_PER_MIN = 2;

export type Check = { name: string; ok: boolean; detail: string };

export type SoakReport = {
  seconds: number;
  warmupSeconds: number;
  answers: number;
  malformed: number;
  noAnswer: number;
  byLabel: LoadStats['byLabel'];
  submissions: {
    sent: number;
    accepted: number;
    queued: number;
    delivered: number;
    missing: string[];
    duplicated: string[];
    unexpected: string[];
    refused: Record<string, number>;
  };
  crash: {
    alive: boolean;
    exit: ServerWatch['exit'];
    fatalStderr: string[];
    stderrLines: number;
    errorLogs: number;
    errorLogMessages: Record<string, number>;
  };
  /** start: first sample after warm-up; end: last sample under load; slope over the samples between. */
  rss: {
    startMb: number;
    endMb: number;
    afterDrainMb: number;
    maxMb: number;
    slopeMbPerMin: number;
    samples: number;
  };
  heap: { minMb: number; maxMb: number; afterGcWarmMb: number | null; afterGcEndMb: number | null };
  phases: PhaseLog;
  examples: { malformed: string[]; noAnswer: string[] };
  checks: Check[];
  ok: boolean;
};

export type ReportInput = {
  seconds: number;
  warmupSeconds: number;
  load: LoadStats;
  delivery: DeliveryCheck;
  watch: ServerWatch;
  alive: boolean;
  rssPoints: Point[];
  /** When the load stopped (seconds from the start): the drain after it is not steady load. */
  loadEndSeconds: number;
  heapSamples: HeapSample[];
  heapAfterGcWarm: HeapSample | null;
  heapAfterGcEnd: HeapSample | null;
  phases: PhaseLog;
  /** null: no slope check (too short a run); then rssLimitMb bounds the largest sample. */
  rssSlopeLimit: number | null;
  rssLimitMb: number;
};

const FATAL = /unhandled|uncaught|fatal error|out of memory|ERR_INTERNAL/i;
const round = (value: number) => Math.round(value * 100) / 100;

/** Error log lines by message (upstream failures during the fault phases are expected there). */
function countMessages(lines: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const line of lines) {
    let msg = line;
    try {
      msg = String((JSON.parse(line) as { msg?: unknown }).msg);
    } catch {
      // not JSON: counted as it is
    }
    counts[msg] = (counts[msg] ?? 0) + 1;
  }
  return counts;
}

export function buildReport(input: ReportInput): SoakReport {
  const { load, delivery, watch } = input;
  const sum = (key: 'malformed' | 'noAnswer') => Object.values(load.byLabel).reduce((n, t) => n + t[key], 0);
  const afterWarmup = input.rssPoints.filter(
    (p) => p.seconds >= input.warmupSeconds && p.seconds <= input.loadEndSeconds,
  );
  const rssValues = input.rssPoints.map((p) => p.value);
  const heapUsed = input.heapSamples.filter((s) => !s.afterGc).map((s) => toMb(s.heapUsed));
  const fatalStderr = watch.stderrLines.filter((line) => FATAL.test(line));
  const report: Omit<SoakReport, 'checks' | 'ok'> = {
    seconds: input.seconds,
    warmupSeconds: input.warmupSeconds,
    answers: load.answers,
    malformed: sum('malformed'),
    noAnswer: sum('noAnswer'),
    byLabel: load.byLabel,
    submissions: {
      sent: load.submissions.sent,
      accepted: delivery.accepted,
      queued: load.submissions.queued,
      delivered: delivery.delivered,
      missing: delivery.missing,
      duplicated: delivery.duplicated,
      unexpected: delivery.unexpected,
      refused: load.submissions.refused,
    },
    crash: {
      alive: input.alive,
      exit: watch.exit,
      fatalStderr: fatalStderr.slice(0, 10),
      stderrLines: watch.stderrLines.length,
      errorLogs: watch.errorLogs.length,
      errorLogMessages: countMessages(watch.errorLogs),
    },
    rss: {
      startMb: round(afterWarmup[0]?.value ?? 0),
      endMb: round(afterWarmup.at(-1)?.value ?? 0),
      afterDrainMb: round(input.rssPoints.at(-1)?.value ?? 0),
      maxMb: round(Math.max(0, ...rssValues)),
      slopeMbPerMin: round(slopePerMinute(afterWarmup)),
      samples: input.rssPoints.length,
    },
    heap: {
      minMb: round(Math.min(...heapUsed)),
      maxMb: round(Math.max(...heapUsed)),
      afterGcWarmMb: input.heapAfterGcWarm && round(toMb(input.heapAfterGcWarm.heapUsed)),
      afterGcEndMb: input.heapAfterGcEnd && round(toMb(input.heapAfterGcEnd.heapUsed)),
    },
    phases: input.phases,
    examples: { malformed: load.malformedExamples, noAnswer: load.noAnswerExamples },
  };
  const checks: Check[] = [
    {
      name: 'server alive, no crash',
      ok: input.alive && watch.exit === null && fatalStderr.length === 0,
      detail: fatalStderr[0] ?? `exit ${JSON.stringify(watch.exit)}`,
    },
    { name: 'answers', ok: report.answers > 0, detail: `${report.answers}` },
    { name: 'no malformed answer', ok: report.malformed === 0, detail: `${report.malformed}` },
    {
      name: 'every request answered',
      ok: report.noAnswer === 0,
      detail: `${report.noAnswer} without an answer within 30 s`,
    },
    {
      name: 'submissions accepted',
      ok: delivery.accepted > 0,
      detail: `${delivery.accepted} of ${load.submissions.sent}`,
    },
    {
      name: 'each accepted submission delivered exactly once',
      ok:
        delivery.missing.length === 0 && delivery.duplicated.length === 0 && delivery.unexpected.length === 0,
      detail: `delivered ${delivery.delivered}/${delivery.accepted}, missing ${delivery.missing.length}, duplicated ${delivery.duplicated.length}, unexpected ${delivery.unexpected.length}`,
    },
    {
      name: `RSS below ${input.rssLimitMb} MB`,
      ok: report.rss.maxMb < input.rssLimitMb,
      detail: `max ${report.rss.maxMb} MB`,
    },
  ];
  if (input.rssSlopeLimit !== null) {
    checks.push({
      name: `RSS slope after warm-up at most ${input.rssSlopeLimit} MB/min`,
      ok: report.rss.slopeMbPerMin <= input.rssSlopeLimit,
      detail: `${report.rss.slopeMbPerMin} MB/min over ${afterWarmup.length} samples`,
    });
  }
  return { ...report, checks, ok: checks.every((c) => c.ok) };
}

export function summary(report: SoakReport): string {
  const lines = [
    `soak ${report.seconds} s (warm-up ${report.warmupSeconds} s): ${report.answers} answers, ${report.malformed} malformed, ${report.noAnswer} unanswered`,
    `submissions: ${report.submissions.sent} sent, ${report.submissions.accepted} accepted (${report.submissions.queued} queued), ${report.submissions.delivered} delivered once, ${report.submissions.duplicated.length} duplicated, refused ${JSON.stringify(report.submissions.refused)}`,
    `RSS: ${report.rss.startMb} MB after warm-up → ${report.rss.endMb} MB at the end of the load (max ${report.rss.maxMb}), slope ${report.rss.slopeMbPerMin} MB/min; ${report.rss.afterDrainMb} MB after the drain and a full GC`,
    `heap used: ${report.heap.minMb}–${report.heap.maxMb} MB; after full GC ${report.heap.afterGcWarmMb} MB (warm) → ${report.heap.afterGcEndMb} MB (end)`,
    `server: alive ${report.crash.alive}, ${report.crash.stderrLines} stderr lines, ${report.crash.errorLogs} error log lines`,
    ...Object.entries(report.crash.errorLogMessages).map(([msg, n]) => `  error log ×${n}: ${msg}`),
    ...Object.entries(report.byLabel).map(
      ([label, t]) =>
        `  ${label}: ok ${t.ok}, degraded ${t.degraded}, malformed ${t.malformed}, unanswered ${t.noAnswer}`,
    ),
    ...report.checks.map((c) => `${c.ok ? 'PASS' : 'FAIL'} ${c.name}: ${c.detail}`),
  ];
  return lines.join('\n');
}
