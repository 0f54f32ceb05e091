import { runInBackground } from '@agency/server-kit/request-budget';
import type { Logger } from '@agency/server-kit/logger';
import { errorMessage } from '@agency/server-kit/error-message';
import type { ReadCache } from '../cache/read-cache.js';
import { CATEGORY_IDS } from '@agency/rules/categories';
import { READ_KEYS, type AgencyData } from './agency-data.js';

/**
 * The few reads every page needs: both boards and the site's content. They are loaded before an
 * instance turns ready (warm start) and refreshed before they expire, so a visitor never meets
 * them stale (docs/decisions/0022). Profiles, posts and place lists are refreshed on demand.
 */
const AHEAD_READS: [key: string, read: (data: AgencyData) => Promise<unknown>][] = [
  [READ_KEYS.talents(CATEGORY_IDS.fashion), (data) => data.talentsOfCategory(CATEGORY_IDS.fashion)],
  [READ_KEYS.talents(CATEGORY_IDS.comercial), (data) => data.talentsOfCategory(CATEGORY_IDS.comercial)],
  [READ_KEYS.entity('slides'), (data) => data.slides('slides')],
  [READ_KEYS.entity('prehome'), (data) => data.slides('prehome')],
  [READ_KEYS.entity('contact'), (data) => data.contact()],
  [READ_KEYS.entity('selective_cities'), (data) => data.selectiveCities()],
  [READ_KEYS.websiteTexts, (data) => data.websiteTexts()],
  [READ_KEYS.websiteImages, (data) => data.websiteImages()],
  [READ_KEYS.websiteVideos, (data) => data.websiteVideos()],
  [READ_KEYS.socialMedias, (data) => data.socialMedias()],
];

export type WarmUp =
  | { state: 'warming' }
  | { state: 'done'; ms: number }
  /** The deadline passed, or reads failed, with nothing cached for them in Redis: ready anyway. */
  | { state: 'incomplete'; ms: number; reason: string };

export type AheadRefreshOptions = { ttlMs: number; deadlineMs: number; logger: Logger };

/** The refresh period and how long before expiry a value is reloaded, from the TTL. */
export function aheadTimings(ttlMs: number, deadlineMs: number): { periodMs: number; aheadMs: number } {
  const periodMs = Math.min(5000, Math.max(250, Math.round(ttlMs / 10)));
  // Early enough that a refresh started at the last tick before expiry ends (deadline) before it.
  return { periodMs, aheadMs: Math.min(Math.round(ttlMs / 2), periodMs + deadlineMs) };
}

export class AheadRefresh {
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private stopped = false;

  constructor(
    private readonly data: AgencyData,
    private readonly cache: ReadCache,
    private readonly options: AheadRefreshOptions,
  ) {}

  /** Loads every ahead read (from Redis when another instance has it, else from the upstream) within one request's budget, then refreshes them ahead. */
  start(): Promise<WarmUp> {
    const started = Date.now();
    return runInBackground('warm-up', this.options.deadlineMs, () => this.readAll()).then((failures) => {
      const ms = Date.now() - started;
      const warmUp: WarmUp =
        failures.length === 0
          ? { state: 'done', ms }
          : {
              state: 'incomplete',
              ms,
              reason: `not loaded within ${this.options.deadlineMs} ms: ${failures.join('; ')}`,
            };
      if (warmUp.state === 'incomplete')
        this.options.logger.warn({ warmUp }, 'warm start incomplete; ready anyway');
      else this.options.logger.info({ warmUp }, 'warm start done');
      this.schedule();
      return warmUp;
    });
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.running = false;
  }

  /** True when this instance holds every ahead read (fresh or stale) and can serve pages from them. */
  holdsAll(): boolean {
    return AHEAD_READS.every(([key]) => this.cache.has(key));
  }

  private schedule(): void {
    if (this.stopped) return;
    const { periodMs, aheadMs } = aheadTimings(this.options.ttlMs, this.options.deadlineMs);
    this.running = true;
    const tick = () => {
      if (!this.running) return;
      // Each key's lock in the shared store makes one instance at a time refresh it; the others
      // find the new value there (or are told by pub/sub) and call nobody.
      // Only what this instance holds and nobody purged: after a clear or a purge the next reader
      // loads it, once; a refresh here would be a second, unasked-for call behind the purge.
      const held = AHEAD_READS.filter(([key]) => this.cache.holdsUnpurged(key));
      void runInBackground('refresh-ahead', this.options.deadlineMs, () =>
        this.cache.refreshingAhead(aheadMs, () => this.readAll(held)),
      ).then((failures) => {
        if (failures.length > 0)
          this.options.logger.warn({ failures }, 'refresh ahead failed; stale values stay');
        if (this.running) this.timer = setTimeout(tick, periodMs).unref();
      });
    };
    this.timer = setTimeout(tick, periodMs).unref();
  }

  /** Reads them all; the names (and reasons) of those that failed. */
  private async readAll(reads = AHEAD_READS): Promise<string[]> {
    const results = await Promise.allSettled(reads.map(([, read]) => read(this.data)));
    return results.flatMap((result, i) =>
      result.status === 'rejected' ? [`${reads[i]![0]} (${errorMessage(result.reason)})`] : [],
    );
  }
}
