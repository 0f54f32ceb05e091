import type { ApolloClient } from '@apollo/client';
import type { i18n } from 'i18next';
import { createContext, useContext } from 'react';
import type { ModelProfileQuery } from '../gql/graphql';
import { preloadOpeningPhotos } from '../features/profile/profile-galleries';
import type { Locale } from '../i18n/locales';
import { matchPath, type Screen } from '../routing/routes';
import { loadLocaleMessages } from '../core/locale-messages';
import { prefetchScreenFiles } from './prefetch-files';
import { navigationDone, isNavigationPending } from './navigation-start';
import { budgetAllowsPrefetch } from '../core/rate-budget';
import { loadScreen } from './screens';
import type { ScreenQuery } from '../core/route-module';
import { screenQueries } from './screen-data';
import { createAheadQueue, settledWithin, type AheadLane } from './ahead-queue';
import { fetchQueries, fetchQueriesSpread } from './fetch-queries';

/**
 * How far to get a screen ready: its code only (links in view past the data budget), its code and
 * data (links in view, the menu's screens on idle), or also the photo it opens on (a visitor's tap).
 */
export type Readiness = 'code' | 'data' | 'intent';

/** Screens remembered; older ones are prepared again if asked (a no-op when their data is cached). */
const REMEMBERED = 40;
/** The longest one step fetched ahead holds the next one back. */
const AHEAD_STEP_MAX_MS = 8000;
/** Links stopped at whose data goes in one step of what is fetched ahead. */
const SOON_TOGETHER = 4;

type Prepared = {
  screen: Screen;
  locale: Locale;
  load: () => Promise<unknown>;
  code?: Promise<unknown>;
  queries: ScreenQuery[];
  data?: Promise<unknown[]>;
  /** The visitor asked for this screen (a press, a navigation): its data is asked for at once. */
  asked?: boolean;
  /** Cancels its data fetched ahead while in flight, when the visitor asks for another screen. */
  abort?: AbortController;
  /** Its data fetched ahead, once started (alone or with other links stopped at). */
  fetching?: Promise<unknown[]>;
};

export type ScreenPreparer = {
  /**
   * Starts what `level` needs for the page at `href` (same-origin path); unknown pages are ignored.
   * What is fetched ahead waits in `lane` (ahead-queue.ts): `soon` unless said otherwise.
   */
  prepare(href: string, level: Readiness, lane?: AheadLane): void;
  /**
   * Gets the page at `href` ready to render at once, as a later step of what is fetched ahead: its
   * code imported and its data fetched. True once it is; false for an unknown page or when its
   * data was not fetched (the budget, a failure).
   */
  ready(href: string): Promise<boolean>;
};

function keyOf(href: string): string | null {
  const url = new URL(href, window.location.href);
  return url.origin === window.location.origin ? url.pathname + url.search : null;
}

/**
 * Code and data of a screen started together, before the screen renders (docs/decisions/0020):
 * on the server's render and at a navigation in the browser, the queries the screen will ask for
 * (screen-data.ts) run beside its chunk instead of after it.
 */
