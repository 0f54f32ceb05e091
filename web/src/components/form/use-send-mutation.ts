import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useApiLocale } from '../../core/page-context';
import type { Locale, SubmissionStatus } from '../../gql/graphql';
import { sendMutation, type SendOutcome } from './send-outcome';

/**
 * The send function of a form whose mutation `document` answers a submission under `field`: it
 * builds the variables from what the form sends (`toVariables`, kept between renders), asks in the
 * page's language, and resolves to what came of it; it never throws.
 */
export function useSendMutation<
  F extends string,
  V extends { locale?: Locale | null | undefined },
  A extends unknown[],
>(
  document: TypedDocumentNode<Record<F, { status: SubmissionStatus }>, V>,
  field: F,
  toVariables: (...sent: A) => Omit<V, 'locale'>,
): (...sent: A) => Promise<SendOutcome> {
  const apiLocale = useApiLocale();
  const [mutate] = useMutation(document);
  return useCallback(
    (...sent: A) =>
      sendMutation(
        () => mutate({ variables: { ...toVariables(...sent), locale: apiLocale } as V }),
        (result) => result[field].status,
      ),
    [mutate, apiLocale, field, toVariables],
  );
}
