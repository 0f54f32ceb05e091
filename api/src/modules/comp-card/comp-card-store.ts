import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import { DerivedCache } from '@agency/server-kit/derived-cache';
import { runInBackground } from '@agency/server-kit/request-budget';
import { SingleFlight } from '@agency/server-kit/single-flight';
import type { Logger } from '@agency/server-kit/logger';
import type { ReadCache } from '../../cache/read-cache.js';
import type { LocaleCode } from '../../core/locale.js';
import { printPhoto } from '../../images/print-photo.js';
import { readStorageFile, StorageFileError } from '../../images/storage-file.js';
import type { UpstreamSample } from '../../upstream/http-types.js';
import type { AgencyData } from '../../upstream-reads/agency-data.js';
import { cardText, fingerprint, type CardText } from './comp-card-content.js';
import { FRONT, BACK } from './comp-card-layout.js';
import { CardRenderer } from './comp-card-renderer.js';

/** A made card: its bytes, a weak ETag naming its content, and the tags of the data it shows. */
export type CompCard = { pdf: Buffer; etag: string; name: string; origin: string; tags: readonly string[] };

export type CompCardDeps = {
  data: AgencyData;
  cache: ReadCache;
  logger: Logger;
  storageUrl: string;
  productName: string;
  ttlMs: number;
  staleMs: number;
  /** A build's own time and upstream-call budget, started when it leaves the queue. */
  deadlineMs: number;
  /** What each photo may take, as /img gives each storage file. */
  upstreamTimeoutMs: number;
  observe?: (sample: UpstreamSample) => void;
};

/** Too many cards waiting to be made: the caller answers 503 and says when to try again. */
export class CardsBusy extends Error {}

// Each build holds five decoded photos and a sharp pipeline: two at a time on a small server.
const CONCURRENT_BUILDS = 2;
const QUEUED_BUILDS = 16;
// A card is up to 1.5 MB: 64 kept (one copy each, shared by both maps) is under 100 MB.
const CARDS_KEPT = 64;
const MIN_KEPT_MS = 1000;

/**
 * The comp cards of this instance. A card is kept while the data it shows is fresh in the read
 * cache (as the response cache keeps answers, ADR 22): a purge or expiry of `model:{id}` or
 * `content` drops it. Past its freshness it is served stale while remade behind; remade from the
 * same text and photos it keeps its bytes, so nothing is fetched or drawn again.
 */
export class CompCards {
  private readonly cards: DerivedCache<CompCard>;
  private readonly making = new SingleFlight<CompCard | null>();
  private readonly limit = pLimit(CONCURRENT_BUILDS);
  private readonly renderer = new CardRenderer();
  private readonly lastMade = new LRUCache<string, { fingerprint: string; card: CompCard }>({
    max: CARDS_KEPT,
  });

  constructor(private readonly deps: CompCardDeps) {
    this.cards = new DerivedCache(deps.cache, { maxEntries: CARDS_KEPT });
  }

  /** Bytes of the card kept for this model and language (fresh or stale), or null when none is kept. */
  bytesOf(id: number, locale: LocaleCode): number | null {
    return this.cards.get(`${id}-${locale}`)?.value.pdf.length ?? null;
  }

  /** The card, made first when none is kept for `origin`; null when no model has this id. */
  async get(
    id: number,
    locale: LocaleCode,
    origin: string,
  ): Promise<{ card: CompCard; freshUntil: number } | null> {
    const key = `${id}-${locale}`;
    const kept = this.cards.get(key);
    if (kept && kept.value.origin === origin) {
      // A full queue refuses the remake, not the answer: the stale card is still served.
      if (kept.stale) this.cards.revalidate(key, async () => this.make(key, id, locale, origin, true));
      return { card: kept.value, freshUntil: kept.freshUntil };
    }
    const card = await this.make(key, id, locale, origin, false);
    return card && { card, freshUntil: this.cards.get(key)?.freshUntil ?? Date.now() };
  }

  private make(key: string, id: number, locale: LocaleCode, origin: string, behind: boolean) {
    if (!this.making.has(key) && this.limit.pendingCount >= QUEUED_BUILDS)
      throw new CardsBusy('too many comp cards being made');
    return this.making.run(key, () =>
      this.limit(() =>
        runInBackground('comp-card', this.deps.deadlineMs, () =>
          behind
            ? this.deps.cache.revalidating(() => this.build(key, id, locale, origin))
            : this.build(key, id, locale, origin),
        ),
      ),
    );
  }

  private async build(key: string, id: number, locale: LocaleCode, origin: string): Promise<CompCard | null> {
    const generation = this.deps.cache.generation;
    const startedAt = Date.now();
    const {
      value: text,
      freshUntil,
      tags,
    } = await this.deps.cache.track(() => cardText(id, locale, origin, this.deps));
    if (!text) return null;
    const print = fingerprint(text);
    const last = this.lastMade.get(key);
    const card =
      last?.fingerprint === print
        ? { ...last.card, tags }
        : { pdf: await this.draw(text), etag: `W/"${print}"`, name: text.name, origin, tags };
    this.lastMade.set(key, { fingerprint: print, card });
    // Made from values already past their freshness (served stale, or a build slower than a short
    // TTL): kept a second, then stale and remade behind like the rest, rather than never kept
    // (DerivedCache refuses a value already past its freshness) and made again for every request.
    const until = Math.max(Math.min(freshUntil, startedAt + this.deps.ttlMs), Date.now() + MIN_KEPT_MS);
    this.cards.set(key, card, {
      freshUntil: until,
      staleUntil: until + this.deps.staleMs,
      generation,
      tags,
      startedAt,
    });
    return card;
  }

  private async draw(text: CardText): Promise<Buffer> {
    const [cover, ...book] = await Promise.all([
      this.photo(text.cover, FRONT.cover),
      ...text.book.map((url, index) => this.photo(url, BACK.photos[index]!)),
    ]);
    // On a thread of its own, started on the first card: pdfkit's import and layout never hold the
    // instance's other requests.
    return this.renderer.render(
      text,
      { cover: cover ?? null, book: book.filter((photo): photo is Buffer => photo !== null) },
      new Date(),
    );
  }

  /**
   * A photo sized for its box; null for one the storage no longer has (the card is made without it).
   * Each is read with /img's budget for a storage file (UPSTREAM_TIMEOUT_MS, one call), not the
   * build's: five photos of several MB are not a page's data.
   */
  private async photo(url: string | null, box: { width: number; height: number }): Promise<Buffer | null> {
    if (!url) return null;
    const { upstreamTimeoutMs, observe } = this.deps;
    try {
      const file = await runInBackground('comp-card-photo', upstreamTimeoutMs, () =>
        readStorageFile(url, upstreamTimeoutMs, observe),
      );
      return await printPhoto(file, box);
    } catch (error) {
      if (error instanceof StorageFileError && error.status === 404) {
        this.deps.logger.warn({ source: url }, 'comp card photo missing on the storage');
        return null;
      }
      throw error;
    }
  }
}