export function createScreenPreparer(client: ApolloClient, i18n: i18n): ScreenPreparer {
  const pages = new Map<string, Prepared>();

  function entry(key: string): Prepared | null {
    const known = pages.get(key);
    if (known) {
      // Most recently used last, so the oldest is the first to go.
      pages.delete(key);
      pages.set(key, known);
      return known;
    }
    const url = new URL(key, window.location.origin);
    const match = matchPath(url.pathname);
    if (match.kind !== 'page') return null;
    const prepared: Prepared = {
      screen: match.route.screen,
      locale: match.locale,
      load: () =>
        Promise.all([loadScreen(match.route.screen), loadLocaleMessages(i18n, match.locale)]).catch(
          () => undefined,
        ),
      queries: screenQueries(match.route, match.locale, url.searchParams),
    };
    pages.set(key, prepared);
    if (pages.size > REMEMBERED) pages.delete(pages.keys().next().value!);
    return prepared;
  }

  // What is fetched ahead goes one step at a time (a screen's data, then its files, then the next
  // screen's): on a phone's link, the menu's seven screens at once made the first of them, the one
  // most likely tapped, wait seconds for its data behind the others' code. One at a time also keeps
  // the budget read before each (rate-budget.ts) up to date. A link the visitor stops at goes before
  // the menu's screens still waiting (ahead-queue.ts); what the visitor asks for goes at once,
  // never behind either.
  // What the visitor asked for and is still on its way (a press's data and code): nothing fetched
  // ahead starts meanwhile, nor while the navigation runs, until its screen is drawn.
  const askedInFlight = new Set<Promise<unknown>>();

  async function aheadMayGo(): Promise<void> {
    for (;;) {
      if (askedInFlight.size > 0) await Promise.allSettled([...askedInFlight]);
      else await navigationDone();
      // One more look: a tap may have come while waiting.
      if (askedInFlight.size === 0 && !(await isNavigationPending())) return;
    }
  }

  const ahead = createAheadQueue(aheadMayGo, AHEAD_STEP_MAX_MS);
  /** Screens whose data waits in the `soon` lane, not started yet. */
  const soonWaiting = new Set<Prepared>();

  function hold(work: Promise<unknown>): void {
    // A stalled request holds what is fetched ahead for a bounded time only.
    const held = settledWithin(work, AHEAD_STEP_MAX_MS);
    askedInFlight.add(held);
    void held.finally(() => askedInFlight.delete(held));
  }

  function inCache({ query, variables }: ScreenQuery): boolean {
    try {
      return client.readQuery({ query, variables }) !== null;
    } catch {
      return false;
    }
  }

  function startData(prepared: Prepared, level: Readiness, lane: AheadLane): Promise<unknown[]> {
    if (level === 'intent') {
      if (prepared.asked) return prepared.data!;
      prepared.asked = true;
      // Another screen's data fetched ahead gives way: its requests are cancelled, and asked for
      // again ahead later. This screen's own, if in flight, is joined.
      for (const other of pages.values()) {
        if (other === prepared || !other.abort) continue;
        other.abort.abort();
        other.abort = undefined;
        other.data = undefined;
        other.fetching = undefined;
      }
      // Asked for now, even when fetched ahead is still queued (a request in flight is joined),
      // first among the page's requests; the photo a profile opens on is asked for as soon as its
      // data says which it is.
      prepared.data = fetchQueries(client, prepared.queries, { fetchOptions: { priority: 'high' } });
      // What is fetched ahead waits for the opening photo too: the profile's largest paint.
      hold(
        prepared.data.then((results) => {
          const profile = (results[0] as { data?: ModelProfileQuery } | null)?.data;
          return profile?.model ? preloadOpeningPhotos(profile.model) : undefined;
        }),
      );
      return prepared.data;
    }
    if (prepared.data) return prepared.data;
    if (lane === 'soon') soonWaiting.add(prepared);
    const data: Promise<unknown[]> = ahead.add(() => {
      soonWaiting.delete(prepared);
      if (prepared.asked) return prepared.data!;
      // Already started with the links stopped at beside it.
      if (prepared.fetching) return prepared.fetching;
      if (!budgetAllowsPrefetch()) {
        // Not fetched: a later tap asks for it itself.
        if (prepared.data === data) prepared.data = undefined;
        return [];
      }
      // The links stopped at together go together (a scroll stop shows a few cards, a few KB of
      // data each): one at a time, each cost a round trip before the menu's screens. The others'
      // own steps then find their data on its way.
      prepared.fetching = fetchAhead(prepared);
      if (lane === 'soon')
        for (const other of [...soonWaiting].slice(0, SOON_TOGETHER - 1)) {
          if (other.asked || !budgetAllowsPrefetch()) continue;
          soonWaiting.delete(other);
          other.fetching ??= fetchAhead(other);
        }
      return prepared.fetching;
    }, lane);
    prepared.data = data;
    return data;
  }

  /** A screen's data fetched ahead, at low priority; nothing when the cache has it all. */
  function fetchAhead(prepared: Prepared): Promise<unknown[]> {
    // Nothing to fetch when the cache has it all (a screen seen before, a back).
    if (prepared.queries.every((q) => inCache(q))) return Promise.resolve([]);
    const abort = new AbortController();
    prepared.abort = abort;
    return fetchQueriesSpread(client, prepared.queries, abort.signal).finally(() => {
      if (prepared.abort === abort) prepared.abort = undefined;
    });
  }

  function prepare(href: string, asked: Readiness, lane: AheadLane = 'soon'): void {
    // Data ahead is paid from the visitor's cost budget: past half of it, code only.
    const level = asked === 'data' && !budgetAllowsPrefetch() ? 'code' : asked;
    const key = keyOf(href);
    const prepared = key ? entry(key) : null;
    if (!prepared) return;
    // The data first: its request then leaves no later than the code's, which may be one of
    // several (the screen's chunk, its styles, the form code). A screen chosen is imported; one
    // that may be chosen has its files fetched into the HTTP cache only (prefetch-files.ts).
    const data = level === 'code' ? null : startData(prepared, level, lane);
    if (level === 'intent') {
      if (!prepared.code) {
        // Every file the screen needs asked for at once, not one import after another.
        void prefetchScreenFiles(prepared.screen, 'now');
        prepared.code = prepared.load();
      }
      hold(prepared.code);
    } else {
      void ahead.add(() => prefetchScreenFiles(prepared.screen), lane);
      // Another language's texts (a few KB): a language switch then only has to render.
      if (data) loadLocaleMessages(i18n, prepared.locale)?.catch(() => undefined);
    }
  }

  async function ready(href: string): Promise<boolean> {
    const key = keyOf(href);
    const prepared = key ? entry(key) : null;
    if (!prepared) return false;
    await startData(prepared, 'data', 'later');
    await ahead.add(() => (prepared.code ??= prepared.load()), 'later');
    return prepared.queries.every((q) => inCache(q));
  }

  return { prepare, ready };
}

/** The browser's preparer (entry-client.tsx); none on the server, which renders with its data in. */
export const ScreenPreparerContext = createContext<ScreenPreparer | null>(null);

export function useScreenPreparer(): ScreenPreparer | null {
  return useContext(ScreenPreparerContext);
}
