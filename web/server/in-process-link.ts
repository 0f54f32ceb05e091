import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';
import type { Api } from '@agency/api';

/** Server rendering runs its queries against the mounted API directly: no HTTP hop. */
export function createInProcessLink(api: Api): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        api.apollo
          .executeOperation(
            {
              query: operation.query,
              variables: operation.variables,
              operationName: operation.operationName,
            },
            { contextValue: api.createContext() },
          )
          .then((response) => {
            if (response.body.kind !== 'single')
              throw new Error('incremental delivery is not used by the site');
            observer.next(response.body.singleResult as ApolloLink.Result);
            observer.complete();
          })
          .catch((error: unknown) => observer.error(error));
      }),
  );
}
