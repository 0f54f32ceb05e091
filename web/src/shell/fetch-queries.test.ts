import { ApolloClient, ApolloLink, Observable } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { ContactScreenQuery } from '../features/contact/contact-query';
import { SelectiveScreenQuery } from '../features/applications/selective/selective-query';
import { createCache } from '../core/apollo';
import type { ScreenQuery } from '../core/route-module';
import { fetchQueries, fetchQueriesSpread } from './fetch-queries';
import { nextTask } from '../core/next-task';

const QUERIES: ScreenQuery[] = [
  { query: ContactScreenQuery },
  { query: SelectiveScreenQuery, variables: { locale: 'PT' } },
  { query: SelectiveScreenQuery, variables: { locale: 'EN' } },
];

/** A client whose link records each request it is given and answers none (a slow network) until cancelled. */
function recordingClient() {
  const requests: string[] = [];
  const client = new ApolloClient({
    cache: createCache(),
    link: new ApolloLink((operation) => {
      requests.push(`${operation.operationName}:${String(operation.variables.locale ?? '')}`);
      const { signal } = (operation.getContext() as { fetchOptions: { signal?: AbortSignal } }).fetchOptions;
      return new Observable((observer) => {
        signal?.addEventListener('abort', () => observer.error(new Error('cancelled')));
      });
    }),
  });
  return { client, requests };
}

describe('fetchQueries', () => {
  it('starts every query of what the visitor asked for at once', () => {
    const { client, requests } = recordingClient();
    void fetchQueries(client, QUERIES, { fetchOptions: { priority: 'high' } });
    expect(requests).toEqual(['ContactScreen:', 'SelectiveScreen:PT', 'SelectiveScreen:EN']);
  });
});

describe('fetchQueriesSpread', () => {
  it('starts one query fetched ahead per task, so input and a tap run between them', async () => {
    const { client, requests } = recordingClient();
    void fetchQueriesSpread(client, QUERIES, new AbortController().signal);
    expect(requests).toEqual(['ContactScreen:']);
    await nextTask();
    expect(requests).toEqual(['ContactScreen:', 'SelectiveScreen:PT']);
    await nextTask();
    expect(requests).toEqual(['ContactScreen:', 'SelectiveScreen:PT', 'SelectiveScreen:EN']);
  });

  it('starts none of the rest once it is cancelled', async () => {
    const { client, requests } = recordingClient();
    const abort = new AbortController();
    const done = fetchQueriesSpread(client, QUERIES, abort.signal);
    abort.abort();
    await expect(done).resolves.toHaveLength(1);
    expect(requests).toEqual(['ContactScreen:']);
  });
});
