import type { ApolloClient } from '@apollo/client';
import type { ScreenQuery } from '../core/route-module';
import { nextTask } from '../core/next-task';

type FetchContext = { fetchOptions: { priority: 'low' | 'high'; signal?: AbortSignal } };

function fetchOne(client: ApolloClient, q: ScreenQuery, context: FetchContext): Promise<unknown> {
  // Failures are the screen's to show: its own useQuery meets the same error.
  return client.query({ ...q, context, fetchPolicy: 'cache-first' }).catch(() => null);
}

/** A screen's queries all started at once: what the visitor asked for. */
export function fetchQueries(
  client: ApolloClient,
  queries: readonly ScreenQuery[],
  context: FetchContext,
): Promise<unknown[]> {
  return Promise.all(queries.map((q) => fetchOne(client, q, context)));
}

/**
 * A screen's queries fetched ahead, at low priority, one started per task. Starting a query runs
 * Apollo's cache read and its link chain's subscriptions synchronously (3-8 ms each at full speed);
 * a screen of several queries started in one go made most of a 50-66 ms task in one load in five
 * of the list page (bench/RESULTS.md §36). Between two, the visitor's input and a tap's navigation
 * go first; once `signal` is aborted, the rest are not started.
 */
export async function fetchQueriesSpread(
  client: ApolloClient,
  queries: readonly ScreenQuery[],
  signal: AbortSignal,
): Promise<unknown[]> {
  // At low priority: it must not slow what the visitor did choose.
  const context: FetchContext = { fetchOptions: { priority: 'low', signal } };
  const started: Promise<unknown>[] = [];
  for (const q of queries) {
    if (started.length > 0) await nextTask();
    if (signal.aborted) break;
    started.push(fetchOne(client, q, context));
  }
  return Promise.all(started);
}
