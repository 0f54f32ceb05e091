import { judge, nthRequest, type Discovered, type Verdict } from './soak-requests.js';
import type { Accepted, Submitter } from './soak-submissions.js';

// Steady load: a few workers, each paced to its share of the target rate (a closed loop, so a slow
// phase lowers the rate instead of piling up requests), plus one submission every few seconds.

export type Tally = Record<Verdict | 'noAnswer', number>;
export type LoadStats = {
  answers: number;
  byLabel: Record<string, Tally>;
  malformedExamples: string[];
  noAnswerExamples: string[];
  submissions: {
    sent: number;
    accepted: Accepted[];
    queued: number;
    refused: Record<string, number>;
    malformed: number;
  };
};

export type LoadOptions = {
  site: string;
  found: Discovered;
  submitter: Submitter;
  seconds: number;
  rps: number;
  workers: number;
  submitEveryMs: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const CLIENT_TIMEOUT_MS = 30_000;

export async function driveLoad(options: LoadOptions): Promise<LoadStats> {
  const stats: LoadStats = {
    answers: 0,
    byLabel: {},
    malformedExamples: [],
    noAnswerExamples: [],
    submissions: { sent: 0, accepted: [], queued: 0, refused: {}, malformed: 0 },
  };
  const tally = (label: string, verdict: Verdict | 'noAnswer') => {
    stats.byLabel[label] ??= { ok: 0, degraded: 0, malformed: 0, noAnswer: 0 };
    stats.byLabel[label][verdict] += 1;
    if (verdict !== 'noAnswer') stats.answers += 1;
  };
  const deadline = Date.now() + options.seconds * 1000;
  let next = 0;
  const intervalMs = (options.workers * 1000) / options.rps;

  async function worker(): Promise<void> {
    while (Date.now() < deadline) {
      const started = Date.now();
      const request = nthRequest(options.site, options.found, next++);
      try {
        const response = await fetch(request.url, {
          ...request.init,
          signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
        });
        const body = Buffer.from(await response.arrayBuffer());
        const verdict = judge(
          request.kind,
          response.status,
          response.headers.get('content-type') ?? '',
          body,
        );
        tally(request.label, verdict);
        if (verdict === 'malformed' && stats.malformedExamples.length < 10) {
          stats.malformedExamples.push(
            `${request.label} ${request.url} → ${response.status} ${body.subarray(0, 200).toString('utf8')}`,
          );
        }
      } catch (error) {
        tally(request.label, 'noAnswer');
        if (stats.noAnswerExamples.length < 10)
          stats.noAnswerExamples.push(`${request.label} ${request.url}: ${(error as Error).message}`);
      }
      await sleep(intervalMs - (Date.now() - started));
    }
  }

  async function submissions(): Promise<void> {
    for (let n = 0; Date.now() < deadline; n++) {
      const started = Date.now();
      stats.submissions.sent += 1;
      try {
        const answer = await options.submitter.submit(n);
        tally('submission', answer.verdict);
        if (answer.verdict === 'malformed') stats.submissions.malformed += 1;
        if (answer.accepted) {
          stats.submissions.accepted.push(answer.accepted);
          if (answer.accepted.status === 'QUEUED') stats.submissions.queued += 1;
        } else if (answer.errorCode)
          stats.submissions.refused[answer.errorCode] =
            (stats.submissions.refused[answer.errorCode] ?? 0) + 1;
      } catch (error) {
        tally('submission', 'noAnswer');
        if (stats.noAnswerExamples.length < 10)
          stats.noAnswerExamples.push(`submission ${n}: ${(error as Error).message}`);
      }
      await sleep(options.submitEveryMs - (Date.now() - started));
    }
  }

  await Promise.all([...Array.from({ length: options.workers }, worker), submissions()]);
  return stats;
}
