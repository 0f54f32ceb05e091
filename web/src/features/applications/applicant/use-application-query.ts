import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useApiLocale } from '../../../core/page-context';
import type { Locale } from '../../../gql/graphql';

/**
 * An application screen's data in the page's API language. While a language switch loads the new
 * labels the previous answer stays, so the form (and what was typed in it) does too, marked
 * `stale` so the language overlay waits for the new lists.
 */
export function useApplicationQuery<D>(document: TypedDocumentNode<D, { locale: Locale }>) {
  const apiLocale = useApiLocale();
  const query = useQuery(document, { variables: { locale: apiLocale } });
  return {
    data: query.data ?? query.previousData,
    stale: !query.data && Boolean(query.previousData),
    error: query.error,
  };
}
