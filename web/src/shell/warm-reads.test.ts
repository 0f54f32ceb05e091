import { ApolloClient, ApolloLink, Observable } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { ContactScreenQuery } from '../features/contact/contact-query';
import { SelectiveScreenQuery } from '../features/applications/selective/selective-query';
import { createCache } from '../core/apollo';
import { warmScreenReads } from './warm-reads';

describe('warmScreenReads', () => {
  it('starts a page whose data the server could not render: nothing is asked of the network', async () => {
    const requests: string[] = [];
    const client = new ApolloClient({
      cache: createCache(),
      link: new ApolloLink((operation) => {
        requests.push(operation.operationName ?? '');
        return new Observable((observer) => observer.error(new Error('offline')));
      }),
    });
    await expect(
      warmScreenReads(client, [
        { query: ContactScreenQuery },
        { query: SelectiveScreenQuery, variables: { locale: 'PT' } },
      ]),
    ).resolves.toBeUndefined();
    expect(requests).toEqual([]);
  });
});
